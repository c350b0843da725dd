import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BookingPlace, bookingUrl } from './calendar-actions';
import { formatRange } from './calendar-range';
import type { AvailabilityRef, CalendarTarget } from './calendar-state';

/** The slot menu (001 §2.7): what an empty slot offers, booking an appointment there first. */
export function SlotMenu({
  slot,
  place,
  zone,
  canBook,
  showDay,
  onClose,
}: {
  slot: CalendarTarget;
  place: BookingPlace;
  zone: string;
  canBook: boolean;
  /** Opens the slot's day (from the week and month views). */
  showDay?: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Slot menu" size="sm">
      <Stack gap="sm">
        <Text size="sm">{formatRange(slot.startAt, slot.endAt, zone)}</Text>
        {canBook ? (
          <Button component={Link} to={bookingUrl(place)}>
            Book appointment
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            You may not book appointments.
          </Text>
        )}
        {showDay && (
          <Button variant="default" onClick={showDay}>
            Show this day
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

/**
 * The availability menu: a staff member's free time, clicked or dragged onto a target, booked with
 * that staff member at that time.
 */
export function AvailabilityMenu({
  availability,
  target,
  place,
  zone,
  canBook,
  onClose,
}: {
  availability: AvailabilityRef;
  target: CalendarTarget | null;
  place: BookingPlace;
  zone: string;
  canBook: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Availability menu" size="sm">
      <Stack gap="sm">
        <Text size="sm">
          {availability.staffName} is available {formatRange(availability.startAt, availability.endAt, zone)}.
        </Text>
        {target && <Text size="sm">Book at {formatRange(target.startAt, target.endAt, zone)}.</Text>}
        {canBook ? (
          <Button component={Link} to={bookingUrl(place)}>
            Book appointment with {availability.staffName}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            You may not book appointments.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}

/** The 'update on move' confirmation: asks before a dragged event is saved at its new place. */
export function UpdateOnMove({
  summary,
  recurring,
  saving,
  onConfirm,
  onCancel,
}: {
  summary: string;
  recurring: boolean;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened onClose={onCancel} title="Update on move" size="md" closeOnClickOutside={!saving}>
      <Stack gap="sm">
        <Text>{summary}</Text>
        {recurring && (
          <Text size="sm" c="dimmed">
            Only this event of its series moves; it keeps its original time as a moved occurrence.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={saving}>
            Update
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
