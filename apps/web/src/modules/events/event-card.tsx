import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { AttendanceButtons } from './attendance-buttons';
import {
  attendanceOpen,
  canTakeAttendance,
  eventStatusColor,
  eventStatusLabel,
  joinNames,
  participantStatusColor,
  participantStatusLabel,
  timeSpan,
  type AttendanceRights,
} from './event-model';
import type { EventDetails } from './events.graphql';

/** Where an event takes place: 'Main Studio · Room 1', or '(No room assigned)'. */
export const placeOf = (e: Pick<EventDetails, 'locationName' | 'roomName'>): string =>
  [e.locationName, e.roomName ?? '(No room assigned)'].filter(Boolean).join(' · ');

/** An event of a day: its time, name (linking to its page), place, teachers and clients with their attendance. */
export function EventCard({
  business,
  event: e,
  zone,
  rights,
}: {
  business: string;
  event: EventDetails;
  zone: string;
  rights: AttendanceRights;
}) {
  const attendance = canTakeAttendance(e, rights);
  return (
    <Card withBorder radius="md" padding="sm" data-event={e.id} aria-label={e.displayName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={700} ff="monospace">
              {timeSpan(e.startAt, e.endAt, zone)}
            </Text>
            <Anchor component={Link} to={`/events/${e.id}`} fw={600}>
              {e.displayName}
            </Anchor>
          </Group>
          {e.status !== 'EVENT_STATUS_ACTIVE' && (
            <Badge color={eventStatusColor(e.status)} variant="light">
              {eventStatusLabel(e.status)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {[e.serviceName, placeOf(e), joinNames(e.staff.map((s) => s.name))].filter(Boolean).join(' · ')}
        </Text>
        {e.clients.length === 0 && (
          <Text size="sm" c="dimmed">
            No clients booked.
          </Text>
        )}
        {e.clients.map((c) => (
          <Group key={c.peopleId} justify="space-between" wrap="wrap" gap="xs" data-client={c.peopleId}>
            <Group gap="xs">
              <Text size="sm">{c.name}</Text>
              <Badge size="sm" color={participantStatusColor(c.status)} variant="light">
                {c.statusLabel ?? participantStatusLabel(c.status)}
              </Badge>
            </Group>
            {attendance && attendanceOpen(c) && (
              <AttendanceButtons business={business} eventId={e.id} client={c} />
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
