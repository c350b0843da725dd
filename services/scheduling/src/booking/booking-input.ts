// The inputs of booking and enrolment (001 §5.5). Booking requires clientIds, locationId, planName,
// serviceId, staffId, startAt; enrolment requires clientIds, planName, serviceId, sessionId. Texts are
// trimmed and a blank text counts as absent; the first missing field, in that order, is reported
// ('<field> is required'). clientIds must name at least one client, none blank, none twice. startAt
// is an ISO instant with an offset; the booking ends the service's duration later.
import { USER_ERROR_TEXT } from '@tempo/contracts';
import { toInstant } from '@tempo/scheduling-rules';

export const BOOKING_FIELDS = [
  'clientIds',
  'locationId',
  'planName',
  'serviceId',
  'staffId',
  'startAt',
] as const;
export const ENROLMENT_FIELDS = ['clientIds', 'planName', 'serviceId', 'sessionId'] as const;

export const BOOKING_INPUT_TEXTS = {
  required: USER_ERROR_TEXT.REQUIRED_FIELD,
  blankClientId: 'clientIds must not contain an empty id',
  repeatedClient: (id: string) => `clientIds names client ${id} more than once`,
  startAt: 'startAt must be a date and time with an offset (ISO 8601)',
  noDuration: 'The service has no duration: it cannot be booked by start time',
} as const;

type Text = string | null | undefined;

export interface BookingInput {
  readonly clientIds?: readonly Text[] | null;
  readonly locationId?: Text;
  readonly planName?: Text;
  readonly serviceId?: Text;
  readonly staffId?: Text;
  readonly startAt?: Text;
}

export interface EnrolmentInput {
  readonly clientIds?: readonly Text[] | null;
  readonly planName?: Text;
  readonly serviceId?: Text;
  readonly sessionId?: Text;
}

/** A booking's input, trimmed, with its period as instants (epoch ms, half-open). */
export interface BookingRequest {
  readonly clientIds: string[];
  readonly locationId: string;
  readonly planName: string;
  readonly serviceId: string;
  readonly staffId: string;
  readonly startAt: number;
  readonly endAt: number;
}

export interface EnrolmentRequest {
  readonly clientIds: string[];
  readonly planName: string;
  readonly serviceId: string;
  readonly sessionId: string;
}

/** Either the checked value or the message saying why the input is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const trimmed = (v: Text): string => (typeof v === 'string' ? v.trim() : '');

/** A field counts as given when it is a non-blank text, or (clientIds) a non-empty list. */
function given(input: Record<string, unknown>, field: string): boolean {
  const v = input[field];
  if (field === 'clientIds') return Array.isArray(v) && v.length > 0;
  return typeof v === 'string' && v.trim() !== '';
}

const firstMissing = (input: object, fields: readonly string[]): string | null =>
  fields.find((f) => !given(input as Record<string, unknown>, f)) ?? null;

/** The problem with a list of client ids (blank or repeated), or null. */
export function clientIdsError(ids: readonly Text[]): string | null {
  const seen = new Set<string>();
  for (const raw of ids) {
    const id = trimmed(raw);
    if (!id) return BOOKING_INPUT_TEXTS.blankClientId;
    if (seen.has(id)) return BOOKING_INPUT_TEXTS.repeatedClient(id);
    seen.add(id);
  }
  return null;
}

/** The instant of an ISO text with an offset (or Z), or null when it is not one. */
export function instantOf(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) return null;
  try {
    const t = toInstant(text);
    return Number.isFinite(t) ? t : null;
  } catch {
    return null;
  }
}

/** The first reason a booking input is refused, or null when it is complete and well formed. */
export function bookingInputError(input: BookingInput): string | null {
  const missing = firstMissing(input, BOOKING_FIELDS);
  if (missing) return BOOKING_INPUT_TEXTS.required(missing);
  return (
    clientIdsError(input.clientIds!) ??
    (instantOf(trimmed(input.startAt)) === null ? BOOKING_INPUT_TEXTS.startAt : null)
  );
}

/** The first reason an enrolment input is refused, or null when it is complete and well formed. */
export function enrolmentInputError(input: EnrolmentInput): string | null {
  const missing = firstMissing(input, ENROLMENT_FIELDS);
  if (missing) return BOOKING_INPUT_TEXTS.required(missing);
  return clientIdsError(input.clientIds!);
}

/**
 * The booking a valid input asks for: its texts trimmed, its end the service's
 * duration after its start (a service without a duration cannot be booked so).
 */
export function bookingRequest(
  input: BookingInput,
  service: { readonly durationMinutes: number | null },
): Checked<BookingRequest> {
  const message = bookingInputError(input);
  if (message) return { ok: false, message };
  if (!service.durationMinutes || service.durationMinutes <= 0)
    return { ok: false, message: BOOKING_INPUT_TEXTS.noDuration };
  const startAt = instantOf(trimmed(input.startAt))!;
  return {
    ok: true,
    value: {
      clientIds: input.clientIds!.map(trimmed),
      locationId: trimmed(input.locationId),
      planName: trimmed(input.planName),
      serviceId: trimmed(input.serviceId),
      staffId: trimmed(input.staffId),
      startAt,
      endAt: startAt + service.durationMinutes * 60_000,
    },
  };
}

/** The enrolment a valid input asks for, its texts trimmed. */
export function enrolmentRequest(input: EnrolmentInput): Checked<EnrolmentRequest> {
  const message = enrolmentInputError(input);
  if (message) return { ok: false, message };
  return {
    ok: true,
    value: {
      clientIds: input.clientIds!.map(trimmed),
      planName: trimmed(input.planName),
      serviceId: trimmed(input.serviceId),
      sessionId: trimmed(input.sessionId),
    },
  };
}
