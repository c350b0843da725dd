// The main journeys, each the requests the web app makes for it (apps/web/src), with checks.
import { BUSINESS, LOGIN, PASSWORD, SIGN_IN_LOGINS } from './config.js';
import { answered, gql } from './graphql.js';

/** Opening a business's page: the public business configuration read at start-up (BusinessQuery). */
export function businessPage() {
  const r = gql('BusinessQuery', { businessName: BUSINESS });
  answered('BusinessQuery', r, (d) => d.businessQuery && d.businessQuery.name === BUSINESS);
}

/** A session's user as the app loads it after sign-in and on every start: CurrentUser, then Accounts. */
function loadUser(idToken) {
  const me = gql('CurrentUser', {}, idToken);
  const ok = answered('CurrentUser', me, (d) => d.currentUser && d.currentUser.business === BUSINESS);
  if (!ok || !me.data || !me.data.currentUser) return;
  const accounts = gql('Accounts', { email: me.data.currentUser.email }, idToken);
  answered('Accounts', accounts, (d) => Array.isArray(d.accounts) && d.accounts.length > 0);
}

function passwordSignIn(login) {
  const r = gql('LoginSimple', { login, password: PASSWORD, business: BUSINESS, returnIdToken: true });
  const ok = answered('LoginSimple', r, (d) => d.loginSimple && d.loginSimple.status === 'ok');
  return ok ? { idToken: r.data.loginSimple.idToken, refreshToken: r.data.loginSimple.refreshToken } : null;
}

/** Signing in with a password on the business's page, then loading the user (the logins in turn). */
export function signIn() {
  const login = SIGN_IN_LOGINS[(__VU + __ITER) % SIGN_IN_LOGINS.length];
  const session = passwordSignIn(login);
  if (session) loadUser(session.idToken);
}

/** Id tokens live 15 minutes: a session is refreshed (LoginRefresh, as the app does) after 10. */
const REFRESH_AFTER_MS = 10 * 60 * 1000;
let session = null;

/** This virtual user's session as LOGIN: signed in on first use, refreshed when old. */
export function vuSession() {
  if (session && Date.now() - session.at < REFRESH_AFTER_MS) return session;
  if (session) {
    const r = gql('LoginRefresh', { refreshToken: session.refreshToken });
    if (answered('LoginRefresh', r, (d) => d.loginRefresh && d.loginRefresh.status === 'ok')) {
      session = { ...r.data.loginRefresh, at: Date.now() };
      return session;
    }
  }
  const fresh = passwordSignIn(LOGIN);
  session = fresh ? { ...fresh, at: Date.now() } : null;
  return session;
}

/** The signed-in app's start: the user, their role and permissions, and their accounts. */
export function currentUser() {
  const s = vuSession();
  if (s) loadUser(s.idToken);
}

/** The clients list: its settings, the first page of clients by name, then the next page. */
export function clientList() {
  const s = vuSession();
  if (!s) return;
  const settings = gql('ClientSettings', { businessName: BUSINESS }, s.idToken);
  answered('ClientSettings', settings, (d) => d.businessQuery && d.businessQuery.name === BUSINESS);
  const vars = { business: BUSINESS, status: null, flag: null, cursor: null, limit: 25 };
  const first = gql('ClientPage', vars, s.idToken);
  answered('ClientPage', first, (d) => d.paginatedPeople && d.paginatedPeople.people.length > 0);
  const cursor = first.data && first.data.paginatedPeople && first.data.paginatedPeople.cursor;
  if (cursor) {
    const next = gql('ClientPage', { ...vars, cursor }, s.idToken);
    answered('ClientPage', next, (d) => d.paginatedPeople && Array.isArray(d.paginatedPeople.people));
  }
}

const SEARCHES = ['', 'a', 'an', 'e', 'mar', 'son'];

/** The advanced people search: everyone (the first 1000), or by a piece of a name, as the form sends it. */
export function advancedSearch() {
  const s = vuSession();
  if (!s) return;
  const search = SEARCHES[(__VU + __ITER) % SEARCHES.length];
  const vars = search ? { business: BUSINESS, limit: 1000, search } : { business: BUSINESS, limit: 1000 };
  const r = gql('PeopleAdvanced', vars, s.idToken);
  answered('PeopleAdvanced', r, (d) => Array.isArray(d.peopleAdvanced));
}

/** The business's local date `days` after today: New York's (the demo's zone) read as UTC minus 5 hours. */
function localDate(days) {
  return new Date(Date.now() - 5 * 3600 * 1000 + days * 86400 * 1000).toISOString().slice(0, 10);
}

/**
 * The calendar's week view as /calendar opens it: its places (zone, locations with rooms, services), then
 * the events of this week (Monday to Sunday) with the web app's CalendarEvents document, every location or
 * (every other iteration) the first one with rooms only, as its location filter sends it.
 */
export function calendarWeek() {
  const s = vuSession();
  if (!s) return;
  const places = gql('CalendarPlaces', { business: BUSINESS }, s.idToken);
  answered('CalendarPlaces', places, (d) => Array.isArray(d.locations) && d.locations.length > 0);
  const weekday = new Date(`${localDate(0)}T12:00:00Z`).getUTCDay();
  const fromDate = localDate(-((weekday + 6) % 7));
  const toDate = localDate(6 - ((weekday + 6) % 7));
  const withRooms = places.data && (places.data.locations || []).find((l) => l.rooms && l.rooms.length);
  const vars = { business: BUSINESS, fromDate, toDate };
  if (__ITER % 2 === 1 && withRooms) vars.locationIds = [withRooms.id];
  const week = gql('CalendarEvents', vars, s.idToken);
  answered('CalendarEvents', week, (d) => Array.isArray(d.events));
}
