import { useEffect, useReducer } from 'react';
import { Link } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { SEARCH_DEBOUNCE_MS } from '../search/search-model';
import { CLIENT_PAGE, CLIENT_SEARCH } from './clients.graphql';
import {
  CLIENT_PAGE_SIZE,
  INITIAL_LIST,
  listQuery,
  listReducer,
  pageNumber,
  statusLabel,
  statusOptions,
} from './client-list-model';
import { PeopleTable } from './people-table';
import { useBusinessName, useCan, useClientSettings } from './use-business';

export interface ClientListProps {
  title: string;
  /** The status the list is made of (the prospects); the list then has no status filter. */
  fixedStatus?: string;
}

/**
 * A client list (001 §2.2): a search by name, e-mail or phone (debounced, first 25 matches), and
 * without a search the clients a page of 25 at a time by name, filtered by status or flag.
 */
export function ClientList({ title, fixedStatus }: ClientListProps) {
  const business = useBusinessName();
  const can = useCan();
  const settings = useClientSettings();
  const [state, dispatch] = useReducer(listReducer, INITIAL_LIST);
  const [search] = useDebouncedValue(state.search, SEARCH_DEBOUNCE_MS);
  const query = listQuery(state, search, fixedStatus);

  const found = useQuery(
    CLIENT_SEARCH,
    query.kind === 'search' && business
      ? { variables: { business, ...query.variables }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const paged = useQuery(
    CLIENT_PAGE,
    query.kind === 'page' && business
      ? { variables: { business, ...query.variables }, fetchPolicy: 'network-only' }
      : skipToken,
  );
  const current = query.kind === 'search' ? found : paged;
  const error = current.error;
  useEffect(() => {
    if (error) notify({ status: 'error', title: 'Error fetching data', message: errorMessage(error) });
  }, [error]);

  const rows = query.kind === 'search' ? found.data?.people : paged.data?.paginatedPeople.people;
  const nextCursor = query.kind === 'page' ? paged.data?.paginatedPeople.cursor : null;
  const searching = state.search.trim() !== '';

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        <Group gap="xs">
          <Button component={Link} to="/clients/advanced-search" variant="default">
            Advanced search
          </Button>
          {can('create', 'PEOPLE') && (
            <Button component={Link} to="/clients/create">
              Add client
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" gap="sm">
        <TextInput
          label="Search"
          placeholder="Name, e-mail or phone"
          value={state.search}
          onChange={(e) => dispatch({ type: 'search', search: e.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
        />
        {!fixedStatus && (
          <Select
            label="Status"
            placeholder="All statuses"
            data={statusOptions(settings?.clientStatuses, state.status).map((s) => ({
              value: s,
              label: statusLabel(s),
            }))}
            value={state.status}
            onChange={(status) => dispatch({ type: 'status', status })}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        )}
        <TextInput
          label="Flag"
          placeholder="Flag reason"
          value={state.flag}
          onChange={(e) => dispatch({ type: 'flag', flag: e.currentTarget.value })}
          disabled={searching}
          description={searching ? 'Applies to the list without a search' : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {current.loading && !rows && <Loader aria-label="Loading" />}
      {error && !rows && (
        <Alert color="red" title="Error fetching data">
          {errorMessage(error)}
        </Alert>
      )}
      {rows && (
        <PeopleTable
          label={title}
          rows={rows}
          emptyText={query.kind === 'search' ? 'No clients match this search' : 'No clients'}
        />
      )}
      {query.kind === 'search' && rows && (
        <Text size="sm" c="dimmed">
          {rows.length === CLIENT_PAGE_SIZE
            ? `The first ${CLIENT_PAGE_SIZE} matches; type more to narrow the search`
            : `${rows.length} ${rows.length === 1 ? 'match' : 'matches'}`}
        </Text>
      )}
      {query.kind === 'page' && (
        <Group gap="sm">
          <Button
            variant="default"
            disabled={pageNumber(state) === 1}
            onClick={() => dispatch({ type: 'previous' })}
          >
            Previous page
          </Button>
          <Text size="sm" aria-label="Page number">
            Page {pageNumber(state)}
          </Text>
          <Button
            variant="default"
            disabled={!nextCursor || paged.loading}
            onClick={() => nextCursor && dispatch({ type: 'next', cursor: nextCursor })}
          >
            Next page
          </Button>
        </Group>
      )}
    </Stack>
  );
}
