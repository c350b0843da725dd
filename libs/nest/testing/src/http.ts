import { Agent, request } from 'node:http';

/** Small helpers for integration tests that talk to the real running stack. */
export interface GqlResponse<T = unknown> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** An answer as it came: status, headers and the body's bytes. */
export interface RawPost {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * POSTs a JSON body with node:http, so a `host` header is sent as given (fetch may replace it with the URL's
 * host on a reused connection), and resolves once the answer's last byte has arrived. A new connection per
 * call unless an `agent` (e.g. keep-alive) is given.
 */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string> = {},
  agent: Agent | false = false,
): Promise<RawPost> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * POSTs a GraphQL request (postJson) and reads its answer.
 * `T` is the shape of the data the document selects; unknown unless named.
 */
export async function gql<T = unknown>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const res = await postJson(url, JSON.stringify({ query, variables }), headers);
  const text = res.body.toString('utf8');
  let parsed: { data?: T; errors?: GqlResponse['errors'] } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { errors: [{ message: text }] };
  }
  const h = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
  return { status: res.status, headers: h, data: parsed.data, errors: parsed.errors };
}

/** Polls `probe` until it returns a value (not undefined/null/false) or the time runs out. */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20000,
  everyMs = 200,
): Promise<T> {
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
