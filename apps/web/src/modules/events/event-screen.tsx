import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { errorMessage } from '../../app/errors';
import { LOAD_ERROR_TITLE } from '../../app/use-load-error';
import { getFragmentData } from '../../gql';
import { timezoneLabel } from '../timezone/timezone-model';
import { formatInstant } from '../timezone/zoned-time';
import { AttendanceButtons } from './attendance-buttons';
import { CancelClientModal, CancelEventModal } from './cancel-modals';
import { placeOf } from './event-card';
import {
  attendanceOpen,
  canTakeAttendance,
  enrollmentTypeLabel,
  eventStatusColor,
  eventStatusLabel,
  isCancelledParticipant,
  isLiveEvent,
  participantStatusColor,
  participantStatusLabel,
  teaches,
  timeSpan,
} from './event-model';
import { EVENT, EVENT_DETAILS, EventDetails } from './events.graphql';
import { useEventRights } from './use-event-rights';
import { useZone } from './use-zone';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function Clients({
  business,
  event: e,
  attendance,
  cancelClients,
  onCancel,
}: {
  business: string;
  event: EventDetails;
  attendance: boolean;
  cancelClients: boolean;
  onCancel: (c: { peopleId: string; name: string }) => void;
}) {
  if (!e.clients.length)
    return (
      <Text size="sm" c="dimmed">
        No clients booked.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-label="Clients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Enrollment</Table.Th>
            <Table.Th>Paid</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {e.clients.map((c) => (
            <Table.Tr key={c.peopleId} data-client={c.peopleId}>
              <Table.Td>
                <Anchor component={Link} to={`/clients/${c.peopleId}`} size="sm">
                  {c.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={participantStatusColor(c.status)}>
                  {c.statusLabel ?? participantStatusLabel(c.status)}
                </Badge>
                {c.cancellationConsequence && (
                  <Text size="xs" c="dimmed">
                    {c.cancellationConsequence}
                    {c.cancellationCreditName ? ` · ${c.cancellationCreditName}` : ''}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{c.planName ?? e.planName ?? ''}</Table.Td>
              <Table.Td>{enrollmentTypeLabel(c.enrollmentType)}</Table.Td>
              <Table.Td>{c.paid ? 'Paid' : 'Unpaid'}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="wrap">
                  {attendance && attendanceOpen(c) && (
                    <AttendanceButtons business={business} eventId={e.id} client={c} />
                  )}
                  {cancelClients && !isCancelledParticipant(c.status) && !c.status && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onCancel(c)}>
                      Cancel client
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /events/:eventId: an event with its details, people and what the viewer may do with it. */
export default function EventScreen() {
  const { eventId = '' } = useParams();
  const { business, zone, loading: zoneLoading } = useZone();
  const rights = useEventRights();
  const [cancelling, setCancelling] = useState(false);
  const [cancelClient, setCancelClient] = useState<{ peopleId: string; name: string } | null>(null);
  const { data, loading, error } = useQuery(
    EVENT,
    business ? { variables: { business, id: eventId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const e = data ? getFragmentData(EVENT_DETAILS, data.event) : null;
  if (!e)
    return (
      <Stack gap="md">
        <Title order={2}>Event</Title>
        {loading || zoneLoading ? (
          <Loader aria-label="Loading" />
        ) : (
          <Alert color="red" title={LOAD_ERROR_TITLE}>
            {error ? errorMessage(error) : 'This event could not be read.'}
          </Alert>
        )}
      </Stack>
    );

  const waitlist = (data?.event.slots ?? []).flatMap((s) => s.waitlist.map((w) => w.name));
  const own = teaches(e, rights.me);
  const live = isLiveEvent(e.status);
  const canEdit = live && (rights.update || (rights.updateOwn && own));
  const canCancel = live && (rights.cancel || (rights.cancelOwn && own));
  const attendance = canTakeAttendance(e, rights);
  const title = `${e.displayName} ${formatInstant(e.startAt, zone)}`;

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={2}>{e.displayName}</Title>
          <Text>
            {formatInstant(e.startAt, zone)} · {timeSpan(e.startAt, e.endAt, zone)}
          </Text>
          <Text size="sm" c="dimmed">
            {timezoneLabel(zone)}
          </Text>
        </div>
        <Group gap="xs">
          <Badge color={eventStatusColor(e.status)} variant="light" size="lg">
            {eventStatusLabel(e.status)}
          </Badge>
          {e.isLocked && (
            <Badge color="dark" variant="outline" size="lg">
              Locked
            </Badge>
          )}
        </Group>
      </Group>
      <Group gap="xs">
        {canEdit && (
          <Button component={Link} to={`/appointment/update/${e.id}`}>
            Edit
          </Button>
        )}
        {canCancel && (
          <Button color="red" variant="light" onClick={() => setCancelling(true)}>
            Cancel event
          </Button>
        )}
        {e.recurringId && rights.changeSchedule && (
          <Button variant="default" component={Link} to={`/events/${e.id}/change-recurring-schedule`}>
            Change recurring schedule
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Detail label="Service">{e.serviceName ?? '—'}</Detail>
          {e.session && <Detail label="Session">{e.session.name}</Detail>}
          <Detail label="Where">{placeOf(e) || '—'}</Detail>
          <Detail label="Staff">
            {e.staff.length
              ? e.staff.map((s, i) => (
                  <span key={s.peopleId}>
                    {i > 0 && ', '}
                    <Anchor component={Link} to={`/staff/${s.peopleId}`} size="sm">
                      {s.name}
                    </Anchor>
                  </span>
                ))
              : '—'}
          </Detail>
          {e.planName && <Detail label="Plan">{e.planName}</Detail>}
          <Detail label="Paid">{e.paid ? 'Fully paid' : 'Unpaid'}</Detail>
          {e.recurringId && (
            <Detail label="Series">
              {e.recurringOutlier && e.originalStartAt
                ? `Moved from ${formatInstant(e.originalStartAt, zone)}`
                : 'Recurring'}
            </Detail>
          )}
          {e.holdUntil && <Detail label="Held until">{formatInstant(e.holdUntil, zone)}</Detail>}
          {e.slots.some((s) => s.capacity) && (
            <Detail label="Places">
              {e.clients.filter((c) => !isCancelledParticipant(c.status)).length} of{' '}
              {e.slots.reduce((n, s) => n + (s.capacity ?? 0), 0)}
              {waitlist.length ? ` · waitlist: ${waitlist.join(', ')}` : ''}
            </Detail>
          )}
        </SimpleGrid>
        {e.note && (
          <Stack gap={2} mt="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Note
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {e.note}
            </Text>
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={4} mb="xs">
          Clients
        </Title>
        <Clients
          business={business}
          event={e}
          attendance={attendance}
          cancelClients={canCancel}
          onCancel={setCancelClient}
        />
      </Paper>
      <CancelEventModal
        business={business}
        event={e}
        opened={cancelling}
        onClose={() => setCancelling(false)}
      />
      <CancelClientModal
        business={business}
        eventId={e.id}
        client={cancelClient}
        title={title}
        onClose={() => setCancelClient(null)}
      />
    </Stack>
  );
}
