// A booking refused by the database: the exclusion constraints keep a room (event_room_no_overlap) and a
// staff member (staff_booking_no_overlap) from two blocking events at overlapping times. PostgreSQL reports
// the refusal as SQLSTATE 23P01 (exclusion_violation) naming the constraint; the user reads which room or
// person is taken and when (takenReason, collisionsMessage), after the 'error booking: ' prefix clients
// recognise.
export const BOOKING_CONSTRAINTS = ['event_room_no_overlap', 'staff_booking_no_overlap'] as const;
export type BookingConstraint = (typeof BOOKING_CONSTRAINTS)[number];

export const EXCLUSION_VIOLATION = '23P01';
export const BOOKING_ERROR_PREFIX = 'error booking: ';

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
