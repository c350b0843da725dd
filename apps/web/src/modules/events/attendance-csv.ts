import { isoToWall } from '../timezone/zoned-time';

/**
 * The attendance report's CSV export (RFC 4180): a header row, one row per client and event,
 * CRLF line ends. A field is quoted when it holds a comma, a quote, a line break or leading or
 * trailing spaces; quotes inside are doubled. A field starting with =, +, - or @ is prefixed with
 * a single quote so that spreadsheets do not run it as a formula.
 */

export interface AttendanceCsvRow {
  eventId: string;
  eventName: string;
  startAt: string;
  endAt: string;
  timezone: string;
  locationName?: string | null;
  roomName?: string | null;
  serviceName?: string | null;
  staffNames: readonly string[];
  clientId?: string | null;
  clientName?: string | null;
  status?: string | null;
  statusLabel?: string | null;
  planName?: string | null;
  paid: boolean;
}

export const ATTENDANCE_CSV_HEADER = [
  'Date',
  'Start',
  'End',
  'Time zone',
  'Event',
  'Service',
  'Location',
  'Room',
  'Staff',
  'Client',
  'Status',
  'Plan',
  'Paid',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field, quoted when it has to be. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | boolean | null | undefined)[]): string =>
  fields.map(csvField).join(',');

/** The rows of the report, with dates and times in the zone given (the viewer's), as CSV text. */
export function attendanceCsv(rows: readonly AttendanceCsvRow[], zone: string): string {
  const lines = [csvLine(ATTENDANCE_CSV_HEADER)];
  for (const r of rows) {
    const start = isoToWall(r.startAt, zone);
    const end = isoToWall(r.endAt, zone);
    lines.push(
      csvLine([
        start.slice(0, 10),
        start.slice(11),
        end.slice(11),
        zone,
        r.eventName,
        r.serviceName,
        r.locationName,
        r.roomName,
        r.staffNames.join(', '),
        r.clientName,
        r.statusLabel ?? r.status,
        r.planName,
        r.paid ? 'Yes' : 'No',
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file name of an export: 'attendance-2026-11-01-2026-11-30.csv'. */
export const attendanceFileName = (from: string, to: string): string => `attendance-${from}-${to}.csv`;
