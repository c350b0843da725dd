import { Agent } from 'node:http';
import { postJson } from '@tempo/testing';

// The benchmark's HTTP calls: one kept-alive connection per target, and the answer's bytes as they came, so
// that a timing ends with the last byte of the answer (as k6 times a request) and not with the client's own
// JSON parsing of it, which the caller does afterwards.

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** POSTs a GraphQL body and resolves with the answer's bytes once the last one has arrived. */
export async function postGraphql(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<Buffer> {
  return (await postJson(url, body, headers, agent)).body;
}

/** The number of availability records of an answer; throws with its errors when it has none. */
export function availabilityRecords(answer: Buffer): number {
  const r = JSON.parse(answer.toString('utf8')) as {
    data?: { availabilities?: unknown[] } | null;
    errors?: unknown;
  };
  if (r.errors || !r.data?.availabilities)
    throw new Error(`availabilities failed: ${JSON.stringify(r.errors)}`);
  return r.data.availabilities.length;
}
