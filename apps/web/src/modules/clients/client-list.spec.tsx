import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import {
  CLIENT_PAGE_SIZE,
  INITIAL_LIST,
  PROSPECT_STATUS,
  initialsOf,
  listQuery,
  listReducer,
  pageNumber,
  personPath,
  statusLabel,
} from './client-list-model';
import { fakePeopleApi, named, personOf } from './clients-fixtures';

describe('client list state', () => {
  it('walks pages with the cursor of the last response and back', () => {
    let state = listReducer(INITIAL_LIST, { type: 'next', cursor: 'c1' });
    state = listReducer(state, { type: 'next', cursor: 'c2' });
    expect(pageNumber(state)).toBe(3);
    expect(listQuery(state, '')).toEqual({
      kind: 'page',
      variables: { status: null, flag: null, cursor: 'c2', limit: CLIENT_PAGE_SIZE },
    });
    state = listReducer(state, { type: 'previous' });
    expect(listQuery(state, '').variables).toMatchObject({ cursor: 'c1' });
    state = listReducer(listReducer(state, { type: 'previous' }), { type: 'previous' });
    expect(pageNumber(state)).toBe(1);
    expect(listQuery(state, '').variables).toMatchObject({ cursor: null });
  });

  it('starts again from the first page when the search or a filter changes', () => {
    const paged = listReducer(INITIAL_LIST, { type: 'next', cursor: 'c1' });
    for (const action of [
      { type: 'search', search: 'ann' },
      { type: 'status', status: 'Active' },
      { type: 'flag', flag: 'Unpaid' },
    ] as const) {
      expect(pageNumber(listReducer(paged, action))).toBe(1);
    }
    const filtered = listReducer(listReducer(INITIAL_LIST, { type: 'status', status: 'Active' }), {
      type: 'flag',
      flag: ' Unpaid ',
    });
    expect(listQuery(filtered, '').variables).toEqual({
      status: 'Active',
      flag: 'Unpaid',
      cursor: null,
      limit: 25,
    });
  });

  it('searches with the debounced text, keeping the status; a fixed status wins over the filter', () => {
    const state = listReducer(INITIAL_LIST, { type: 'status', status: 'Active' });
    expect(listQuery(state, '  ann  ')).toEqual({
      kind: 'search',
      variables: { search: 'ann', status: 'Active', limit: 25 },
    });
    expect(listQuery(state, '', PROSPECT_STATUS).variables).toMatchObject({ status: 'Prospect' });
  });

  it('links staff to /staff and clients to /clients, and shows statuses and initials', () => {
    expect(personPath({ id: '1', staffRole: 'manager' })).toBe('/staff/1');
    expect(personPath({ id: '2', staffRole: null })).toBe('/clients/2');
    expect(statusLabel('PEOPLE_STATUS_ACTIVE')).toBe('Active');
    expect(statusLabel('On hold')).toBe('On hold');
    expect(statusLabel(null)).toBe('-');
    expect(initialsOf('Ada K. Lovelace')).toBe('AL');
  });
});

/** 30 clients by name Client00..Client29, a staff member, and one prospect. */
function thirtyClients() {
  const people = Array.from({ length: 30 }, (_, i) =>
    personOf(`c${i}`, {
      firstName: 'Client',
      lastName: `Number${String(i).padStart(2, '0')}`,
      email: `client${i}@example.com`,
      phones: [`+1212555${String(1000 + i)}`],
      tags: i === 3 ? ['Beginner'] : [],
      flags: i % 10 === 0 ? [{ reason: 'Unpaid', note: null, createdAt: null }] : [],
    }),
  );
  people.push(personOf('s1', { firstName: 'Sam', lastName: 'Staff', staffRole: 'staff' }));
  people.push(personOf('p1', { firstName: 'Pat', lastName: 'Prospect', status: 'Prospect' }));
  return fakePeopleApi(people);
}

const rowIds = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.getAttribute('data-person'))
    .filter(Boolean);

describe('All Clients', () => {
  it('pages through the clients 25 at a time with the last cursor, and filters by flag', async () => {
    const api = thirtyClients();
    const { view } = renderApp({ path: '/clients', user: userOf('staff'), apollo: api.apollo });
    await view;
    const table = await screen.findByRole('table', { name: 'All Clients' });
    await waitFor(() => expect(rowIds(table)).toHaveLength(25));
    expect(rowIds(table)[0]).toBe('c0');
    const first = within(table).getByRole('link', { name: 'Client Number00' });
    expect(first).toHaveAttribute('href', '/clients/c0');
    expect(within(table).getByText('client0@example.com')).toBeInTheDocument();
    expect(within(table).getByText('+12125551000')).toBeInTheDocument();
    expect(within(table).getByText('Beginner')).toBeInTheDocument();

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowIds(screen.getByRole('table', { name: 'All Clients' }))).toHaveLength(6));
    const pages = named(api.sent, 'ClientPage');
    expect(pages[pages.length - 1].variables).toMatchObject({ cursor: 'c:c24', limit: 25 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Page 2')).toBeInTheDocument();

    await enter(user, screen.getByRole('textbox', { name: 'Flag' }), 'Unpaid');
    await waitFor(() =>
      expect(rowIds(screen.getByRole('table', { name: 'All Clients' }))).toEqual(['c0', 'c10', 'c20']),
    );
    const last = named(api.sent, 'ClientPage').pop();
    expect(last?.variables).toMatchObject({ flag: 'Unpaid', cursor: null });
  });

  it('searches by name, e-mail or phone once typing stops', async () => {
    const api = thirtyClients();
    const { view } = renderApp({ path: '/clients', user: userOf('owner'), apollo: api.apollo });
    await view;
    await screen.findByRole('table', { name: 'All Clients' });
    const user = setupUser();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'number1');
    await waitFor(() =>
      expect(rowIds(screen.getByRole('table', { name: 'All Clients' }))).toEqual([
        'c10',
        'c11',
        'c12',
        'c13',
        'c14',
        'c15',
        'c16',
        'c17',
        'c18',
        'c19',
      ]),
    );
    // Typed keys are one search, once the typing stopped.
    expect(named(api.sent, 'ClientSearch').map((s) => s.variables.search)).toEqual(['number1']);
    expect(screen.getByText('10 matches')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add client' })).toHaveAttribute(
      'href',
      '/clients/create',
    );
  });
});

describe('Prospects', () => {
  it('lists the clients whose status is Prospect, without a status filter', async () => {
    const api = thirtyClients();
    const { view } = renderApp({ path: '/prospects', user: userOf('staff'), apollo: api.apollo });
    await view;
    const table = await screen.findByRole('table', { name: 'Prospects' });
    await waitFor(() => expect(rowIds(table)).toEqual(['p1']));
    expect(named(api.sent, 'ClientPage')[0].variables).toMatchObject({ status: 'Prospect' });
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
  });
});
