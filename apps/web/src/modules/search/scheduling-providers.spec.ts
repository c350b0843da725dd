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

/** An API answering the locations query with the given rows and counting what it was asked. */
function fakeLocationsApi(
  rows: Array<{ id: string; name: string; address: string | null; city: string | null }>,
) {
  const asked: Array<{ operationName?: string; variables: unknown }> = [];
  const apollo = {
    async query(options: {
      variables: unknown;
      query: { definitions: Array<{ name?: { value: string } }> };
    }) {
      asked.push({ operationName: options.query.definitions[0]?.name?.value, variables: options.variables });
      return { data: { locations: rows.map((r) => ({ __typename: 'Location', ...r })) } };
    },
  } as unknown as ApolloClient;
  return { apollo, asked };
}

describe('the locations search provider', () => {
  const locations = SEARCH_PROVIDERS.filter((p) => p.id === 'locations');

  it('lists the locations whose name matches, linked to their edit page, with the address', async () => {
    const { apollo, asked } = fakeLocationsApi([
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
