import { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../app/errors';
import { DataTable, DataTableProps } from './data-table';

export interface ListPageProps<Row extends object> extends Omit<DataTableProps<Row>, 'rows' | 'emptyText'> {
  title: string;
  /** The add button's label and page, when the user may add. */
  add?: { label: string; to: string };
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  /** Every row read (none while loading), and those the search keeps. */
  all?: Row[];
  shown: Row[];
  /** '<n> of <m> <noun>'. */
  noun: string;
  empty: { none: string; noMatch: string };
  loading: boolean;
  error?: unknown;
  children?: ReactNode;
}

/** A list page: title and add button, a search box with counts, then the table (or a loader, or the error). */
export function ListPage<Row extends object>({
  title,
  add,
  search,
  all,
  shown,
  noun,
  empty,
  loading,
  error,
  ...table
}: ListPageProps<Row>) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {add && (
          <Button component={Link} to={add.to}>
            {add.label}
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(e) => search.onChange(e.currentTarget.value)}
          w={320}
          maw="100%"
        />
        {all && (
          <Text size="sm" c="dimmed" pb={6}>
            {shown.length} of {all.length} {noun}
          </Text>
        )}
      </Group>
      {loading && !all && <Loader aria-label="Loading" />}
      {!!error && !all && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {all && <DataTable {...table} rows={shown} emptyText={all.length ? empty.noMatch : empty.none} />}
    </Stack>
  );
}

/**
 * The body of a page of one record while it cannot show the record: a loader, the read's error,
 * or 'Not found' (`missing`, e.g. 'No location has this id.'); null once the record is there.
 */
export function recordState({
  loading,
  error,
  missing,
}: {
  loading: boolean;
  error?: unknown;
  missing?: string;
}): ReactNode {
  if (loading) return <Loader aria-label="Loading" />;
  if (error)
    return (
      <Alert color="red" title="Error fetching data">
        {errorMessage(error)}
      </Alert>
    );
  if (missing)
    return (
      <Alert color="yellow" title="Not found">
        {missing}
      </Alert>
    );
  return null;
}
