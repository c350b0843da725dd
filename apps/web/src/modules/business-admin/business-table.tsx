import { useMemo } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge } from '@mantine/core';
import { DataTable, listColumns, sortValue } from '../../components/data-table';
import { businessUrl } from '../business-select/app-host';
import type { BusinessListItem } from './business-admin.graphql';
import { byName, count, day, money, percent, planLabel, statusLabel } from './business-list-model';

const STATUS_COLORS: Record<string, string> = {
  BUSINESS_STATUS_ACTIVE: 'green',
  BUSINESS_STATUS_PENDING: 'yellow',
  BUSINESS_STATUS_SUSPENDED: 'orange',
  BUSINESS_STATUS_CLOSED: 'gray',
};

const settingsPath = (name: string) => `/business/${encodeURIComponent(name)}/edit`;

const column = listColumns<BusinessListItem>();

type FigureField =
  'prospectCompletion' | 'prospectLikelihood' | 'activitiesLast1d' | 'activitiesLast7d' | 'activitiesLast30d';

/** A sortable number column, shown by its format (a percentage or a count). */
const figure = (id: FigureField, header: string, format: (value: number | null | undefined) => string) =>
  column.accessor((b) => sortValue(b[id]), { id, header, cell: ({ getValue }) => format(getValue()) });

/** The list's columns (000 §3.1 business-list fields); the plan, the deal and the links do not sort. */
const COLUMNS = column.columns([
  column.accessor((b) => sortValue(b.fullName), {
    id: 'fullName',
    header: 'Full name',
    cell: ({ row: { original: b } }) => (
      <Anchor component={Link} to={settingsPath(b.name)} fw={600}>
        {b.fullName || b.name}
      </Anchor>
    ),
  }),
  column.accessor('name', {
    header: 'Name',
    cell: ({ row: { original: b } }) => (
      <Anchor component={Link} to={settingsPath(b.name)} aria-label={`Settings of ${b.name}`}>
        {b.name}
      </Anchor>
    ),
  }),
  column.accessor((b) => sortValue(b.status), {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: b } }) => (
      <Badge
        color={STATUS_COLORS[b.status ?? ''] ?? 'gray'}
        variant="light"
        styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {statusLabel(b.status)}
      </Badge>
    ),
  }),
  column.accessor((b) => sortValue(b.createdAt), {
    id: 'createdAt',
    header: 'Created',
    cell: ({ row }) => day(row.original.createdAt),
  }),
  column.accessor((b) => sortValue(b.contactEmail), {
    id: 'contactEmail',
    header: 'Contact e-mail',
    cell: ({ row }) => row.original.contactEmail || '-',
  }),
  column.display({ id: 'plan', header: 'Plan', cell: ({ row }) => planLabel(row.original.plan) }),
  column.accessor((b) => sortValue(b.planAmountDue), {
    id: 'planAmountDue',
    header: 'Amount due',
    cell: ({ row: { original: b } }) => money(b.planAmountDue, b.plan?.currency),
  }),
  figure('prospectCompletion', 'Prospect completion', percent),
  figure('prospectLikelihood', 'Prospect likelihood', percent),
  figure('activitiesLast1d', 'Activities 1d', count),
  figure('activitiesLast7d', 'Activities 7d', count),
  figure('activitiesLast30d', 'Activities 30d', count),
  column.display({ id: 'deal', header: 'Deal', cell: ({ row }) => row.original.hsDealId || '-' }),
  column.display({
    id: 'open',
    header: '',
    cell: ({ row: { original: b } }) => (
      <Anchor href={businessUrl(window.location, b.name)} aria-label={`Open ${b.name}`}>
        Open
      </Anchor>
    ),
  }),
]);

/**
 * The businesses as a table sorted by full name at first; a column header sorts by that
 * column, ascending then toggling, empty values last and ties by name.
 */
export function BusinessTable({ businesses }: { businesses: readonly BusinessListItem[] }) {
  const rows = useMemo(() => byName(businesses), [businesses]);
  return (
    <DataTable
      label="Businesses"
      rows={rows}
      columns={COLUMNS}
      rowId={(b) => b.name}
      rowProps={(b) => ({ 'data-business': b.name })}
      initialSorting={[{ id: 'fullName', desc: false }]}
      emptyText="No businesses match"
      minWidth={1500}
    />
  );
}
