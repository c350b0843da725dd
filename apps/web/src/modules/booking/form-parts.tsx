import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notify } from '../../app/notify';
import { PeoplePicker } from '../people-pickers/people-picker';
import type { PickerPerson } from '../people-pickers/pickers.graphql';
import { timezoneLabel } from '../timezone/timezone-model';
import type { CatalogueLocation, CatalogueService } from './catalogue.graphql';
import { optionsOf, plansOf, roomsFor } from './use-catalogue';

/** A booking screen's heading: its title, what it is about and, with a zone, the zone its times are in. */
export function FormHeading({
  title,
  zone,
  children,
}: {
  title: string;
  zone?: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={2}>{title}</Title>
      {children}
      {zone && (
        <Text size="sm" c="dimmed">
          {timezoneLabel(zone)}
        </Text>
      )}
    </div>
  );
}

/** A local date and a time of day, side by side in the form's grid. */
export function DateTimeInputs({
  date,
  time,
  error,
  timeLabel = 'Time',
  onDate,
  onTime,
}: {
  date: string;
  time: string;
  error?: string;
  timeLabel?: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
}) {
  return (
    <>
      <TextInput
        type="date"
        label="Date"
        value={date}
        error={error}
        onChange={(e) => onDate(e.currentTarget.value)}
      />
      <TextInput
        type="time"
        label={timeLabel}
        value={time}
        error={error}
        onChange={(e) => onTime(e.currentTarget.value)}
      />
    </>
  );
}

/** The clients a form books or enrols ('Client' with `max` 1 when it is about one). */
export function ClientsPicker({
  label = 'Clients',
  max,
  value,
  error,
  onChange,
}: {
  label?: string;
  max?: number;
  value: PickerPerson[];
  error?: string;
  onChange: (clients: PickerPerson[]) => void;
}) {
  return (
    <PeoplePicker kind="client" label={label} value={value} onChange={onChange} max={max} error={error} />
  );
}

/** The service of a booking or enrolment, among those the form offers. */
export function ServiceSelect({
  services,
  value,
  error,
  searchable,
  onChange,
}: {
  services: readonly CatalogueService[];
  value: string;
  error?: string;
  searchable?: boolean;
  onChange: (serviceId: string) => void;
}) {
  return (
    <Select
      label="Service"
      searchable={searchable}
      data={optionsOf(services)}
      value={value || null}
      error={error}
      onChange={(v) => onChange(v ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The plan of a booking or enrolment, among the service's plans. */
export function PlanSelect({
  service,
  value,
  label = 'Plan',
  error,
  disabled,
  clearable,
  onChange,
}: {
  service: CatalogueService | undefined;
  value: string;
  label?: string;
  error?: string;
  disabled?: boolean;
  clearable?: boolean;
  onChange: (planName: string) => void;
}) {
  return (
    <Select
      label={label}
      clearable={clearable}
      data={plansOf(service).map((p) => p.name)}
      value={value || null}
      error={error}
      disabled={disabled}
      onChange={(v) => onChange(v ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The room of an event: one of its location's rooms that take the service, or none. */
export function RoomSelect({
  location,
  serviceId,
  value,
  disabled,
  onChange,
}: {
  location: CatalogueLocation | undefined;
  serviceId: string;
  value: string;
  disabled?: boolean;
  onChange: (roomId: string) => void;
}) {
  return (
    <Select
      label="Room"
      clearable
      placeholder="(No room assigned)"
      data={optionsOf(roomsFor(location, serviceId))}
      value={value || null}
      disabled={disabled}
      onChange={(v) => onChange(v ?? '')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The location and room of a new event; choosing another location clears the room. */
export function LocationRoomSelects({
  locations,
  serviceId,
  locationId,
  roomId,
  error,
  onChange,
}: {
  locations: readonly CatalogueLocation[];
  serviceId: string;
  locationId: string;
  roomId: string;
  error?: string;
  onChange: (patch: { locationId?: string; roomId?: string }) => void;
}) {
  const location = locations.find((l) => l.id === locationId);
  return (
    <>
      <Select
        label="Location"
        data={optionsOf(locations)}
        value={locationId || null}
        error={error}
        onChange={(v) => onChange({ locationId: v ?? '', roomId: '' })}
        comboboxProps={{ withinPortal: true }}
      />
      <RoomSelect
        location={location}
        serviceId={serviceId}
        value={roomId}
        disabled={!location}
        onChange={(id) => onChange({ roomId: id })}
      />
    </>
  );
}

/** A session event's capacity (empty: no limit) and whether a full one keeps a waitlist. */
export function CapacityInputs({
  capacity,
  waitlistEnabled,
  error,
  onChange,
}: {
  capacity: number | '';
  waitlistEnabled: boolean;
  error?: string;
  onChange: (patch: { capacity?: number | ''; waitlistEnabled?: boolean }) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput
        label="Capacity"
        min={1}
        placeholder="No limit"
        value={capacity}
        error={error}
        onChange={(n) => onChange({ capacity: typeof n === 'number' ? n : '' })}
      />
      <Checkbox
        mt="xl"
        label="Waitlist when full"
        checked={waitlistEnabled}
        onChange={(e) => onChange({ waitlistEnabled: e.currentTarget.checked })}
      />
    </SimpleGrid>
  );
}

/** The note of an event. */
export function NoteInput({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  return (
    <Textarea
      label="Note"
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The server's refusal, in its words. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Alert color="red" title="Error">
      {error}
    </Alert>
  );
}

/**
 * The server's refusal of a booking or enrolment: yellow with `title` when staff may go on anyway
 * (the actions given, e.g. 'Book anyway'), red 'Error' otherwise.
 */
export function RefusalAlert({
  error,
  title,
  children,
}: {
  error: string;
  title: string | null;
  children?: ReactNode;
}) {
  return (
    <Alert color={title ? 'yellow' : 'red'} title={title ?? 'Error'}>
      <Stack gap="xs">
        <Text size="sm">{error}</Text>
        {children && <Group>{children}</Group>}
      </Stack>
    </Alert>
  );
}

/**
 * A form's buttons: going back (a link, or a handler) and the action, which submits the form
 * unless it has a handler of its own.
 */
export function FormActions({
  cancelLabel = 'Cancel',
  cancelTo,
  onCancel,
  cancelDisabled,
  submitLabel,
  onSubmit,
  loading,
  submitDisabled,
}: {
  cancelLabel?: string;
  cancelTo?: string;
  onCancel?: () => void;
  cancelDisabled?: boolean;
  submitLabel: string;
  onSubmit?: () => void;
  loading: boolean;
  submitDisabled?: boolean;
}) {
  return (
    <Group justify="flex-end">
      {cancelTo ? (
        <Button variant="default" component={Link} to={cancelTo} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
          {cancelLabel}
        </Button>
      )}
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        loading={loading}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}

/** 'Success', then each of the server's warnings for a while. */
export function notifyDone(warnings: readonly string[] | null | undefined): void {
  notify({ status: 'info', title: 'Success' });
  for (const w of warnings ?? [])
    notify({ status: 'warning', title: 'Warning', message: w, dismissAfter: 8000 });
}
