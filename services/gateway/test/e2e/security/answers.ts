import type { GqlResponse } from '@tempo/testing';

/** Running the generated calls a few at a time, and reading their answers: refused, or a broken call. */

/** Runs `work` over `items` a few at a time. */
export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

/** A refusal as the spec words it: 'authorization error' (FORBIDDEN) or 'not currently authenticated' (UNAUTHENTICATED). */
export function isRefusal(r: GqlResponse): boolean {
  return (r.errors ?? []).some(
    (e) =>
      (/authorization error/.test(e.message) && e.extensions?.code === 'FORBIDDEN') ||
      (/not currently authenticated/.test(e.message) && e.extensions?.code === 'UNAUTHENTICATED'),
  );
}

/** Error codes that mean the generated call itself was wrong, not refused or answered. */
export const BROKEN_CALL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'QUERY_TOO_COMPLEX',
  'INTERNAL_SERVER_ERROR',
]);

export const brokenCall = (r: GqlResponse): string | null => {
  const e = (r.errors ?? []).find((x) => BROKEN_CALL_CODES.has(String(x.extensions?.code)));
  return e ? `${String(e.extensions?.code)}: ${e.message}` : null;
};
