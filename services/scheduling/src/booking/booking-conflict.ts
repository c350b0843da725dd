// A booking refused by the database: the exclusion constraints keep a room (event_room_no_overlap) and a
// staff member (staff_booking_no_overlap) from two blocking events at overlapping times. PostgreSQL reports
// the refusal as SQLSTATE 23P01 (exclusion_violation) naming the constraint; the user reads which room or
// person is taken and when, in the business's zone, after the 'error booking: ' prefix clients recognise.
import { type Instant, periodText } from './booking-time';

export const BOOKING_CONSTRAINTS = ['event_room_no_overlap', 'staff_booking_no_overlap'] as const;
export type BookingConstraint = (typeof BOOKING_CONSTRAINTS)[number];

export const EXCLUSION_VIOLATION = '23P01';
export const BOOKING_ERROR_PREFIX = 'error booking: ';

/** What is already booked at the time asked for. */
export interface TakenSlot {
  readonly staffName?: string | null;
  readonly roomName?: string | null;
  readonly startAt: Instant;
  readonly endAt: Instant;
  /** The business's IANA zone: the times are read there. */
  readonly zone: string;
}

/** The shape of a failed query as the database driver and TypeORM's QueryFailedError report it. */
export interface DriverErrorLike {
  readonly code?: unknown;
  readonly constraint?: unknown;
}
export interface QueryFailedLike extends DriverErrorLike {
  readonly driverError?: DriverErrorLike | null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The constraint an exclusion violation names, or null for any other error: the driver's error (TypeORM
 * keeps it as driverError) or the error itself must carry code 23P01 and a constraint name.
 */
export function isExclusionViolation(error: unknown): string | null {
  if (!isObject(error)) return null;
  const candidates = [error.driverError, error].filter(isObject);
  for (const e of candidates)
    if (e.code === EXCLUSION_VIOLATION && typeof e.constraint === 'string' && e.constraint)
      return e.constraint;
  return null;
}

export const isBookingConstraint = (name: string | null): name is BookingConstraint =>
  (BOOKING_CONSTRAINTS as readonly string[]).includes(name ?? '');

/** The booking constraint an error violates, or null when it is not a booking conflict. */
export function bookingConflictOf(error: unknown): BookingConstraint | null {
  const name = isExclusionViolation(error);
  return isBookingConstraint(name) ? name : null;
}

/**
 * The message for a refused booking: 'error booking: <staff> is already booked <period>' for a staff
 * member, 'error booking: room <room> is taken <period>' for a room (names trimmed; a missing name reads
 * 'the staff member' or 'the room').
 */
export function bookingConflictMessage(constraint: BookingConstraint, taken: TakenSlot): string {
  const period = periodText(taken.startAt, taken.endAt, taken.zone);
  if (constraint === 'staff_booking_no_overlap') {
    const who = taken.staffName?.trim() || 'the staff member';
    return `${BOOKING_ERROR_PREFIX}${who} is already booked ${period}`;
  }
  const room = taken.roomName?.trim();
  return `${BOOKING_ERROR_PREFIX}${room ? `room ${room}` : 'the room'} is taken ${period}`;
}
