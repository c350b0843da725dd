import { useEffect, useMemo, useState } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Loader, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useSession } from '../../app/session';
import { getFragmentData } from '../../gql';
import { SEARCH_DEBOUNCE_MS } from '../search/search-model';
import { PICKER_PEOPLE, PICKER_PERSON, PICKER_STAFF, PickerPerson } from './pickers.graphql';
import {
  PICKER_LIMIT,
  PickerKind,
  SELECT_ALL,
  loadErrorText,
  nextSelection,
  optionLabel,
  pickable,
  selectAllLabel,
  unpicked,
} from './picker-model';

export interface PeoplePickerProps {
  kind: PickerKind;
  label: string;
  value: readonly PickerPerson[];
  onChange(people: PickerPerson[]): void;
  /** At most this many people can be picked. */
  max?: number;
  /** People not offered (the person being edited). */
  exclude?: readonly string[];
  error?: string;
  description?: string;
  placeholder?: string;
}

/** The people a picker's search finds: people (clients and staff) or staff, 30 at most. */
function useFound(kind: PickerKind, search: string): { found: PickerPerson[]; loading: boolean } {
  const { business, user } = useSession();
  const businessName = business?.name ?? user?.business ?? '';
  const text = search.trim();
  const asks = !!businessName && (!!text || kind === 'staff');
  const variables = { business: businessName, search: text, limit: PICKER_LIMIT };
  const people = useQuery(
    PICKER_PEOPLE,
    asks && kind !== 'staff' ? { variables: { ...variables, clientsOnly: kind === 'payer' } } : skipToken,
  );
  const staff = useQuery(PICKER_STAFF, asks && kind === 'staff' ? { variables } : skipToken);
  const error = people.error ?? staff.error;
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error', message: loadErrorText(kind, errorMessage(error)) });
  }, [error, kind]);
  const raw = kind === 'staff' ? staff.data?.staff : people.data?.people;
  const found = useMemo(() => (raw ? [...getFragmentData(PICKER_PERSON, raw)] : []), [raw]);
  return { found: asks ? found : [], loading: people.loading || staff.loading };
}

/**
 * A multi-select of people found by typing (001 §2.14): clients (staff marked ' (staff)'),
 * staff, or payers; 'Select All (<N> Option(s))' picks every person offered.
 */
export function PeoplePicker({
  kind,
  label,
  value,
  onChange,
  max,
  exclude = [],
  error,
  description,
  placeholder = 'Type a name, e-mail or phone',
}: PeoplePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { found, loading } = useFound(kind, debounced);
  const offered = pickable(kind, found, exclude);
  const open = unpicked(value, offered);
  const data = [
    ...(open.length > 1 ? [{ value: SELECT_ALL, label: selectAllLabel(open.length) }] : []),
    ...value.map((p) => ({ value: p.id, label: optionLabel(p) })),
    ...open.map((p) => ({ value: p.id, label: optionLabel(p) })),
  ];
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      placeholder={value.length ? undefined : placeholder}
      data={data}
      value={value.map((p) => p.id)}
      onChange={(values) => onChange(nextSelection(value, values, offered, max))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every option it found is offered as it is.
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={max}
      nothingFoundMessage={debounced.trim() || kind === 'staff' ? 'Nobody found' : 'Type to search'}
      rightSection={loading ? <Loader size="xs" aria-label="Searching" /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
