import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ZoneGroup } from '../timezone/timezone-model';
import { WeekdayChips } from './weekday-chips';
import { HoursValues, emptyClosedHours, emptyOpenHours } from './hours-model';
import { LocationFormValues, selectAllLabel } from './location-model';

type Form = UseFormReturnType<LocationFormValues>;

export interface Option {
  value: string;
  label: string;
}

const SELECT_ALL = '__select_all__';

/** A multi-select with the 'Select All (<N> Option(s))' entry of 001 §2.14. */
export function MultiSelectAll({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const known = new Set(options.map((o) => o.value));
  const data = [
    ...(options.length ? [{ value: SELECT_ALL, label: selectAllLabel(options.length) }] : []),
    ...options,
    ...value.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v })),
  ];
  return (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      searchable
      clearable
      nothingFoundMessage="No services"
      onChange={(next) => onChange(next.includes(SELECT_ALL) ? options.map((o) => o.value) : next)}
    />
  );
}

/** The rooms of the location: add, rename, describe, services, remove. */
export function RoomsEditor({ form, services }: { form: Form; services: readonly Option[] }) {
  const rooms = form.getValues().rooms;
  return (
    <Fieldset legend="Rooms">
      <Stack gap="sm">
        {rooms.length === 0 && (
          <Text size="sm" c="dimmed">
            No rooms yet.
          </Text>
        )}
        {rooms.map((room, i) => (
          <Group key={form.key(`rooms.${i}.name`)} align="flex-start" wrap="wrap" data-room={i}>
            <TextInput label="Room name" required w={200} {...form.getInputProps(`rooms.${i}.name`)} />
            <TextInput label="Description" w={240} {...form.getInputProps(`rooms.${i}.description`)} />
            <div style={{ minWidth: 240, flex: 1 }}>
              <MultiSelectAll
                label="Applicable services"
                options={services}
                value={room.applicableServices}
                onChange={(v) => form.setFieldValue(`rooms.${i}.applicableServices`, v)}
              />
            </div>
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={`Remove room ${room.name || i + 1}`}
              onClick={() => form.removeListItem('rooms', i)}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() =>
              form.insertListItem('rooms', { name: '', description: '', applicableServices: [] })
            }
          >
            Add room
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

function HoursRowEditor({
  form,
  kind,
  index,
  zones,
}: {
  form: Form;
  kind: 'hoursOpen' | 'hoursClosed';
  index: number;
  zones: ZoneGroup[];
}) {
  const path = `${kind}.${index}`;
  const row: HoursValues = form.getValues()[kind][index];
  return (
    <Stack gap={6} data-hours={`${kind}-${index}`}>
      <WeekdayChips value={row.weekdays} onChange={(v) => form.setFieldValue(`${path}.weekdays`, v)} />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={row.weekdays.length ? 'Starting' : 'Date'}
          w={160}
          {...form.getInputProps(`${path}.startDate`)}
        />
        <TextInput type="time" label="From" w={120} {...form.getInputProps(`${path}.fromTime`)} />
        <TextInput type="time" label="To" w={120} {...form.getInputProps(`${path}.toTime`)} />
        <Select
          label="Timezone"
          placeholder="Location's timezone"
          data={zones}
          searchable
          clearable
          w={240}
          value={row.timezone || null}
          onChange={(v) => form.setFieldValue(`${path}.timezone`, v ?? '')}
        />
        <ActionIcon
          mb={4}
          variant="subtle"
          color="red"
          aria-label={`Remove ${kind === 'hoursOpen' ? 'open' : 'closed'} hours ${index + 1}`}
          onClick={() => form.removeListItem(kind, index)}
        >
          ✕
        </ActionIcon>
      </Group>
    </Stack>
  );
}

/** Open or closed hours: weekday chips make a weekly rule; no day chosen is a one-off date. */
export function HoursEditor({
  form,
  kind,
  zones,
  today,
}: {
  form: Form;
  kind: 'hoursOpen' | 'hoursClosed';
  zones: ZoneGroup[];
  today: string;
}) {
  const rows = form.getValues()[kind];
  const open = kind === 'hoursOpen';
  return (
    <Fieldset legend={open ? 'Open hours' : 'Closed hours'}>
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {open
            ? 'Choose the weekdays the location opens; they repeat every week from the start date.'
            : 'Choose weekdays for a weekly closure, or none for a one-off closed date.'}
        </Text>
        {rows.map((_, i) => (
          <HoursRowEditor
            key={form.key(`${kind}.${i}.startDate`)}
            form={form}
            kind={kind}
            index={i}
            zones={zones}
          />
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() => form.insertListItem(kind, open ? emptyOpenHours(today) : emptyClosedHours(today))}
          >
            {open ? 'Add open hours' : 'Add closed date'}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
