import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type Redis from 'ioredis';
import { ACTOR_HEADER, ActorContext, BlockReason, REQUEST_ID_HEADER } from '@tempo/contracts';
import { bindLogContext, inLogContext, updateLogContext } from '@tempo/logging';
import { ActorLoader, IdentityUnavailableError } from './actor-loader';
import type { ActorTokenCache } from './actor-token-cache';
import { authenticate, redisSessionRevocationCheck } from './authenticate';
import { IdTokenVerifier, KeysUnavailableError, parseAuthorization } from './authorization';
import {
  BanCheck,
  BlockRules,
  JsonAnswer,
  blockReason,
  blockResponse,
  clientIp,
  errorResponse,
} from './blocking';
import type { GatewayContext } from './data-source';
import type { GraphqlRequest, GraphqlResponse, Next } from './graphql-route';
import { countBlocked, GatewayMetrics, REQUEST_RULE } from './metrics';
import { TOO_MANY_ROOT_FIELDS } from './limits';
import { GraphQLParams, parseRequest } from './graphql-request';
import { LimitedAttempt, limitedAttempts } from './limited-attempts';
import { isTokenlessOperation } from './public-operations';
import { rootSelection, selectedOperations } from './root-fields';
import { Limit, RateLimits, rateVerdict, signedIn } from './rate-limit';
import { logAnswer } from './request-log';
import { businessArgument, resolveBusiness } from './tenant';

/**
 * What runs before Apollo on every /graphql request, in order:
 * request id → strip client actor header → firewall (IP ban, country) →
 * root-field cap → rate limits (requests, sign-in, mail, name checks) →
 * tenant → Authorization → actor token. Each step may answer on its own (403, 401, 503); otherwise the
 * GatewayContext is left in `res.locals.gateway` for Apollo's context.
 */

export interface PipelineOptions {
  redis: Redis;
  loader: ActorLoader;
  verify: IdTokenVerifier;
  metrics: GatewayMetrics;
  blockRules: BlockRules;
  /** The ban-set check (blocking.ts); Redis on every request by default. */
  isBanned?: BanCheck;
  rateLimits: RateLimits;
  requestLimit: Limit;
  /** Root selections allowed in one request (MAX_ROOT_FIELDS). */
  maxRootFields: number;
  trustProxy: boolean;
  /** Signs (and reuses) the actor tokens forwarded to the subgraphs. */
  actorTokens: ActorTokenCache;
  log: (msg: string, err?: unknown) => void;
  /** The time (epoch milliseconds) a request is received at: the gateway's clock. */
  now: () => number;
}

export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';
const UNAVAILABLE_TEXT = 'Service temporarily unavailable, try again later';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export const tooManyRootFieldsText = (max: number): string =>
  `Too many root fields: a request may select at most ${max} (aliases and __typename included)`;

/** The loginSimple fields whose result says whether the login signed in. */
const passwordSignIns = (attempts: LimitedAttempt[]) =>
  attempts.filter((a) => a.field === 'loginSimple' && a.login !== null);

export interface GatewayLocals {
  gateway?: GatewayContext;
  actor?: ActorContext;
  operationName?: string | null;
}

function send(
  res: ServerResponse,
  answer: JsonAnswer,
  metrics: GatewayMetrics,
  operation: string | null,
): void {
  for (const e of answer.body.errors)
    metrics.errors.inc({ operation: metrics.operation(operation), code: String(e.extensions.code) });
  res.statusCode = answer.status;
  for (const name in answer.headers) res.setHeader(name, answer.headers[name]);
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(answer.body));
}

/** A GET request's parameters from its query string (as express's default query parser reads it), else the body. */
function requestParams(req: GraphqlRequest): unknown {
  if (req.method !== 'GET') return req.body;
  const url = req.url ?? '';
  const question = url.indexOf('?');
  return parseQueryString(question < 0 ? '' : url.slice(question + 1));
}

