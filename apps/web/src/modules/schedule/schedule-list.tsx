import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { CancelClientModal } from '../events/cancel-modals';
import { placeOf } from '../events/event-card';
import type { EventDetails } from '../events/event-details.graphql';
import {
  eventStatusColor,
  eventStatusLabel,
  joinNames,
  participantStatusColor,
  participantStatusLabel,
} from '../events/event-model';
import { timezoneLabel } from '../timezone/timezone-model';
import { formatInstant } from '../timezone/zoned-time';
import { SCHEDULE_VIEWS, ScheduleView, cancellable, clientOf, scheduleOrder } from './schedule-model';

export function ScheduleViewSelect({
  value,
  onChange,
}: {
  value: ScheduleView;
  onChange(v: ScheduleView): void;
}) {
  return (
    <Select
      label="Show"
      data={[...SCHEDULE_VIEWS]}
      value={value}
      allowDeselect={false}
      onChange={(v) => v && onChange(v as ScheduleView)}
      w={200}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * A schedule: each event with its time, name (its page when `linkEvents`), place, staff and the
 * status of the client the schedule is about; 'Cancel' for that client where `canCancel` allows.
 */
export function ScheduleList({
  business,
  events,
  view,
  zone,
  loading,
  error,
  clientId,
  linkEvents,
  canCancel,
}: {
  business: string;
  events: readonly EventDetails[] | undefined;
  view: ScheduleView;
  zone: string;
  loading: boolean;
  error?: unknown;
  /** The client whose schedule this is (their status and cancellation); none for a staff schedule. */
  clientId?: string | null;
  linkEvents: boolean;
  canCancel: boolean;
}) {
  const [cancelling, setCancelling] = useState<{
    event: EventDetails;
    client: { peopleId: string; name: string };
  } | null>(null);
  if (!events)
    return loading ? (
      <Loader aria-label="Loading" />
    ) : (
      <Alert color="red" title={LOAD_ERROR_TITLE}>
        {error ? errorMessage(error) : 'The schedule could not be read.'}
      </Alert>
    );
  const rows = scheduleOrder(events, view);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {timezoneLabel(zone)}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">No events.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped aria-label="Schedule">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Where</Table.Th>
                <Table.Th>Staff</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => {
                const forClient = clientId ? clientOf(e.clients, clientId) : null;
                const subject = forClient ?? (clientId ? null : undefined);
                const who = forClient ?? e.clients.find((c) => !c.status) ?? e.clients[0];
                return (
                  <Table.Tr key={e.id} data-event={e.id}>
                    <Table.Td>{formatInstant(e.startAt, zone)}</Table.Td>
                    <Table.Td>
                      {linkEvents ? (
                        <Anchor component={Link} to={`/events/${e.id}`} size="sm">
                          {e.displayName}
                        </Anchor>
                      ) : (
                        e.displayName
                      )}
                      {!forClient && e.clients.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {joinNames(e.clients.map((c) => c.name))}
                        </Text>
                      )}
                      {forClient && clientId && e.clients.length > 1 && (
                        <Text size="xs" c="dimmed">
                          {forClient.name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{placeOf(e)}</Table.Td>
                    <Table.Td>{joinNames(e.staff.map((s) => s.name))}</Table.Td>
                    <Table.Td>
                      {e.status !== 'EVENT_STATUS_ACTIVE' || !subject ? (
                        <Badge size="sm" variant="light" color={eventStatusColor(e.status)}>
                          {eventStatusLabel(e.status)}
                        </Badge>
                      ) : (
                        <Badge size="sm" variant="light" color={participantStatusColor(subject.status)}>
                          {subject.statusLabel ?? participantStatusLabel(subject.status)}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {canCancel && who && cancellable(e, who.peopleId, Date.now()) && (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setCancelling({ event: e, client: who })}
                        >
                          Cancel
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {events.length > 0 && (
        <Group>
          <Text size="xs" c="dimmed">
            {events.length} event(s)
          </Text>
        </Group>
      )}
      <CancelClientModal
        business={business}
        eventId={cancelling?.event.id ?? ''}
        client={cancelling?.client ?? null}
        title={
          cancelling ? `${cancelling.event.displayName} ${formatInstant(cancelling.event.startAt, zone)}` : ''
        }
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
