import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { CancelActions, CancelFields, useCancelFields } from '../events/cancel-fields';
import { saveWithToasts } from '../staff/screen-helpers';
import {
  ATTENDANCE_CHOICES,
  attendanceRows,
  CalendarEvent,
  CalendarLocation,
  CalendarStaff,
  isLive,
} from './calendar-model';
import { formatRange } from './calendar-range';
import type { BatchModal } from './calendar-state';
import {
  BATCH_CANCEL_EVENTS,
  BATCH_SET_ATTENDANCE,
  BATCH_UPDATE_EVENTS,
  BatchChanges,
} from './calendar.graphql';

export const BATCH_TITLES: Record<BatchModal, string> = {
  cancel: 'Batch cancel',
  email: 'Batch email',
  sms: 'Batch SMS',
  attendance: 'Batch attendance',
  update: 'Batch update',
};

interface BatchProps {
  modal: BatchModal;
  events: readonly CalendarEvent[];
  business: string;
  zone: string;
  staff: readonly CalendarStaff[];
  locations: readonly CalendarLocation[];
  onClose: () => void;
  onChanged: () => void;
}

/** The batch modals of the calendar over the events it shows (001 §2.7). */
export function BatchModals(props: BatchProps) {
  const { modal, onClose } = props;
  return (
    <Modal opened onClose={onClose} title={BATCH_TITLES[modal]} size="xl">
      {modal === 'cancel' && <BatchCancel {...props} />}
      {modal === 'attendance' && <BatchAttendance {...props} />}
      {modal === 'update' && <BatchUpdate {...props} />}
      {(modal === 'email' || modal === 'sms') && (
        <Stack gap="sm">
          <Text>Comes with messaging.</Text>
          <Text size="sm" c="dimmed">
            {modal === 'email' ? 'E-mails' : 'Text messages'} to the clients of the shown events will be sent
            from here once messaging is part of the product.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A list of the live shown events to tick, with 'Select all'. */
function EventChecklist({
  events,
  zone,
  chosen,
  onChange,
}: {
  events: readonly CalendarEvent[];
  zone: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  if (events.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No events shown.
      </Text>
    );
  const all = chosen.length === events.length;
  return (
    <Stack gap={4}>
      <Checkbox
        label="Select all"
        checked={all}
        indeterminate={chosen.length > 0 && !all}
        onChange={() => onChange(all ? [] : events.map((e) => e.id))}
      />
      <ScrollArea.Autosize mah={280}>
        <Stack gap={4} pl="md">
          {events.map((e) => (
            <Checkbox
              key={e.id}
              label={`${e.displayName} — ${formatRange(e.startAt, e.endAt, zone)}${e.staff.length ? ` — ${e.staff.map((s) => s.name).join(', ')}` : ''}`}
              checked={chosen.includes(e.id)}
              onChange={(ev) =>
                onChange(ev.currentTarget.checked ? [...chosen, e.id] : chosen.filter((id) => id !== e.id))
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

const live = (events: readonly CalendarEvent[]) => events.filter((e) => isLive(e.status));

function BatchCancel({ events, business, zone, onClose, onChanged }: BatchProps) {
  const shown = live(events);
  const [chosen, setChosen] = useState<string[]>([]);
  const fields = useCancelFields();
  const [cancel, { loading }] = useMutation(BATCH_CANCEL_EVENTS);
  const submit = async () => {
    const done = await saveWithToasts(
      async () =>
        (await cancel({ variables: { business, ids: chosen, ...fields.variables } })).data?.batchCancelEvents,
      'The events were not cancelled',
    );
    if (done) {
      onChanged();
      onClose();
    }
  };
  return (
    <Stack gap="sm">
      <EventChecklist events={shown} zone={zone} chosen={chosen} onChange={setChosen} />
      <CancelFields fields={fields} />
      <CancelActions
        keepLabel="Close"
        onKeep={onClose}
        cancelLabel={`Cancel ${chosen.length} event${chosen.length === 1 ? '' : 's'}`}
        onCancel={submit}
        loading={loading}
        disabled={chosen.length === 0}
      />
    </Stack>
  );
}

const UNCHANGED = 'UNCHANGED';
const CLEAR = 'CLEAR';

function BatchAttendance({ events, business, zone, onClose, onChanged }: BatchProps) {
  const rows = attendanceRows(events);
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(BATCH_SET_ATTENDANCE);
  const key = (eventId: string, clientId: string) => `${eventId}/${clientId}`;
  const items = rows
    .map((r) => ({
      eventId: r.event.id,
      clientId: r.client.peopleId,
      choice: choices[key(r.event.id, r.client.peopleId)],
    }))
    .filter((r) => r.choice && r.choice !== UNCHANGED)
    .map((r) => ({ eventId: r.eventId, clientId: r.clientId, status: r.choice === CLEAR ? null : r.choice }));
  const submit = async () => {
    const done = await saveWithToasts(
      async () => (await save({ variables: { business, items } })).data?.batchSetAttendance,
      'The attendance was not saved',
    );
    if (done) {
      onChanged();
      onClose();
    }
  };
  const options = [
    { value: UNCHANGED, label: 'Unchanged' },
    ...ATTENDANCE_CHOICES.map((a) => ({ value: a.value, label: a.label })),
    { value: CLEAR, label: 'Booked (clear)' },
  ];
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No clients in the shown events.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            setChoices(Object.fromEntries(rows.map((r) => [key(r.event.id, r.client.peopleId), 'COMPLETED'])))
          }
        >
          Mark all attended
        </Button>
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Attendance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ event, client }) => {
              const k = key(event.id, client.peopleId);
              return (
                <Table.Tr key={k}>
                  <Table.Td>
                    <Text size="sm">{event.displayName}</Text>
                    <Text size="xs" c="dimmed">
                      {formatRange(event.startAt, event.endAt, zone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{client.name}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Attendance of ${client.name} in ${event.displayName}`}
                      data={options}
                      value={choices[k] ?? UNCHANGED}
                      onChange={(v) => setChoices({ ...choices, [k]: v ?? UNCHANGED })}
                      comboboxProps={{ withinPortal: true }}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button disabled={items.length === 0} loading={loading} onClick={submit}>
          Save attendance
        </Button>
      </Group>
    </Stack>
  );
}

function BatchUpdate({ events, business, zone, staff, locations, onClose, onChanged }: BatchProps) {
  const shown = live(events);
  const [chosen, setChosen] = useState<string[]>([]);
  const [staffId, setStaffId] = useState<string | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [color, setColor] = useState('');
  const [lock, setLock] = useState<string>(UNCHANGED);
  const [note, setNote] = useState('');
  const [update, { loading }] = useMutation(BATCH_UPDATE_EVENTS);
  const changes: BatchChanges = {
    ...(staffId ? { staffId } : {}),
    ...(roomId ? { roomId } : {}),
    ...(color.trim() ? { calendarColor: color.trim() } : {}),
    ...(lock !== UNCHANGED ? { isLocked: lock === 'LOCKED' } : {}),
    ...(note.trim() ? { note: note.trim() } : {}),
  };
  const changing = Object.keys(changes).length > 0;
  const submit = async () => {
    const done = await saveWithToasts(
      async () => (await update({ variables: { business, ids: chosen, changes } })).data?.batchUpdateEvents,
      'The events were not updated',
    );
    if (done) {
      onChanged();
      onClose();
    }
  };
  const rooms = locations.flatMap((l) =>
    l.rooms.map((r) => ({ value: r.id, label: `${l.name} · ${r.name}` })),
  );
  return (
    <Stack gap="sm">
      <EventChecklist events={shown} zone={zone} chosen={chosen} onChange={setChosen} />
      <Text size="sm" c="dimmed">
        The fields left empty stay as they are.
      </Text>
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Staff"
          placeholder="Unchanged"
          clearable
          searchable
          data={staff.filter((s) => !s.deactivated).map((s) => ({ value: s.id, label: s.name }))}
          value={staffId}
          onChange={setStaffId}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Room"
          placeholder="Unchanged"
          clearable
          searchable
          data={rooms}
          value={roomId}
          onChange={setRoomId}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <ColorInput label="Calendar colour" placeholder="Unchanged" value={color} onChange={setColor} />
        <Select
          label="Lock"
          data={[
            { value: UNCHANGED, label: 'Unchanged' },
            { value: 'LOCKED', label: 'Locked' },
            { value: 'UNLOCKED', label: 'Unlocked' },
          ]}
          value={lock}
          onChange={(v) => setLock(v ?? UNCHANGED)}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Textarea
        label="Note"
        autosize
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button disabled={chosen.length === 0 || !changing} loading={loading} onClick={submit}>
          Update {chosen.length} event{chosen.length === 1 ? '' : 's'}
        </Button>
      </Group>
    </Stack>
  );
}
