import { createHash } from 'crypto';

/**
 * The fixed id of a demo row (e.g. 'location-main', 'service-piano-30'): uuid
 * v7-shaped from sha256(`tempo-scheduling-demo:<key>`), so the parts of the demo
 * data can refer to each other's rows.
 */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`tempo-scheduling-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
