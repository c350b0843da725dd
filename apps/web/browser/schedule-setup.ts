import { call, op, OwnBusiness, waitFor } from '@tempo/testing';
import { mkdirSync } from 'node:fs';
import { Page } from '@playwright/test';

/**
 * What the daily screens' browser tests set up through the API in a business of their own: a
 * location, an appointment service with a plan, a client, and the owner's person id.
 */

type Answer<T> = { status: string; error: string | null } & T;

const CURRENT_USER = op<{ currentUser: { accountId: string } | null }, Record<string, never>>(
  `query { currentUser { accountId } }`,
);
const CREATE_LOCATION = op<
  { createLocation: Answer<{ location: { id: string; rooms: { id: string }[] } | null }> },
  { b: string; l: Record<string, unknown> }
>(
  `mutation($b: ID!, $l: LocationInput!) { createLocation(business: $b, location: $l) { status error location { id rooms { id } } } }`,
);
export const CREATE_SERVICE = op<
  { createService: Answer<{ service: { id: string } | null }> },
  { b: string; s: Record<string, unknown> }
>(
  `mutation($b: ID!, $s: ServiceInput!) { createService(business: $b, service: $s) { status error service { id } } }`,
);
export const CREATE_CLIENT = op<
  { createPeople: Answer<{ people: { id: string } | null }> },
  { b: string; f: string; l: string }
>(`mutation($b: ID!, $f: String!, $l: String!) {
  createPeople(business: $b, firstName: $f, lastName: $l) { status error people { id } } }`);
const BOOK = op<
  { bookAppointment: Answer<{ events: { id: string }[] | null }> },
  { b: string; x: Record<string, unknown> }
>(
  `mutation($b: ID!, $x: AppointmentInput!) { bookAppointment(business: $b, booking: $x) { status error events { id } } }`,
);
const EVENT_CLIENTS = op<
  { event: { clients: { peopleId: string; status: string | null }[] } },
  { b: string; id: string }
>(`query($b: ID!, $id: ID!) { event(business: $b, id: $id) { clients { peopleId status } } }`);

export interface Studio {
  ownerId: string;
  locationId: string;
  serviceId: string;
  clientId: string;
  clientName: string;
}

export const ZONE = 'America/New_York';

export async function studio(mine: OwnBusiness, clientLast: string): Promise<Studio> {
  const b = mine.name;
  const me = await call(b, CURRENT_USER, {}, mine.owner);
  const ownerId = me.data?.currentUser?.accountId;
  if (!ownerId) throw new Error(`currentUser: ${JSON.stringify(me.errors)}`);
  const loc = await call(
    b,
    CREATE_LOCATION,
    {
      b,
      l: {
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        description: 'Lessons',
        timezone: ZONE,
        rooms: [{ name: 'Blue' }],
      },
    },
    mine.owner,
  );
  const locationId = loc.data?.createLocation.location?.id;
  if (!locationId) throw new Error(`createLocation: ${JSON.stringify(loc.errors ?? loc.data)}`);
  const svc = await call(
    b,
    CREATE_SERVICE,
    { b, s: { name: 'Piano 30', durationMinutes: 30, plans: [{ name: 'Single' }] } },
    mine.owner,
  );
  const serviceId = svc.data?.createService.service?.id;
  if (!serviceId) throw new Error(`createService: ${JSON.stringify(svc.errors ?? svc.data)}`);
  const client = await call(b, CREATE_CLIENT, { b, f: 'Cora', l: clientLast }, mine.owner);
  const clientId = client.data?.createPeople.people?.id;
  if (!clientId) throw new Error(`createPeople: ${JSON.stringify(client.errors ?? client.data)}`);
  return { ownerId, locationId, serviceId, clientId, clientName: `Cora ${clientLast}` };
}

/** Books the client with the owner, once scheduling knows both people (their copies come by events). */
export async function bookLesson(
  mine: OwnBusiness,
  s: Studio,
  startAt: string,
  rrule: string | null = null,
): Promise<string> {
  const b = mine.name;
  const x = {
    clientIds: [s.clientId],
    locationId: s.locationId,
    planName: 'Single',
    serviceId: s.serviceId,
    staffId: s.ownerId,
    startAt,
    rrule,
  };
  return waitFor(
    async () => {
      const r = await call(b, BOOK, { b, x }, mine.owner);
      const a = r.data?.bookAppointment;
      if (a?.status === 'ok' && a.events?.[0]) return a.events[0].id;
      if (/is not (a staff member|a client) of the business/.test(a?.error ?? '')) return null;
      throw new Error(`bookAppointment: ${JSON.stringify(r.errors ?? a)}`);
    },
    60000,
    500,
  );
}

export async function clientStatus(
  mine: OwnBusiness,
  eventId: string,
  clientId: string,
): Promise<string | null> {
  const r = await call(mine.name, EVENT_CLIENTS, { b: mine.name, id: eventId }, mine.owner);
  return r.data?.event.clients.find((c) => c.peopleId === clientId)?.status ?? null;
}

/** The local date and time of now in a zone, minutes later ('YYYY-MM-DD', 'HH:MM'). */
export function localNow(zone: string, plusMinutes = 0): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(Date.now() + plusMinutes * 60_000);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/** Screenshots at 1280x900 and 390x844 into SHOTS_DIR (.local/shots by default). */
export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR ?? `${process.cwd()}/../../.local/shots`;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-phone.png` });
  if (size) await page.setViewportSize(size);
}

/** The zone's offset on a date at its start ('-05:00' or '-04:00' in New York). */
export function offsetOf(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return (name ?? 'GMT-05:00').replace('GMT', '') || '+00:00';
}
