import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';

/**
 * The JSON body of a /graphql request, in `req.body`. The usual POST
 * (Content-Type application/json, UTF-8 or no charset, not compressed, a
 * Content-Length between 1 and `limit`) is read here in one piece;
 * everything else goes to express.json with the same limit, which answers
 * the unusual cases (other charsets 415, compressed bodies, chunked
 * uploads, too large 413) as it always has. Both refuse a body that is not
 * a JSON object or array with 400.
 */

const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** An HTTP error for express's error handler, shaped as body-parser's. */
function httpError(status: number, message: string, type: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true, type });
}

/** JSON.parse as body-parser's strict json(): only an object or array; an empty body is {}. */
export function parseJsonBody(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!body.length) return {};
  const first = body.trimStart()[0];
  if (first !== '{' && first !== '[') {
    throw httpError(400, 'A JSON body must be an object or an array', 'entity.parse.failed');
  }
  try {
    return JSON.parse(body) as unknown;
  } catch (e) {
    throw httpError(400, (e as Error).message, 'entity.parse.failed');
  }
}

/** The declared length of a plain JSON body within `limit`, or null when express.json must read it. */
export function plainJsonLength(req: Pick<IncomingMessage, 'headers'>, limit: number): number | null {
  const h = req.headers;
  if (!PLAIN_JSON.test(h['content-type'] ?? '')) return null;
  if (h['content-encoding'] !== undefined || h['transfer-encoding'] !== undefined) return null;
  const length = Number(h['content-length']);
  return Number.isInteger(length) && length > 0 && length <= limit ? length : null;
}

export function graphqlBody(limit: number) {
  const fallback = express.json({ limit });
  return (
    req: IncomingMessage & { body?: unknown },
    res: ServerResponse,
    next: (err?: unknown) => void,
  ): void => {
    const length = plainJsonLength(req, limit);
    if (length === null) return fallback(req, res, next);
    const chunks: Buffer[] = [];
    let received = 0;
    let done = false;
    const finish = (err?: Error) => {
      if (done) return;
      done = true;
      req.removeListener('data', onData);
      next(err);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > length)
        finish(httpError(400, 'request size did not match content length', 'request.size.invalid'));
      else chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('aborted', () => finish(httpError(400, 'request aborted', 'request.aborted')));
    req.once('error', (e) => finish(httpError(400, e.message, 'request.aborted')));
    req.once('end', () => {
      if (received !== length)
        return finish(httpError(400, 'request size did not match content length', 'request.size.invalid'));
      try {
        const text = (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)).toString('utf8');
        req.body = parseJsonBody(text);
        finish();
      } catch (e) {
        finish(e as Error);
      }
    });
  };
}
