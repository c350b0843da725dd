import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { describe, expect, it } from 'vitest';
import { Session, SessionContext } from '../../app/session';
import { UiProviders } from '../../app/theme';
import { DEMO, userOf } from '../../test/render-app';
import { setupUser } from '../../test/user';
import { fakePeopleApi, named, personOf } from '../clients/clients-fixtures';
import { PeoplePicker } from './people-picker';
import {
  SELECT_ALL,
  loadErrorText,
  nextSelection,
  optionLabel,
  pickable,
  selectAllLabel,
} from './picker-model';
import type { PickerPerson } from './pickers.graphql';

const picked = (id: string, name: string, extra: Partial<PickerPerson> = {}): PickerPerson => ({
  id,
  name,
  email: null,
  profilePhoto: null,
  staffRole: null,
  ...extra,
});

describe('picker model', () => {
  const ann = picked('a', 'Ann Lee', { email: 'ann@x.y' });
  const bob = picked('b', 'Bob Lee');
  const sam = picked('s', 'Sam Lee', { staffRole: 'staff', email: 'sam@x.y' });

  it("marks staff with ' (staff)' and words 'Select All' and load errors as the specification does", () => {
    expect(optionLabel(sam)).toBe('Sam Lee (staff)');
    expect(optionLabel(ann)).toBe('Ann Lee');
    expect(selectAllLabel(3)).toBe('Select All (3 Option(s))');
    expect(loadErrorText('staff', 'Network down')).toBe('Error loading staff object: Network down');
  });

  it('offers payers with an e-mail only, and leaves excluded people out', () => {
    expect(pickable('payer', [ann, bob, sam]).map((p) => p.id)).toEqual(['a', 's']);
    expect(pickable('client', [ann, bob, sam], ['b']).map((p) => p.id)).toEqual(['a', 's']);
  });

  it('Select All adds every offered person not picked yet, up to the maximum', () => {
    expect(nextSelection([bob], ['b', SELECT_ALL], [ann, bob, sam]).map((p) => p.id)).toEqual([
      'b',
      'a',
      's',
    ]);
    expect(nextSelection([bob], ['b', SELECT_ALL], [ann, bob, sam], 2).map((p) => p.id)).toEqual(['b', 'a']);
    expect(nextSelection([bob, ann], ['a'], []).map((p) => p.id)).toEqual(['a']);
  });
});

function Harness({ kind }: { kind: 'client' | 'staff' | 'payer' }) {
  const [value, setValue] = useState<PickerPerson[]>([]);
  return (
    <>
      <PeoplePicker kind={kind} label="People" value={value} onChange={setValue} />
      <output aria-label="Picked">{value.map((p) => p.name).join(', ')}</output>
    </>
  );
}

function renderPicker(kind: 'client' | 'staff' | 'payer') {
  const api = fakePeopleApi([
    personOf('a', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.y' }),
    personOf('b', { firstName: 'Ada', lastName: 'Byron' }),
    personOf('s', { firstName: 'Ada', lastName: 'Staff', staffRole: 'staff', email: 'staff@x.y' }),
  ]);
  const session = { business: DEMO, user: userOf('owner') } as unknown as Session;
  render(
    <ApolloProvider client={api.apollo}>
      <UiProviders>
        <SessionContext.Provider value={session}>
          <Harness kind={kind} />
        </SessionContext.Provider>
      </UiProviders>
    </ApolloProvider>,
  );
  return { api, user: setupUser() };
}

describe('PeoplePicker', () => {
  it('searches people once typing stops, marks staff, and picks all found with Select All', async () => {
    const { api, user } = renderPicker('client');
    await user.type(screen.getByRole('combobox', { name: 'People' }), 'ada');
    expect(
      await screen.findByRole('option', { name: 'Ada Staff (staff)', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ada Byron', hidden: true })).toBeInTheDocument();
    expect(named(api.sent, 'PickerPeople').map((s) => s.variables)).toEqual([
      { business: 'demo', search: 'ada', limit: 30, clientsOnly: false },
    ]);
    await user.click(screen.getByRole('option', { name: 'Select All (3 Option(s))', hidden: true }));
    await waitFor(() =>
      expect(screen.getByLabelText('Picked')).toHaveTextContent('Ada Byron, Ada Lovelace, Ada Staff'),
    );
  });

  it('offers payers with an e-mail among clients only', async () => {
    const { api, user } = renderPicker('payer');
    await user.type(screen.getByRole('combobox', { name: 'People' }), 'ada');
    await user.click(await screen.findByRole('option', { name: 'Ada Lovelace', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('Picked')).toHaveTextContent('Ada Lovelace'));
    expect(screen.queryByRole('option', { name: 'Ada Byron', hidden: true })).toBeNull();
    expect(named(api.sent, 'PickerPeople')[0].variables).toMatchObject({ clientsOnly: true });
  });

  it('lists staff from the staff search', async () => {
    const { api, user } = renderPicker('staff');
    await user.click(screen.getByRole('combobox', { name: 'People' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Staff (staff)', hidden: true }));
    await waitFor(() => expect(screen.getByLabelText('Picked')).toHaveTextContent('Ada Staff'));
    expect(named(api.sent, 'PickerStaff')[0].variables).toMatchObject({ search: '', limit: 30 });
  });
});