export function gatewayPipeline(opts: PipelineOptions) {
  // Each request (the pipeline, Apollo, the subgraph calls) runs in a log context: its id, then its business.
  return inLogContext(async (req: GraphqlRequest, res: GraphqlResponse, next: Next): Promise<void> => {
    const receivedAt = opts.now();
    const locals = res.locals;
    const incomingId = req.headers[REQUEST_ID_HEADER];
    const requestId =
      typeof incomingId === 'string' && REQUEST_ID.test(incomingId) ? incomingId : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    updateLogContext({ requestId });
    // Only the gateway speaks for the actor; whatever a client claims is dropped.
    delete req.headers[ACTOR_HEADER];

    const params = requestParams(req);
    const parsed = parseRequest((params && typeof params === 'object' ? params : {}) as GraphQLParams);
    const ops = parsed.document ? selectedOperations(parsed.document, parsed.operationName) : [];
    locals.operationName = parsed.operationName ?? (ops.length === 1 ? (ops[0].name?.value ?? null) : null);

    // Once the answer is sent: its duration and count, and its log line (in this request's context,
    // bound now: the response's events come from elsewhere), from the one timer.
    const stop = opts.metrics.duration.startTimer();
    res.once(
      'finish',
      bindLogContext(() => {
        const operation = opts.metrics.operation(locals.operationName);
        const seconds = stop({ operation });
        opts.metrics.requests.inc({ operation, status: String(res.statusCode) });
        logAnswer(res, seconds);
      }),
    );

    try {
      const ip = clientIp(req, opts.trustProxy);
      const blocked = await blockReason(opts.redis, opts.blockRules, ip, req, opts.isBanned);
      if (blocked) {
        countBlocked(opts.metrics, blocked);
        return send(res, blockResponse(blocked), opts.metrics, locals.operationName);
      }

      const selection = parsed.document
        ? rootSelection(parsed.document, parsed.operationName, parsed.variables, opts.maxRootFields)
        : { fields: [], tooMany: false };
      // Refused before any counting or execution: the count would be partial.
      if (selection.tooMany)
        return send(
          res,
          errorResponse(400, TOO_MANY_ROOT_FIELDS, tooManyRootFieldsText(opts.maxRootFields)),
          opts.metrics,
          locals.operationName,
        );
      const fields = selection.fields;
      const attempts = limitedAttempts(fields);
      const { requestLimited, broken } = await rateVerdict(
        opts.redis,
        opts.rateLimits,
        opts.requestLimit,
        ip,
        attempts,
      );
      if (requestLimited || broken.length) {
        countBlocked(
          opts.metrics,
          BlockReason.THROTTLED,
          requestLimited ? [REQUEST_RULE, ...broken] : broken,
        );
        return send(res, blockResponse(BlockReason.THROTTLED), opts.metrics, locals.operationName);
      }

      const business = resolveBusiness(req.headers.host, parsed.variables, businessArgument(fields));
      updateLogContext({ business });
      const result = await authenticate({
        authorization: parseAuthorization(req.headers.authorization),
        tokenless: isTokenlessOperation(fields),
        facts: { business, ip, requestId },
        verify: opts.verify,
        isSessionRevoked: redisSessionRevocationCheck(opts.redis),
        loader: opts.loader,
      });
      if ('failure' in result) {
        const f = result.failure;
        return send(res, errorResponse(f.status, f.code, f.message), opts.metrics, locals.operationName);
      }
      locals.actor = result.actor;
      locals.gateway = {
        actorToken: await opts.actorTokens.token(result.actor),
        requestId,
        receivedAt,
        operationName: locals.operationName,
        afterResponse: afterSignIn(opts, ip, passwordSignIns(attempts)),
      };
      next();
    } catch (e) {
      const known = e instanceof IdentityUnavailableError || e instanceof KeysUnavailableError;
      opts.log(known ? `authentication unavailable: ${(e as Error).message}` : 'gateway pipeline failed', e);
      send(
        res,
        errorResponse(503, SERVICE_UNAVAILABLE, UNAVAILABLE_TEXT),
        opts.metrics,
        locals.operationName,
      );
    }
  });
}

/** Clears the failed attempts of every login that signed in (status 'ok') in the response. */
function afterSignIn(
  opts: PipelineOptions,
  ip: string,
  signIns: LimitedAttempt[],
): GatewayContext['afterResponse'] {
  if (!signIns.length) return undefined;
  return async (data) => {
    for (const a of signIns) {
      const result = data?.[a.responseKey];
      const ok = !!result && typeof result === 'object' && (result as { status?: unknown }).status === 'ok';
      if (ok) await signedIn(opts.redis, opts.rateLimits, a.login!, ip);
    }
  };
}
