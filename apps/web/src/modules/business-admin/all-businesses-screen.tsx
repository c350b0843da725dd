import { ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { businessUrl } from '../business-select/app-host';
import { BUSINESS_LIST_QUERY, BusinessListItem } from './business-admin.graphql';
import {
  DEFAULT_SORT,
  STATUS_OPTIONS,
  Sort,
  SortKey,
  count,
  day,
  filterBusinesses,
  money,
  nextSort,
  percent,
  planLabel,
  sortBusinesses,
  statusLabel,
} from './business-list-model';
import { CreateBusinessModal } from './create-business-modal';

const STATUS_COLORS: Record<string, string> = {
  BUSINESS_STATUS_ACTIVE: 'green',
  BUSINESS_STATUS_PENDING: 'yellow',
  BUSINESS_STATUS_SUSPENDED: 'orange',
  BUSINESS_STATUS_CLOSED: 'gray',
};

function SortableHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={600} fz="sm">
        {label}
        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

const COLUMNS: ReadonlyArray<{ label: string; key?: SortKey }> = [
  { label: 'Full name', key: 'fullName' },
  { label: 'Name', key: 'name' },
  { label: 'Status', key: 'status' },
  { label: 'Created', key: 'createdAt' },
  { label: 'Contact e-mail', key: 'contactEmail' },
  { label: 'Plan' },
  { label: 'Amount due', key: 'planAmountDue' },
  { label: 'Prospect completion', key: 'prospectCompletion' },
  { label: 'Prospect likelihood', key: 'prospectLikelihood' },
  { label: 'Activities 1d', key: 'activitiesLast1d' },
  { label: 'Activities 7d', key: 'activitiesLast7d' },
  { label: 'Activities 30d', key: 'activitiesLast30d' },
  { label: 'Deal' },
  { label: '' },
];

function Row({ business }: { business: BusinessListItem }) {
  const settings = `/business/${encodeURIComponent(business.name)}/edit`;
  const cells: ReactNode[] = [
    <Anchor component={Link} to={settings} fw={600}>
      {business.fullName || business.name}
    </Anchor>,
    <Anchor component={Link} to={settings} aria-label={`Settings of ${business.name}`}>
      {business.name}
    </Anchor>,
    <Badge
      color={STATUS_COLORS[business.status ?? ''] ?? 'gray'}
      variant="light"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {statusLabel(business.status)}
    </Badge>,
    day(business.createdAt),
    business.contactEmail || '-',
    planLabel(business.plan),
    money(business.planAmountDue, business.plan?.currency),
    percent(business.prospectCompletion),
    percent(business.prospectLikelihood),
    count(business.activitiesLast1d),
    count(business.activitiesLast7d),
    count(business.activitiesLast30d),
    business.hsDealId || '-',
    <Anchor href={businessUrl(window.location, business.name)} aria-label={`Open ${business.name}`}>
      Open
    </Anchor>,
  ];
  return (
    <Table.Tr data-business={business.name}>
      {cells.map((cell, i) => (
        <Table.Td key={i}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );
}

/** /business: every business for holders of ALL_BUSINESSES list (000 §2.5). */
export default function AllBusinessesScreen() {
  const { data, loading, error, refetch } = useQuery(BUSINESS_LIST_QUERY, { fetchPolicy: 'network-only' });
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  const all = data?.allBusinesses;
  const shown = useMemo(
    () => sortBusinesses(filterBusinesses(all ?? [], { text, status }), sort),
    [all, text, status, sort],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>All businesses</Title>
        <Button onClick={() => setCreating(true)}>Create business</Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="Search businesses"
          placeholder="Name, full name or e-mail"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={320}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
          clearable
          w={220}
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} businesses
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
        <Table.ScrollContainer minWidth={1500}>
          <Table striped highlightOnHover aria-label="Businesses" style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) =>
                  c.key ? (
                    <SortableHeader
                      key={c.label}
                      label={c.label}
                      column={c.key}
                      sort={sort}
                      onSort={(key) => setSort((s) => nextSort(s, key))}
                    />
                  ) : (
                    <Table.Th key={c.label || 'actions'}>{c.label}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((b) => (
                <Row key={b.name} business={b} />
              ))}
              {shown.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text c="dimmed">No businesses match</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateBusinessModal opened={creating} onClose={() => setCreating(false)} onCreated={() => refetch()} />
    </Stack>
  );
}
