/** The calendar benchmark's GraphQL documents and how it reads a booking's answer. */
import { webAppDocuments } from './figures';

/** The booking the benchmark sends, with what it reads of the answer. */
export const BOOK = `mutation BenchBook($business: ID!, $booking: AppointmentInput!) {
  bookAppointment(business: $business, booking: $booking) { status error events { id } }
}`;

/** The calendar's own events document (as the web app sends it), else the same selection. */
export function calendarDocument(): { query: string; source: string } {
  try {
    const ops = webAppDocuments(['CalendarEvents']);
    return { query: ops.CalendarEvents, source: "the web app's CalendarEvents document" };
  } catch {
    return {
      query: FALLBACK_EVENTS,
      source: "the calendar's selection (CalendarEvents not yet in the web app)",
    };
  }
}
const FALLBACK_EVENTS = `query CalendarEvents($business: ID!, $fromDate: String!, $toDate: String!, $locationIds: [ID!],
  $roomIds: [ID!], $staffIds: [ID!], $serviceIds: [ID!], $serviceTags: [String!], $activeOnly: Boolean) {
  events(business: $business, fromDate: $fromDate, toDate: $toDate, locationIds: $locationIds, roomIds: $roomIds,
    staffIds: $staffIds, serviceIds: $serviceIds, serviceTags: $serviceTags, activeOnly: $activeOnly) {
    id name displayName startAt endAt timezone status isLocked calendarColor note hasNote locationId locationName
    roomId roomName serviceId serviceName sessionId recurringId recurringOutlier primaryStaffId paid version
    clients { peopleId name status statusLabel paid planName __typename }
    staff { peopleId name profilePhoto __typename }
    __typename
  }
}`;

/** A booking's answer as the benchmark counts it. */
export interface Answer {
  ok: boolean;
  refused: boolean;
  error: string | null;
}

/** Reads a booking's answer: booked, refused as a double booking, or another error. */
export function bookingAnswer(raw: Buffer, status: number): Answer {
  let r: {
    data?: { bookAppointment?: { status: string; error: string | null } | null } | null;
    errors?: Array<{ message: string }>;
  };
  try {
    r = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, refused: false, error: `HTTP ${status}: ${raw.toString('utf8').slice(0, 200)}` };
  }
  const res = r.data?.bookAppointment;
  const error = res?.error ?? r.errors?.map((e) => e.message).join('; ') ?? (res ? null : `HTTP ${status}`);
  const ok = res?.status === 'ok';
  return { ok, refused: !ok && !!error && error.startsWith('error booking: '), error: ok ? null : error };
}
