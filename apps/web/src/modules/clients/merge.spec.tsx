import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, userOf } from '../../test/render-app';
import { setupUser } from '../../test/user';
import { fakePeopleApi, named, personOf } from './clients-fixtures';
import { mergeArguments } from './merge-model';

describe('merge arguments', () => {
  it('deletes the record that is not kept, and needs two different records', () => {
    expect(mergeArguments(['a', 'b'], 'a')).toEqual({ toKeepId: 'a', toDeleteId: 'b' });
    expect(mergeArguments(['a', 'b'], 'b')).toEqual({ toKeepId: 'b', toDeleteId: 'a' });
    expect(mergeArguments(['a', null], 'a')).toBeNull();
    expect(mergeArguments(['a', 'a'], 'a')).toBeNull();
    expect(mergeArguments(['a', 'b'], 'c')).toBeNull();
  });
});

describe('merge screen', () => {
  it('finds the other record, shows both side by side, and keeps the one chosen', async () => {
    const api = fakePeopleApi([
      personOf('c1', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        tags: ['Beginner'],
      }),
      personOf('c2', { firstName: 'Ada', lastName: 'Lovelace', phones: ['+12125550100'] }),
      personOf('c3', { firstName: 'Bob', lastName: 'Other' }),
    ]);
    const { view } = renderApp({ path: '/clients/c1/merge', user: userOf('manager'), apollo: api.apollo });
    await view;
    await screen.findByRole('heading', { name: 'Merge Ada Lovelace' });
    const user = setupUser();
    await user.type(screen.getByRole('textbox', { name: 'Find the other record' }), 'ada');
    const found = await screen.findByRole('list', { name: 'People found' });
    // The record being merged is not offered as its own duplicate.
    await waitFor(() => expect(within(found).getAllByRole('listitem')).toHaveLength(1));
    expect(named(api.sent, 'MergeSearch')[0].variables).toEqual({
      business: 'demo',
      search: 'ada',
      limit: 30,
    });
    await user.click(within(found).getByRole('listitem', { name: 'Pick Ada Lovelace' }));

    const table = await screen.findByRole('table', { name: 'Records compared' });
    const email = within(table).getByText('E-mail').closest('tr') as HTMLElement;
    expect(email).toHaveAttribute('data-differs', 'true');
    expect(within(email).getByText('ada@example.com')).toBeInTheDocument();
    const phones = within(table).getByText('Phones').closest('tr') as HTMLElement;
    expect(within(phones).getByText('+12125550100')).toBeInTheDocument();

    const keep = within(table).getAllByRole('radio', { name: 'Keep this record' });
    expect(keep[0]).toBeChecked();
    await user.click(keep[1]);
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/clients\/c2$/));
    expect(named(api.sent, 'MergePeople')[0].variables).toEqual({
      business: 'demo',
      toDeleteId: 'c1',
      toKeepId: 'c2',
    });
    expect(api.people.map((p) => p.id)).toEqual(['c2', 'c3']);
  });
});
