import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { can } from '@tempo/permissions';
import { subjectOf } from '../../app/session';
import { userOf } from '../../test/render-app';
import { NO_BUSINESS_TEXT, SEARCH_PROVIDERS, loadLocations } from './providers';
import { SearchContext, runSearch } from './search-model';

const ctxAs = (role: string, apollo?: ApolloClient): SearchContext => ({
  can: (action, resource) => can(subjectOf(userOf(role)), action, resource),
  user: userOf(role),
  signal: new AbortController().signal,
  apollo,
  business: apollo ? 'demo' : undefined,
});

interface FakeService {
  id: string;
  name: string;
  typeLabel: string;
  sessions: Array<{ id: string; name: string; startDate: string }>;
}

/** An API answering the locations query with the given rows and counting what it was asked. */
function fakeCatalogueApi(
  rows: Array<{ id: string; name: string; address: string | null; city: string | null }>,
  services: FakeService[] = [],
) {
  const asked: Array<{ operationName?: string; variables: unknown }> = [];
  const apollo = {
    async query(options: {
      variables: unknown;
      query: { definitions: Array<{ name?: { value: string } }> };
    }) {
      const operationName = options.query.definitions[0]?.name?.value;
      asked.push({ operationName, variables: options.variables });
      if (operationName === 'NavbarSearchServices') return { data: { services } };
      return { data: { locations: rows.map((r) => ({ __typename: 'Location', ...r })) } };
    },
  } as unknown as ApolloClient;
  return { apollo, asked };
}

describe('the locations search provider', () => {
  const locations = SEARCH_PROVIDERS.filter((p) => p.id === 'locations');

  it('lists the locations whose name matches, linked to their edit page, with the address', async () => {
    const { apollo, asked } = fakeCatalogueApi([
      { id: 'l1', name: 'Main Studio', address: '1 Main St', city: 'Springfield' },
      { id: 'l2', name: 'Westside Studio', address: null, city: 'Shelbyville' },
      { id: 'l3', name: 'Online Lessons', address: null, city: null },
    ]);
    const sections = await runSearch(locations, 'studio', ctxAs('owner', apollo));
    expect(asked).toEqual([{ operationName: 'NavbarSearchLocations', variables: { business: 'demo' } }]);
    expect(sections).toEqual([
      {
        group: 'Locations',
        failed: false,
        results: [
          {
            id: 'l1',
            group: 'Locations',
            label: 'Main Studio',
            details: ['1 Main St'],
            route: '/locations/l1/edit',
          },
          {
            id: 'l2',
            group: 'Locations',
            label: 'Westside Studio',
            details: ['Shelbyville'],
            route: '/locations/l2/edit',
          },
        ],
      },
    ]);
  });

  it('is asked only with LOCATIONS list (staff, not clients)', () => {
    const [provider] = locations;
    expect(provider.permitted!(ctxAs('staff').can)).toBe(true);
    expect(provider.permitted!(ctxAs('client').can)).toBe(false);
  });

  it('has no locations to search without a business', async () => {
    await expect(loadLocations(ctxAs('owner'))).rejects.toThrow(NO_BUSINESS_TEXT);
  });
});

describe('the services and sessions search providers', () => {
  const catalogue = SEARCH_PROVIDERS.filter((p) => p.id === 'services' || p.id === 'sessions');
  const services: FakeService[] = [
    {
      id: 's1',
      name: 'Music Theory Group Class',
      typeLabel: 'Session based',
      sessions: [
        { id: 'x1', name: 'Theory Fall', startDate: '2026-09-01' },
        { id: 'x2', name: 'Spring term', startDate: '2027-01-10' },
      ],
    },
    { id: 's2', name: 'Piano Private 30', typeLabel: 'Appointment based', sessions: [] },
  ];

  it('finds services by name (to their edit page) and sessions by name (to theirs, under their service)', async () => {
    const { apollo } = fakeCatalogueApi([], services);
    const sections = await runSearch(catalogue, 'theory', ctxAs('owner', apollo));
    expect(sections).toEqual([
      {
        group: 'Services',
        failed: false,
        results: [
          {
            id: 's1',
            group: 'Services',
            label: 'Music Theory Group Class',
            details: ['Session based'],
            route: '/services/s1/edit',
          },
        ],
      },
      {
        group: 'Sessions',
        failed: false,
        results: [
          {
            id: 'x1',
            group: 'Sessions',
            label: 'Theory Fall',
            details: ['Music Theory Group Class'],
            route: '/services/s1/sessions/x1/edit',
          },
        ],
      },
    ]);
  });

  it('is asked only by those who may list services and read sessions', () => {
    for (const provider of catalogue) {
      expect(provider.permitted!(ctxAs('staff').can)).toBe(true);
      expect(provider.permitted!(ctxAs('client').can)).toBe(false);
    }
  });
});
