import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { SESSION_STATUSES } from './field-defs';
import { SessionForm } from './session-form';
import { sessionDates } from './session-model';
import type { SessionDetails } from './services.graphql';

const statusLabel = (s: string) => SESSION_STATUSES.find((o) => o.value === s)?.label ?? s;

/** #Sessions of a service's page: its sessions, and 'Add session' (001 §2.6). */
export function SessionsSection({
  business,
  serviceId,
  sessions,
  hasSessions,
  canAdd,
  today,
}: {
  business: string;
  serviceId: string;
  sessions: readonly SessionDetails[];
  hasSessions: boolean;
  canAdd: boolean;
  today: string;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm" id="Sessions">
      <Group justify="space-between">
        <Title order={3}>Sessions</Title>
        {canAdd && hasSessions && <Button onClick={() => setAdding(true)}>Add session</Button>}
      </Group>
      {!hasSessions && (
        <Text size="sm" c="dimmed">
          Only session based services have sessions.
        </Text>
      )}
      {hasSessions && sessions.length === 0 && (
        <Text size="sm" c="dimmed">
          No sessions yet.
        </Text>
      )}
      {sessions.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table aria-label="Sessions" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Session</Table.Th>
                <Table.Th>Dates</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Staff</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((s) => (
                <Table.Tr key={s.id} data-session={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/services/${serviceId}/sessions/${s.id}/edit`}>
                      {s.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{sessionDates(s)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={s.status === 'SESSION_STATUS_ACTIVE' ? 'green' : 'gray'}>
                      {statusLabel(s.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{s.staff.map((p) => p.name).join(', ') || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add session" size="lg">
        <SessionForm
          business={business}
          serviceId={serviceId}
          today={today}
          onSaved={() => setAdding(false)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </Stack>
  );
}

/** #Events of an event-type service: the events come with the calendar. */
export function EventsSection() {
  return (
    <Stack gap="sm" id="Events">
      <Title order={3}>Events</Title>
      <Text size="sm" c="dimmed">
        No events listed yet: the events of this service come with the calendar.
      </Text>
    </Stack>
  );
}
