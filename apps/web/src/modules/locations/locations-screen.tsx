import { useMemo, useState } from 'react';
import { useLoadErrorToast } from '../../app/use-load-error';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Anchor, Group } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { listColumns, sortValue } from '../../components/data-table';
import { ListPage } from '../../components/list-page';
import { useBusinessName, useCan } from '../clients/use-business';
import { addressLine, filterLocations, visibilityText } from './location-model';
import { LocationTypeIcon } from './location-type-icon';
import { LOCATIONS, LOCATION_LIST_ITEM, LocationListItem } from './locations.graphql';

const column = listColumns<LocationListItem>();

/** The locations page's columns: type icon and name, address, rooms, visibility. */
const COLUMNS = column.columns([
  column.accessor('name', {
    header: 'Name',
    cell: ({ row: { original: l } }) => (
      <Group gap="xs" wrap="nowrap">
        <LocationTypeIcon type={l.locationType} />
        <Anchor component={Link} to={`/locations/${l.id}/edit`} fw={600}>
          {l.name}
        </Anchor>
      </Group>
    ),
  }),
  column.accessor((l) => sortValue(addressLine(l)), {
    id: 'address',
    header: 'Address',
    cell: ({ row }) => addressLine(row.original) || '-',
  }),
  column.accessor((l) => l.rooms.length, { id: 'rooms', header: 'Rooms' }),
  column.accessor((l) => visibilityText(l), { id: 'visibility', header: 'Visible to' }),
]);

/** /locations: the locations and rooms of the business (001 §2.5, LOCATIONS list). */
export default function LocationsScreen() {
  const business = useBusinessName();
  const can = useCan();
  const { data, loading, error } = useQuery(LOCATIONS, {
    variables: { business },
    fetchPolicy: 'cache-and-network',
  });
  const [text, setText] = useState('');

  useLoadErrorToast(error);

  const all = useMemo(() => data?.locations.map((l) => getFragmentData(LOCATION_LIST_ITEM, l)), [data]);
  const shown = useMemo(() => filterLocations(all ?? [], text), [all, text]);

  return (
    <ListPage
      title="Locations / Rooms"
      add={can('create', 'LOCATION') ? { label: 'Add location', to: '/locations/create' } : undefined}
      search={{
        label: 'Search locations',
        placeholder: 'Name, address or city',
        value: text,
        onChange: setText,
      }}
      all={all}
      shown={shown}
      noun="locations"
      empty={{ none: 'No locations yet.', noMatch: 'No location matches the search.' }}
      loading={loading}
      error={error}
      label="Locations"
      columns={COLUMNS}
      rowId={(l) => l.id}
      rowProps={(l) => ({ 'data-location': l.id })}
      initialSorting={[{ id: 'name', desc: false }]}
      minWidth={640}
    />
  );
}
