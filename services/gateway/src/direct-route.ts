import Negotiator from 'negotiator';
import { BufferedResponse } from './subgraph-fetcher';
import { SubgraphDataSource, plainAnswer } from './data-source';
import type { DirectOperations } from './direct-operations';
import type { GatewayMetrics } from './metrics';
import type { GraphqlRequest, GraphqlResponse, Handler } from './graphql-route';

/**
 * The request step between the pipeline and Apollo for operations one
 * subgraph answers whole (direct-operations.ts): the operation goes straight
 * to that subgraph and a plain answer (data, no errors) is returned as
 * Apollo would return it: the same body (the subgraph's own bytes), status and headers, and the
 * pipeline's afterResponse run with the data. Apollo's per-request work
 * (hashing, parsing, validation, planning, result shaping) is skipped.
 *
 * Everything else goes on to Apollo: requests Apollo answers differently
 * (GET, other content types, an Accept that does not prefer JSON, batches,
 * extensions), operations of several subgraphs, invalid variables, and any
 * answer with errors, extensions, a cache hint or a failure: that answer is
 * handed to Apollo (GatewayContext.prefetched), which reads it instead of
 * sending the fetch again, so the operation never runs twice.
 */

export interface DirectRouteOptions {
  operations: DirectOperations;
  /** The data source of a subgraph by name. */
  source: (subgraph: string) => SubgraphDataSource | undefined;
  metrics: GatewayMetrics;
  log: (msg: string, err?: unknown) => void;
}

/** Apollo Server's JSON media types, in its order of preference. */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const MEDIA_TYPES = [
  APPLICATION_JSON,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];
const JSON_REQUEST = /^application\/json\s*(?:;|$)/i;
const NEWLINE = 0x0a;

/** Whether Apollo would answer with plain application/json, per Accept header (few distinct values). */
const acceptsJson = new Map<string, boolean>();
function prefersJson(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  let known = acceptsJson.get(accept);
  if (known === undefined) {
    known = new Negotiator({ headers: { accept } }).mediaType(MEDIA_TYPES) === APPLICATION_JSON;
    if (acceptsJson.size < 100) acceptsJson.set(accept, known);
  }
  return known;
}

interface DirectParams {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The parameters of a request the direct route may take, or null. */
export function directParams(req: GraphqlRequest): DirectParams | null {
  if (req.method !== 'POST' || !JSON_REQUEST.test(req.headers['content-type'] ?? '')) return null;
  if (!prefersJson(req.headers.accept)) return null;
  const body = req.body;
  if (!isRecord(body) || typeof body.query !== 'string' || body.extensions !== undefined) return null;
  const { operationName, variables } = body;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && !isRecord(variables)) return null;
  return { query: body.query, operationName: operationName ?? undefined, variables: variables ?? undefined };
}

export function directRoute(opts: DirectRouteOptions): Handler {
  return async (req: GraphqlRequest, res: GraphqlResponse, next) => {
    const ctx = res.locals.gateway;
    const params = ctx ? directParams(req) : null;
    const op = params && opts.operations.find(params.query, params.operationName);
    const source = op && opts.source(op.subgraph);
    const variables = op && source && opts.operations.variables(op, params.variables);
    if (!ctx || !op || !source || !variables) return next();

    let answer: BufferedResponse | { failure: unknown };
    try {
      answer = await source.send({ query: op.query, operationName: op.operationName, variables }, ctx);
    } catch (failure) {
      answer = { failure };
    }
    const plain = answer instanceof BufferedResponse ? await plainAnswer(answer) : null;
    opts.metrics.directCalls.inc({ outcome: plain ? 'answered' : 'handed_over' });
    if (!plain) {
      // Apollo's fetch is the planned one; the answer holds the same fields in whatever order `op.query` asked.
      ctx.prefetched = { subgraph: op.subgraph, query: op.plannedQuery, answer };
      return next();
    }
    if (ctx.afterResponse) {
      try {
        await ctx.afterResponse(await plain.data());
      } catch (e) {
        opts.log('after-response step failed', e);
      }
    }
    res.statusCode = 200;
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', APPLICATION_JSON);
    // The subgraph's answer is nothing but `data` (plainAnswer): its bytes are the answer, sent in the chunks
    // they came in, not joined nor written out again (a month of the calendar is over a megabyte).
    const parts = (answer as BufferedResponse).parts.filter((p) => p.length > 0);
    const last = parts[parts.length - 1];
    const newline = !last || last[last.length - 1] !== NEWLINE;
    let length = newline ? 1 : 0;
    for (const p of parts) length += p.length;
    res.setHeader('content-length', length);
    res.cork(); // one write to the socket; end() uncorks
    for (const p of parts) res.write(p);
    res.end(newline ? '\n' : undefined);
  };
}
