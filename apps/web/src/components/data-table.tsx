import {
  type Header,
  type Row as TableRow,
  type SortingState,
  createColumnHelper,
  createSortedRowModel,
  flexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Table, Text, UnstyledButton } from '@mantine/core';

/**
 * What the lists can do: sorting by a column on the client. Further TanStack Table features
 * (pagination, row selection, filters) are added here when a list needs them.
 */
export const listFeatures = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel() });

export type ListFeatures = typeof listFeatures;

/** The columns of a list of `Row`s, as TanStack Table's column helper builds them. */
export type ListColumns<Row extends object> = ReturnType<
  ReturnType<typeof createColumnHelper<ListFeatures, Row>>['columns']
>;

/** The column helper of a list of `Row`s. */
export const listColumns = <Row extends object>() => createColumnHelper<ListFeatures, Row>();

/**
 * A sortable column's value for sorting: an empty value (null, undefined, '') becomes
 * undefined, which sorts last in both directions.
 */
export const sortValue = <T,>(value: T | null | undefined): T | undefined =>
  value === null || value === '' ? undefined : value;

/** Numbers by size, anything else as text, ignoring case and accents. */
function compareValues<Row extends object>(
  rowA: TableRow<ListFeatures, Row>,
  rowB: TableRow<ListFeatures, Row>,
  columnId: string,
): number {
  const x = rowA.getValue(columnId);
  const y = rowB.getValue(columnId);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y), undefined, { sensitivity: 'base' });
}

export interface DataTableProps<Row extends object> {
  /** The table's accessible name. */
  label: string;
  /** The rows in their default order: rows that sort equal keep it. Keep the array stable (useMemo). */
  rows: Row[];
  columns: ListColumns<Row>;
  /** A row's unique id. */
  rowId: (row: Row) => string;
  /** `data-*` attributes of a row's `tr`. */
  rowProps?: (row: Row) => Record<`data-${string}`, string>;
  /** The column sorted by at first. */
  initialSorting?: SortingState;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  /** Below this width the table scrolls sideways. */
  minWidth?: number;
}

/** A header: sortable ones are buttons (ascending first, then toggling) and carry aria-sort. */
function HeaderCell<Row extends object>({ header }: { header: Header<ListFeatures, Row> }) {
  const { column } = header;
  const label = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <Table.Th>{label}</Table.Th>;
  const sorted = column.getIsSorted();
  return (
    <Table.Th aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton onClick={column.getToggleSortingHandler()} fw={600} fz="sm">
        {label}
        {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A list as a Mantine table over TanStack Table: column headers sort the rows, empty values
 * last either way; rows are keyed by `rowId`.
 */
export function DataTable<Row extends object>({
  label,
  rows,
  columns,
  rowId,
  rowProps,
  initialSorting = [],
  emptyText,
  minWidth,
}: DataTableProps<Row>) {
  const table = useTable({
    features: listFeatures,
    columns,
    data: rows,
    getRowId: rowId,
    initialState: { sorting: initialSorting },
    defaultColumn: { sortFn: compareValues, sortUndefined: 'last' },
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });
  const shown = table.getRowModel().rows;
  return (
    <Table.ScrollContainer minWidth={minWidth ?? 0}>
      <Table striped highlightOnHover aria-label={label} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={row.id} {...rowProps?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <Table.Td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.getAllLeafColumns().length}>
                <Text c="dimmed">{emptyText}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
