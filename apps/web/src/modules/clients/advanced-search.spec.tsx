import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { enter, setupUser } from '../../test/user';
import {
  RANGE_ORDER_ERROR,
  advancedVariables,
  dayEdge,
  emptyAdvanced,
  resultCount,
  validateAdvanced,
} from './advanced-search-model';
import { fakePeopleApi, named, personOf } from './clients-fixtures';

describe('advanced search filters', () => {
  it('sends only the filters that are set, clients by default, at most 1000', () => {
    expect(advancedVariables(emptyAdvanced())).toEqual({ limit: 1000, staff: false });
    const values = {
      ...emptyAdvanced(),
      search: '  ada ',
      tags: ['Beginner', ' '],
      statuses: ['Active'],
      attributeName: 'Instrument',
      photoRelease: 'no' as const,
      who: 'everyone' as const,
      includeHidden: true,
    };
    expect(advancedVariables(values)).toEqual({
      limit: 1000,
      search: 'ada',
      tags: ['Beginner'],
      statuses: ['Active'],
      customAttribute: { name: 'Instrument', value: null },
      photoRelease: false,
      includeHidden: true,
    });
  });

  it('sends birth dates as days and the other ranges as instants covering whole days', () => {
    const values = emptyAdvanced();
    values.ranges.birthdate = { from: '2010-01-01', to: '2012-12-31' };
    values.ranges.created = { from: '2026-03-01', to: '' };
    values.ranges.lostMember = { from: '', to: '2026-03-31' };
    const vars = advancedVariables(values);
    expect(vars.birthdate).toEqual({ from: '2010-01-01', to: '2012-12-31' });
    expect(vars.created).toEqual({ from: dayEdge('2026-03-01', 'start'), to: null });
    expect(vars.lostMember).toEqual({ from: null, to: dayEdge('2026-03-31', 'end') });
    const start = new Date(dayEdge('2026-03-01', 'start'));
    const end = new Date(dayEdge('2026-03-01', 'end'));
    expect(end.getTime() - start.getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(start.getHours()).toBe(0);
  });

  it('refuses an attribute value without a name and a range ending before it starts', () => {
    const values = emptyAdvanced();
    values.attributeValue = 'Piano';
    values.ranges.created = { from: '2026-03-02', to: '2026-03-01' };
    expect(validateAdvanced(values)).toEqual({
      attributeName: 'Attribute name is required',
      'ranges.created.to': RANGE_ORDER_ERROR,
    });
    expect(resultCount(1)).toBe('1 person found');
    expect(resultCount(1000)).toBe('The first 1000 people found');
  });
});

describe('Advanced search screen', () => {
  it('searches with the filters and shows the people found and their count', async () => {
    const api = fakePeopleApi([
      personOf('a', { firstName: 'Ada', lastName: 'Lovelace', tags: ['Beginner'] }),
      personOf('b', { firstName: 'Ada', lastName: 'Byron', tags: [] }),
      personOf('s', { firstName: 'Ada', lastName: 'Staff', staffRole: 'staff', tags: ['Beginner'] }),
    ]);
    const { view } = renderApp({
      path: '/clients/advanced-search',
      user: userOf('staff'),
      apollo: api.apollo,
    });
    await view;
    await screen.findByRole('heading', { name: 'Advanced search' });
    const user = setupUser();
    await enter(user, screen.getByRole('textbox', { name: 'Name, e-mail or phone' }), 'ada');
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await enter(user, tags, 'Beginner');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', { name: 'Search results' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Ada Lovelace']),
    );
    expect(screen.getByText('1 person found')).toBeInTheDocument();
    expect(named(api.sent, 'PeopleAdvanced')[0].variables).toMatchObject({
      business: 'demo',
      search: 'ada',
      tags: ['Beginner'],
      staff: false,
      limit: 1000,
    });
  });
});
