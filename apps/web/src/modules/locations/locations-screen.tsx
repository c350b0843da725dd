import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { DataTable, listColumns, sortValue } from '../../components/data-table';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
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

  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  const all = useMemo(() => data?.locations.map((l) => getFragmentData(LOCATION_LIST_ITEM, l)), [data]);
  const shown = useMemo(() => filterLocations(all ?? [], text), [all, text]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Locations / Rooms</Title>
        {can('create', 'LOCATION') && (
          <Button component={Link} to="/locations/create">
            Add location
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search locations"
          placeholder="Name, address or city"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
          maw="100%"
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} locations
          </Text>
        )}
      </Group>
      {loading && !all && <Loader aria-label="Loading" />}
      {error && !all && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {all && (
        <DataTable
          label="Locations"
          rows={shown}
          columns={COLUMNS}
          rowId={(l) => l.id}
          rowProps={(l) => ({ 'data-location': l.id })}
          initialSorting={[{ id: 'name', desc: false }]}
          emptyText={all.length ? 'No location matches the search.' : 'No locations yet.'}
          minWidth={640}
        />
      )}
    </Stack>
  );
}
