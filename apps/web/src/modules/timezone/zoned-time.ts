/** Wall times of a zone and instants, with the browser's Intl (the viewer's chosen zone, 000 §2.8). */

const parts = (instant: number, zone: string) => {
  const out: Record<string, number> = {};
  for (const p of new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
};

/** The zone's offset from UTC at an instant, in milliseconds. */
export function zoneOffset(instant: number, zone: string): number {
  const p = parts(instant, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall time ('YYYY-MM-DDTHH:MM') of a zone shows, as ISO; a time in a spring-forward gap
 * moves by the gap, a repeated one takes its first showing.
 */
export function wallToIso(wall: string, zone: string): string {
  const [date, time = '00:00'] = wall.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const day = 43_200_000;
  const offsets = [zoneOffset(guess - day, zone), zoneOffset(guess + day, zone)];
  const showing = offsets
    .map((o) => guess - o)
    .filter((t) => t + zoneOffset(t, zone) === guess)
    .sort((a, b) => a - b);
  return new Date(showing[0] ?? guess - offsets[0]).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall time ('YYYY-MM-DDTHH:MM') an instant shows in a zone. */
export function isoToWall(iso: string, zone: string): string {
  const p = parts(Date.parse(iso), zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'Dec 24, 2026, 9:00 AM' in a zone. */
export const formatInstant = (iso: string, zone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(
    Date.parse(iso),
  );

/** 'Dec 24, 2026' of a plain date. */
export const formatDate = (date: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );

/** The local date (YYYY-MM-DD) an instant falls on in a zone (UTC when none is given). */
export const todayIn = (zone: string | null | undefined, now: number): string =>
  isoToWall(new Date(now).toISOString(), zone || 'UTC').slice(0, 10);
