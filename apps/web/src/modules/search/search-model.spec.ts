import { describe, expect, it, vi } from 'vitest';
import { can } from '@tempo/permissions';
import { subjectOf } from '../../app/session';
import { userOf } from '../../test/render-app';
import { fakePeopleApi, named, personOf } from '../clients/clients-fixtures';
import { NO_BUSINESS_TEXT, SEARCH_PROVIDERS, searchPeople } from './providers';
import {
  PEOPLE_SEARCH_LIMIT,
  PermissionCheck,
  SearchContext,
  SearchPerson,
  SearchProvider,
  localProvider,
  matchLocally,
  peopleProvider,
  peopleResults,
  runSearch,
} from './search-model';

const canAs =
  (role: string): PermissionCheck =>
  (action, resource) =>
    can(subjectOf(userOf(role)), action, resource);

const ctxAs = (role: string): SearchContext => ({
  can: canAs(role),
  user: userOf(role),
  signal: new AbortController().signal,
});

const person = (id: string, extra: Partial<SearchPerson> = {}): SearchPerson => ({
  id,
  firstName: `First${id}`,
  lastName: 'Last',
  ...extra,
});

const fixed = (id: string, group: SearchProvider['group'], labels: string[]): SearchProvider => ({
  id,
  group,
  search: async () => labels.map((label) => ({ id: label, label, route: `/${id}/${label}` })),
});

describe('matchLocally', () => {
  const services = [
    { id: '1', name: 'Piano Lessons' },
    { id: '2', name: 'Guitar' },
    { id: '3', name: 'Grand PIANO masterclass' },
  ];

  it('matches names case-insensitively anywhere in the name', () => {
    expect(matchLocally(services, 'piano').map((s) => s.id)).toEqual(['1', '3']);
    expect(matchLocally(services, 'PIAno').map((s) => s.id)).toEqual(['1', '3']);
    expect(matchLocally(services, '  guit ').map((s) => s.id)).toEqual(['2']);
  });

  it('matches nothing for a blank query or an absent name', () => {
    expect(matchLocally(services, '   ')).toEqual([]);
    expect(matchLocally(services, 'violin')).toEqual([]);
  });
});

describe('peopleResults', () => {
  it('lists people with a staffRole as Staff by name and the others as client cards', () => {
    const results = peopleResults(
      [
        person('c1', { email: 'ann@x.y', phone: '+1 555', status: 'PEOPLE_STATUS_ACTIVE' }),
        person('s1', { staffRole: 'manager', email: 'staff@x.y' }),
      ],
      canAs('owner'),
    );
    expect(results).toEqual([
      {
        id: 'c1',
        group: 'Clients',
        label: 'Firstc1 Last',
        details: ['ann@x.y', '+1 555', 'Active'],
        route: '/clients/c1',
        card: 'client',
      },
      { id: 's1', group: 'Staff', label: 'Firsts1 Last', route: '/staff/s1' },
    ]);
  });

  it(`keeps at most ${PEOPLE_SEARCH_LIMIT} people`, () => {
    const many = Array.from({ length: 45 }, (_, i) => person(`p${i}`, { staffRole: i % 3 ? null : 'staff' }));
    const results = peopleResults(many, canAs('owner'));
    expect(results).toHaveLength(PEOPLE_SEARCH_LIMIT);
    expect(results[29].id).toBe('p29');
  });

  it('leaves out clients without PEOPLE list and staff without STAFF list', () => {
    const people = [person('c1'), person('s1', { staffRole: 'staff' })];
    expect(peopleResults(people, canAs('limited_staff'))).toEqual([]);
    const staffOnly: PermissionCheck = (action, resource) => action === 'list' && resource === 'STAFF';
    expect(peopleResults(people, staffOnly).map((r) => r.id)).toEqual(['s1']);
  });
});

