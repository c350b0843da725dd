/** The rows of a session's public program: date, time in the business zone, location. */
import { isoToWall } from '../timezone/zoned-time';

export interface ProgramEvent {
  id: string;
  name: string;
  startAt: string;
  endAt: string;
  location?: { name: string } | null;
}

export interface ProgramRow {
  id: string;
  name: string;
  date: string;
  time: string;
  location: string;
}

const longDate = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

/** The events by start, each with its local date and times in the zone and its location ('' when none). */
export function programRows(events: readonly ProgramEvent[], zone: string): ProgramRow[] {
  return [...events]
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .map((e) => {
      const start = isoToWall(e.startAt, zone);
      const end = isoToWall(e.endAt, zone);
      const endText =
        end.slice(0, 10) === start.slice(0, 10)
          ? end.slice(11)
          : `${longDate(end.slice(0, 10))} ${end.slice(11)}`;
      return {
        id: e.id,
        name: e.name,
        date: longDate(start.slice(0, 10)),
        time: `${start.slice(11)}–${endText}`,
        location: e.location?.name ?? '',
      };
    });
}

/** 'Nov 2, 2026 – Jan 25, 2027' (or from the start only when open-ended). */
export function sessionDates(startDate: string, endDate?: string | null): string {
  const d = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
  return endDate ? `${d(startDate)} – ${d(endDate)}` : `From ${d(startDate)}`;
}
