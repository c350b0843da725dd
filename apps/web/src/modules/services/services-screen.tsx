import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { DataTable, listColumns, sortValue } from '../../components/data-table';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { useBusinessName, useCan } from '../clients/use-business';
import { formatMoney } from './money-model';
import { bookingKindLabel, filterServices } from './service-list-model';
import { SERVICES, SERVICE_LIST_ITEM, ServiceListItem } from './services.graphql';

const column = listColumns<ServiceListItem>();

const COLUMNS = column.columns([
  column.accessor((s) => s.name ?? '', {
    id: 'name',
    header: 'Name',
    cell: ({ row: { original: s } }) => (
      <Group gap="xs">
        <Anchor component={Link} to={`/services/${s.id}/edit`} fw={600}>
          {s.name}
        </Anchor>
        {s.hiddenAt && (
          <Badge size="sm" color="gray" variant="light">
            Hidden
          </Badge>
        )}
      </Group>
    ),
  }),
  column.accessor('typeLabel', { header: 'Type' }),
  column.accessor((s) => bookingKindLabel(s.bookingKind), { id: 'booking', header: 'Booking' }),
  column.accessor((s) => sortValue(s.durationMinutes), {
    id: 'duration',
    header: 'Duration',
    cell: ({ row }) => (row.original.durationMinutes ? `${row.original.durationMinutes} min` : '-'),
  }),
  column.accessor((s) => sortValue(s.price), {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => formatMoney(row.original.price, row.original.currency),
  }),
  column.accessor((s) => s.plans.length, { id: 'plans', header: 'Plans' }),
]);

/** /services: the services of the business (001 §2.6, SERVICES list). */
export default function ServicesScreen() {
  const business = useBusinessName();
  const can = useCan();
  const { data, loading, error } = useQuery(SERVICES, {
    variables: { business },
    fetchPolicy: 'cache-and-network',
  });
  const [text, setText] = useState('');
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);
  const all = useMemo(() => data?.services.map((s) => getFragmentData(SERVICE_LIST_ITEM, s)), [data]);
  const shown = useMemo(() => filterServices(all ?? [], text), [all, text]);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Services</Title>
        {can('create', 'SERVICE') && (
          <Button component={Link} to="/services/create">
            Add service
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search services"
          placeholder="Name"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
          maw="100%"
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} services
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
          label="Services"
          rows={shown}
          columns={COLUMNS}
          rowId={(s) => s.id}
          rowProps={(s) => ({ 'data-service': s.id })}
          initialSorting={[{ id: 'name', desc: false }]}
          emptyText={all.length ? 'No service matches the search.' : 'No services yet.'}
          minWidth={720}
        />
      )}
    </Stack>
  );
}
