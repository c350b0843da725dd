import { useMemo, useState } from 'react';
import { useLoadErrorToast } from '../../app/use-load-error';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Anchor, Badge, Group } from '@mantine/core';
import { getFragmentData } from '../../gql';
import { listColumns, sortValue } from '../../components/data-table';
import { ListPage } from '../../components/list-page';
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
  useLoadErrorToast(error);
  const all = useMemo(() => data?.services.map((s) => getFragmentData(SERVICE_LIST_ITEM, s)), [data]);
  const shown = useMemo(() => filterServices(all ?? [], text), [all, text]);
  return (
    <ListPage
      title="Services"
      add={can('create', 'SERVICE') ? { label: 'Add service', to: '/services/create' } : undefined}
      search={{ label: 'Search services', placeholder: 'Name', value: text, onChange: setText }}
      all={all}
      shown={shown}
      noun="services"
      empty={{ none: 'No services yet.', noMatch: 'No service matches the search.' }}
      loading={loading}
      error={error}
      label="Services"
      columns={COLUMNS}
      rowId={(s) => s.id}
      rowProps={(s) => ({ 'data-service': s.id })}
      initialSorting={[{ id: 'name', desc: false }]}
      minWidth={720}
    />
  );
}
