import { createHash } from 'crypto';

/** The demo business scheduling fills: locations, services, staff hours and time off. */
export const DEMO_BUSINESS = 'demo';

/**
 * The fixed id of a demo record, so that the demo data's parts can refer to each other and
 * seeding again finds what is there: UUID v7-shaped, from sha256 of the key
 * (keys like 'location-main', 'room-main-1', 'service-piano-30', 'session-theory-fall').
 */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`tempo-scheduling-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The id people's demo data gives a demo person (its seed derives them from keys such as
 * 'family0-child0', 'adult3' or 'client-child'), so that scheduling's demo events can name the demo
 * students before or without their copies in client_member.
 */
export function demoPersonId(key: string): string {
  const h = createHash('sha256').update(`tempo-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
