import type { Release } from './releases';

/** Where this browser remembers the newest release the user has seen. */
export const LAST_SEEN_KEY = 'changelog.lastSeen';

/** How many releases the bell's popover shows. */
export const BELL_RELEASES = 3;

/** 'major.minor.patch'. */
export const VERSION = /^\d+\.\d+\.\d+$/;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a release date is a real calendar day written 'YYYY-MM-DD'. */
export function isReleaseDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === date;
}

/** Compares two 'major.minor.patch' versions: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** A release day as people read it ('November 21, 2026'). */
export function formatReleaseDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The releases newer than the last one seen (the list is newest first). Nothing (or nothing
 * readable) seen yet means every release is new.
 */
export function unseenReleases(releases: readonly Release[], lastSeen: string | null): readonly Release[] {
  if (!lastSeen || !VERSION.test(lastSeen)) return releases;
  return releases.filter((r) => compareVersions(r.version, lastSeen) > 0);
}

export function readLastSeen(storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(LAST_SEEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers the newest release as seen in this browser. */
export function markReleasesSeen(releases: readonly Release[], storage: Storage = localStorage): void {
  if (releases.length === 0) return;
  try {
    storage.setItem(LAST_SEEN_KEY, releases[0].version);
  } catch {
    // Without storage the bell simply counts the releases again on the next load.
  }
}
