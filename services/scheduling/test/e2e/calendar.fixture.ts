import { waitFor } from '@tempo/testing';
import { mutate, Team } from './scheduling.fixture';

/** The zone of the calendar tests' locations. */
export const NEW_YORK = 'America/New_York';

const CREATE_LOCATION = `mutation($b: ID!, $l: LocationInput!) {
  createLocation(business: $b, location: $l) { status error location { id rooms { id } } } }`;
const CREATE_SERVICE = `mutation($b: ID!, $s: ServiceInput!) {
  createService(business: $b, service: $s) { status error service { id } } }`;

/**
 * A primary location of the team's business in New York, made by its owner: 'Main Studio' for
 * lessons unless `l` says otherwise (name, description, rooms ...).
 */
export async function createStudio(
  t: Team,
  l: Record<string, unknown> = {},
): Promise<{ id: string; rooms: { id: string }[] }> {
  const r = await mutate<{ location: { id: string; rooms: { id: string }[] } | null }>(
    t.biz.name,
    CREATE_LOCATION,
    {
      b: t.biz.name,
      l: {
        name: 'Main Studio',
        locationType: 'LOCATION_TYPE_PRIMARY',
        description: 'Lessons',
        timezone: NEW_YORK,
        ...l,
      },
    },
    t.biz.owner,
  );
  expect(r.error).toBeNull();
  return r.location!;
}

/** A service of the team's business, made by its owner; its id. */
export async function createService(t: Team, s: Record<string, unknown>): Promise<string> {
  const r = await mutate<{ service: { id: string } | null }>(
    t.biz.name,
    CREATE_SERVICE,
    { b: t.biz.name, s },
    t.biz.owner,
  );
  expect(r.error).toBeNull();
  return r.service!.id;
}

/** Whom scheduling does not know yet: its copies of people come from people's events. */
export const NOT_YET_KNOWN = /is not (a staff member|a client) of the business/;

/** An attempt, retried while scheduling has not yet got the copies of the people it names. */
export const oncePeopleKnown = <T extends { error: string | null }>(
  attempt: () => Promise<T>,
  unknown: RegExp = NOT_YET_KNOWN,
): Promise<T> =>
  waitFor(
    async () => {
      const a = await attempt();
      return unknown.test(a.error ?? '') ? null : a;
    },
    60000,
    500,
  );
