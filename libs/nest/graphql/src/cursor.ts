import { createHmac, timingSafeEqual } from 'crypto';
import { ErrorCode, Texts } from '@tempo/contracts';
import { UserError } from './errors';

/**
 * Opaque, signed cursors. A cursor is bound to the query that issued it (its
 * fingerprint: operation, filters and actor), so a cursor that was not
 * received from the last response of the same query is refused with the
 * spec's text.
 */
export interface CursorCodec {
  encode(position: unknown, fingerprint: string): string;
  decode<T>(cursor: string | null | undefined, fingerprint: string): T | null;
}

export function cursorCodec(secret: string): CursorCodec {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    encode(position, fingerprint) {
      const body = Buffer.from(JSON.stringify({ p: position, f: fingerprint })).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    decode<T>(cursor: string | null | undefined, fingerprint: string): T | null {
      if (cursor === null || cursor === undefined || cursor === '') return null;
      const refuse = () => new UserError(Texts.invalidCursor, ErrorCode.INVALID_CURSOR);
      const [body, mac] = cursor.split('.');
      if (!body || !mac) throw refuse();
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse();
      let parsed: { p: T; f: string };
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw refuse();
      }
      if (parsed.f !== fingerprint) throw refuse();
      return parsed.p;
    },
  };
}

/** One page of a keyset query: fetch `limit + 1` rows, return `limit` and the next cursor. */
export function page<T>(
  rows: T[],
  limit: number,
  positionOf: (row: T) => unknown,
  codec: CursorCodec,
  fingerprint: string,
): { items: T[]; cursor: string | null } {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return {
    items,
    cursor: more && items.length ? codec.encode(positionOf(items[items.length - 1]), fingerprint) : null,
  };
}
