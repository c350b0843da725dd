/** Small helpers for integration tests that talk to the real running stack. */
export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

export async function gql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let body: { data?: T; errors?: GqlResponse['errors'] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { errors: [{ message: text }] };
  }
  return { status: res.status, headers: res.headers, data: body.data, errors: body.errors };
}

/** Polls `probe` until it returns a value (not undefined/null/false) or the time runs out. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 20000, everyMs = 200): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await probe();
      if (v !== undefined && v !== null && v !== false) return v as T;
    } catch (e) {
      last = e;
    }
    if (Date.now() > end) throw new Error(`waitFor timed out${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
