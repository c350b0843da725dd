import { useState } from 'react';
import { Link } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
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
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE, useLoadErrorToast } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { timezoneLabel } from '../timezone/timezone-model';
import { statusLabel, WAITLIST_STATUSES, windowText, withWhom } from './waitlist-model';
import { WAITLIST_ITEM, WAITLIST_NOTIFICATIONS } from './waitlist.graphql';
import { useWaitlistContext } from './use-waitlist-context';

/** /waitlistnotification: the appointment waitlist in line, by status; 'New waitlist notification'. */
export default function WaitlistScreen() {
  const ctx = useWaitlistContext();
  const [status, setStatus] = useState<string | null>('ACTIVE');
  const { data, loading, error } = useQuery(
    WAITLIST_NOTIFICATIONS,
    ctx.business
      ? { variables: { business: ctx.business, status }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  useLoadErrorToast(error);
  const items = data?.waitlistNotifications.map((n) => getFragmentData(WAITLIST_ITEM, n));

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Waitlist notifications</Title>
        <Button component={Link} to="/waitlistnotification/new">
          New waitlist notification
        </Button>
      </Group>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Status"
          placeholder="All"
          clearable
          data={WAITLIST_STATUSES.map((s) => ({ value: s.value, label: s.label }))}
          value={status}
          onChange={setStatus}
          w={220}
        />
        <Text size="sm" c="dimmed">
          Windows are in the business’s time zone. {timezoneLabel(ctx.zone)}.
        </Text>
      </Group>
      {loading && !items && <Loader aria-label="Loading" />}
      {error && !items && (
        <Alert color="red" title={LOAD_ERROR_TITLE}>
          {errorMessage(error)}
        </Alert>
      )}
      {items && items.length === 0 && <Text c="dimmed">No waitlist notifications.</Text>}
      {items && items.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped aria-label="Waitlist notifications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Notification</Table.Th>
                <Table.Th>Service</Table.Th>
                <Table.Th>With</Table.Th>
                <Table.Th>Time windows</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((n, i) => (
                <Table.Tr key={n.id}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/waitlistnotification/${n.id}/edit`}>
                      {n.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{n.serviceName}</Table.Td>
                  <Table.Td>{withWhom(n)}</Table.Td>
                  <Table.Td>
                    {n.windows.map((w, j) => (
                      <div key={j}>{windowText(w)}</div>
                    ))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {n.fromDate} – {n.toDate}
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={n.status === 'ACTIVE' ? 'green' : 'gray'}
                      style={{ overflow: 'visible' }}
                      miw="max-content"
                    >
                      {statusLabel(n.status)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
