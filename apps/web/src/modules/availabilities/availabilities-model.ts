/** The staff availabilities screen (001 §2.4, §3.6): the week shown by default and the pieces per staff and day. */
import { isoToWall } from '../timezone/zoned-time';

export interface AvailabilityPiece {
  staffId: string;
  staffName: string;
  startAt: string;
  endAt: string;
  available: boolean;
  label?: string | null;
  roomName?: string | null;
  locationName?: string | null;
  serviceNames: readonly string[];
}

export interface DateRange {
  from: string;
  to: string;
}

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The week (Monday to Sunday) holding a local date 'YYYY-MM-DD'. */
export function weekOf(date: string): DateRange {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/**
 * The staff members asked about: those chosen (every one until a choice is made) for viewers who see
 * all staff; limited staff only themselves.
 */
export function shownStaffIds(
  everyone: boolean,
  chosen: readonly string[] | null,
  options: readonly { value: string }[],
  me: string | null,
): string[] {
  if (!everyone) return me ? [me] : [];
  return chosen ? [...chosen] : options.map((o) => o.value);
}

export interface ShownPiece {
  key: string;
  time: string;
  available: boolean;
  /** Where and for what (free), or why busy. */
  detail: string;
}

export interface StaffDay {
  date: string;
  pieces: ShownPiece[];
}

export interface StaffAvailability {
  staffId: string;
  staffName: string;
  days: StaffDay[];
}

/** What a piece says besides its time: location · room · services when free, its label when busy. */
export function pieceDetail(p: AvailabilityPiece): string {
  if (!p.available) return p.label || 'Busy';
  const services = p.serviceNames.length ? p.serviceNames.join(', ') : 'Any service';
  return [p.locationName, p.roomName, services].filter(Boolean).join(' · ');
}

/** The pieces by staff member (by name) and local day of the zone, each day in time order. */
export function groupAvailabilities(pieces: readonly AvailabilityPiece[], zone: string): StaffAvailability[] {
  const staff = new Map<string, StaffAvailability>();
  const sorted = [...pieces].sort((a, b) => a.startAt.localeCompare(b.startAt));
  for (const p of sorted) {
    let entry = staff.get(p.staffId);
    if (!entry) {
      entry = { staffId: p.staffId, staffName: p.staffName, days: [] };
      staff.set(p.staffId, entry);
    }
    const start = isoToWall(p.startAt, zone);
    const end = isoToWall(p.endAt, zone);
    const date = start.slice(0, 10);
    let day = entry.days.find((d) => d.date === date);
    if (!day) {
      day = { date, pieces: [] };
      entry.days.push(day);
    }
    const endText = end.slice(0, 10) === date ? end.slice(11) : `${end.slice(11)} (+1)`;
    day.pieces.push({
      key: `${p.startAt}-${p.endAt}-${day.pieces.length}`,
      time: `${start.slice(11)}–${endText}`,
      available: p.available,
      detail: pieceDetail(p),
    });
  }
  return [...staff.values()].sort((a, b) => a.staffName.localeCompare(b.staffName));
}

/** 'Mon, Nov 23' for a local date. */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}
