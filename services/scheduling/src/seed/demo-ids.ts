import { createHash } from 'crypto';

/**
 * The fixed id of a piece of scheduling's demo data, so parts can refer to
 * each other ('location-main', 'room-main-1', 'service-piano-30', ...): a
 * uuid v7-shaped value from sha256(`tempo-scheduling-demo:${key}`).
 */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`tempo-scheduling-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