describe('providers', () => {
  it('registers the people provider (Clients and Staff) over the people search, then the catalogue', () => {
    expect(SEARCH_PROVIDERS.map((p) => [p.id, p.group])).toEqual([
      ['people', 'Clients'],
      ['services', 'Services'],
      ['sessions', 'Sessions'],
      ['locations', 'Locations'],
    ]);
  });

  it('searches the business open in the session for people, 30 at most, and lists them by kind', async () => {
    const { apollo, sent } = fakePeopleApi([
      personOf('c1', { firstName: 'Ann', lastName: 'Pupil', email: 'ann@x.y', phones: ['+12125550100'] }),
      personOf('s1', { firstName: 'Ann', lastName: 'Teacher', staffRole: 'staff' }),
    ]);
    const ctx = { ...ctxAs('owner'), apollo, business: 'demo' };
    const people = SEARCH_PROVIDERS.filter((p) => p.id === 'people');
    const sections = await runSearch(people, 'ann', ctx);
    expect(named(sent, 'NavbarSearchPeople')[0].variables).toEqual({
      business: 'demo',
      search: 'ann',
      limit: 30,
    });
    expect(sections).toEqual([
      {
        group: 'Clients',
        failed: false,
        results: [
          {
            id: 'c1',
            group: 'Clients',
            label: 'Ann Pupil',
            details: ['ann@x.y', '+12125550100', 'Active'],
            route: '/clients/c1',
            card: 'client',
          },
        ],
      },
      {
        group: 'Staff',
        failed: false,
        results: [{ id: 's1', group: 'Staff', label: 'Ann Teacher', route: '/staff/s1' }],
      },
    ]);
  });

  it('has no people to search without a business', async () => {
    await expect(searchPeople('ann', 30, ctxAs('owner'))).rejects.toThrow(NO_BUSINESS_TEXT);
  });

  it('asks the people search with the limit of 30 and is not permitted without PEOPLE or STAFF list', async () => {
    const search = vi.fn(async () => [person('c1')]);
    const provider = peopleProvider(search);
    const ctx = ctxAs('staff');
    expect(await provider.search('ann', ctx)).toHaveLength(1);
    expect(search).toHaveBeenCalledWith('ann', 30, ctx);
    expect(provider.permitted!(canAs('staff'))).toBe(true);
    expect(provider.permitted!(canAs('limited_staff'))).toBe(false);
  });

  it('builds a local provider that matches the loaded list by name', async () => {
    const provider = localProvider({
      id: 'services',
      group: 'Services',
      load: async () => [
        { id: '1', name: 'Piano' },
        { id: '2', name: 'Drums' },
      ],
      route: (s) => `/services/${s.id}/edit`,
    });
    expect(await provider.search('DRU', ctxAs('staff'))).toEqual([
      { id: '2', label: 'Drums', details: undefined, route: '/services/2/edit' },
    ]);
  });
});

describe('runSearch', () => {
  it('groups results as Clients, Staff, Services, Sessions, Locations whatever order providers answer in', async () => {
    const sections = await runSearch(
      [
        fixed('locations', 'Locations', ['Room A']),
        fixed('sessions', 'Sessions', ['Autumn choir']),
        fixed('services', 'Services', ['Piano']),
        peopleProvider(async () => [person('s1', { staffRole: 'staff' }), person('c1')]),
      ],
      'a',
      ctxAs('owner'),
    );
    expect(sections.map((s) => s.group)).toEqual(['Clients', 'Staff', 'Services', 'Sessions', 'Locations']);
    expect(sections[0].results.map((r) => r.id)).toEqual(['c1']);
    expect(sections[1].results.map((r) => r.id)).toEqual(['s1']);
  });

  it('skips providers the user is not permitted to use', async () => {
    const search = vi.fn(async () => [person('c1')]);
    expect(await runSearch([peopleProvider(search)], 'ann', ctxAs('client'))).toEqual([]);
    expect(search).not.toHaveBeenCalled();
  });

  it('keeps the other providers when one fails, marking its group failed', async () => {
    const failing: SearchProvider = {
      id: 'services',
      group: 'Services',
      search: () => {
        throw new Error('boom');
      },
    };
    const sections = await runSearch(
      [failing, fixed('locations', 'Locations', ['Room A'])],
      'room',
      ctxAs('owner'),
    );
    expect(sections).toEqual([
      { group: 'Services', results: [], failed: true },
      {
        group: 'Locations',
        results: [{ id: 'Room A', label: 'Room A', route: '/locations/Room A', group: 'Locations' }],
        failed: false,
      },
    ]);
  });

  it('asks nobody for a blank query', async () => {
    const provider = fixed('services', 'Services', ['Piano']);
    const spy = vi.spyOn(provider, 'search');
    expect(await runSearch([provider], '  ', ctxAs('owner'))).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });
});
