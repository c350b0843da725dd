import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { CancelActions, CancelFields, useCancelFields } from '../events/cancel-fields';
import { saveWithToasts } from '../staff/screen-helpers';
import { ATTENDANCE_CHOICES, CalendarEvent, clientStatusLabel, isLive } from './calendar-model';
import { formatRange } from './calendar-range';
import { CANCEL_EVENT, SET_ATTENDANCE } from './calendar.graphql';

export interface CalendarRights {
  book: boolean;
  update: boolean;
  cancel: boolean;
  attendance: boolean;
}

/** Where an event is changed: the session event's edit page, or the appointment's. */
export const editPath = (event: CalendarEvent): string =>
  event.sessionId && event.serviceId
    ? `/services/${event.serviceId}/sessions/${event.sessionId}/events/${event.id}/edit`
    : `/appointment/update/${event.id}`;

const SCOPES = [
  { value: 'THIS', label: 'This event' },
  { value: 'FOLLOWING', label: 'This and following' },
  { value: 'ALL', label: 'All events' },
];

type Mode = 'details' | 'cancel' | 'attendance';

/**
 * The event pop-up (001 §2.7): the event's time, place, people with their statuses and note, links
 * to its page and its edit page, and the event menu: cancel, attendance, update.
 */
export function EventPopup({
  event,
  zone,
  business,
  rights,
  menuOpen,
  onMenu,
  onClose,
  onChanged,
}: {
  event: CalendarEvent;
  zone: string;
  business: string;
  rights: CalendarRights;
  menuOpen: boolean;
  onMenu: (open: boolean) => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [mode, setMode] = useState<Mode>('details');
  const live = isLive(event.status);
  const place = [event.locationName, event.roomName].filter(Boolean).join(' · ');
  return (
    <Modal opened onClose={onClose} title={event.displayName || event.name} size="lg">
      <Stack gap="sm" aria-label="Event details">
        <Text fw={600}>{formatRange(event.startAt, event.endAt, zone)}</Text>
        {place && <Text size="sm">{place}</Text>}
        {event.serviceName && (
          <Text size="sm" c="dimmed">
            {event.serviceName}
          </Text>
        )}
        <Group gap="xs">
          {event.isLocked && <Badge color="gray">Locked</Badge>}
          {event.recurringId && (
            <Badge variant="light">{event.recurringOutlier ? 'Moved occurrence' : 'Series'}</Badge>
          )}
          <Badge color={event.paid ? 'green' : 'orange'} variant="light">
            {event.paid ? 'Paid' : 'Unpaid'}
          </Badge>
        </Group>
        {event.staff.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              Staff:{' '}
            </Text>
            {event.staff.map((s) => s.name).join(', ')}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Clients
          </Text>
          {event.clients.length === 0 && (
            <Text size="sm" c="dimmed">
              No clients.
            </Text>
          )}
          {event.clients.map((c) => (
            <Group key={c.peopleId} gap="xs">
              <Text size="sm">{c.name}</Text>
              <Badge size="sm" variant="outline">
                {clientStatusLabel(c)}
              </Badge>
            </Group>
          ))}
        </Stack>
        {event.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600}>
              Note:{' '}
            </Text>
            {event.note}
          </Text>
        )}

        {mode === 'cancel' && (
          <CancelForm
            event={event}
            business={business}
            onDone={() => {
              setMode('details');
              onChanged();
              onClose();
            }}
            onBack={() => setMode('details')}
          />
        )}
        {mode === 'attendance' && (
          <AttendanceForm
            event={event}
            business={business}
            onChanged={onChanged}
            onBack={() => setMode('details')}
          />
        )}

        {mode === 'details' && (
          <Group justify="space-between">
            <Group gap="md">
              <Anchor component={Link} to={`/events/${event.id}`}>
                Open event
              </Anchor>
              {rights.update && live && (
                <Anchor component={Link} to={editPath(event)}>
                  Edit
                </Anchor>
              )}
            </Group>
            <Menu opened={menuOpen} onChange={onMenu} position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" size="xs">
                  Event menu
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item disabled={!rights.cancel || !live} onClick={() => setMode('cancel')}>
                  Cancel event
                </Menu.Item>
                <Menu.Item
                  disabled={!rights.attendance || !live || event.clients.length === 0}
                  onClick={() => setMode('attendance')}
                >
                  Attendance
                </Menu.Item>
                <Menu.Item component={Link} to={editPath(event)} disabled={!rights.update || !live}>
                  Update
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** Staff cancellation of the event (this one, or this and following, or the whole series). */
function CancelForm({
  event,
  business,
  onDone,
  onBack,
}: {
  event: CalendarEvent;
  business: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const fields = useCancelFields();
  const [scope, setScope] = useState('THIS');
  const [cancel, { loading }] = useMutation(CANCEL_EVENT);
  const submit = async () => {
    const done = await saveWithToasts(
      async () =>
        (
          await cancel({
            variables: {
              business,
              id: event.id,
              scope: event.recurringId ? scope : null,
              ...fields.variables,
            },
          })
        ).data?.cancelEvent,
      'The event was not cancelled',
    );
    if (done) onDone();
  };
  return (
    <Stack gap="xs" aria-label="Cancel event">
      <Text fw={600}>Cancel event</Text>
      {event.recurringId && <SegmentedControl data={SCOPES} value={scope} onChange={setScope} />}
      <CancelFields fields={fields} />
      <CancelActions
        keepLabel="Back"
        onKeep={onBack}
        cancelLabel="Cancel event"
        onCancel={submit}
        loading={loading}
      />
    </Stack>
  );
}

/** Each client's attendance: attended, no show, lesson mate, or none. */
function AttendanceForm({
  event,
  business,
  onChanged,
  onBack,
}: {
  event: CalendarEvent;
  business: string;
  onChanged: () => void;
  onBack: () => void;
}) {
  const [set, { loading }] = useMutation(SET_ATTENDANCE);
  const clients = event.clients.filter((c) => c.status !== 'CANCELED' && c.status !== 'LATE_CANCELED');
  const change = async (clientId: string, status: string | null) => {
    const done = await saveWithToasts(
      async () =>
        (await set({ variables: { business, eventId: event.id, clientId, status } })).data?.setAttendance,
      'The attendance was not saved',
    );
    if (done) onChanged();
  };
  return (
    <Stack gap="xs" aria-label="Attendance">
      <Text fw={600}>Attendance</Text>
      {clients.map((c) => (
        <Select
          key={c.peopleId}
          label={c.name}
          placeholder="Booked"
          clearable
          disabled={loading}
          data={ATTENDANCE_CHOICES.map((a) => ({ value: a.value, label: a.label }))}
          value={ATTENDANCE_CHOICES.some((a) => a.value === c.status) ? c.status : null}
          onChange={(value) => void change(c.peopleId, value)}
          comboboxProps={{ withinPortal: true }}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
