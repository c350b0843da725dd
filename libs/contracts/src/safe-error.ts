/**
 * Errors as they may be written to a log: the name, the message, a code and
 * (optionally) the stack, nothing else. Database errors carry the statement's
 * `parameters` (a business's settings and secrets), `query` and the driver's
 * details; HTTP clients carry headers and bodies: none of that is kept. Tokens
 * and values of secret-looking keys inside the kept text are masked.
 */
export interface SafeErrorInfo {
  name: string;
  message: string;
  code?: string;
  stack?: string;
}

/** Keys whose values are credentials or secrets wherever they appear (`password=...`, `"webhookKey":"..."`). */
export const SECRET_KEY_PATTERN =
  /pass(?:word)?|secret|token|api[-_]?key|authorization|cookie|credential|private[-_]?key|webhook[-_]?key|sync[-_]?key/i;

const MASK = '[redacted]';
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}(?:\.[A-Za-z0-9_-]*)?/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi;
// key=value, key: value, "key":"value" where the key looks secret.
const SECRET_PAIR = new RegExp(
  `(["']?[A-Za-z0-9_-]*(?:${SECRET_KEY_PATTERN.source})[A-Za-z0-9_-]*["']?\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&}\\]]+)`,
  'gi',
);

/** Masks tokens, credentials in URLs and values of secret-looking keys in a text. */
export function redactSecrets(text: string): string {
  return text
    .replace(JWT, MASK)
    .replace(BEARER, `$1 ${MASK}`)
    .replace(URL_CREDENTIALS, `$1${MASK}@`)
    .replace(SECRET_PAIR, `$1${MASK}`);
}

const codeOf = (e: Record<string, unknown>): string | undefined => {
  const code = e.code ?? (e.driverError as Record<string, unknown> | undefined)?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
};

/** The parts of an error that may be logged. */
export function safeError(e: unknown, opts: { stack?: boolean } = {}): SafeErrorInfo {
  if (e instanceof Error) {
    const info: SafeErrorInfo = { name: e.name || 'Error', message: redactSecrets(e.message ?? '') };
    const code = codeOf(e as unknown as Record<string, unknown>);
    if (code) info.code = code;
    if (opts.stack !== false && e.stack) {
      // The stack's first line repeats the message; keep only the frames.
      const frames = e.stack
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .join('\n');
      if (frames) info.stack = redactSecrets(frames);
    }
    return info;
  }
  if (typeof e === 'string') return { name: 'Error', message: redactSecrets(e) };
  if (e && typeof e === 'object') {
    const o = e as Record<string, unknown>;
    const info: SafeErrorInfo = {
      name: typeof o.name === 'string' ? o.name : 'Error',
      message: typeof o.message === 'string' ? redactSecrets(o.message) : 'non-error value thrown',
    };
    const code = codeOf(o);
    if (code) info.code = code;
    return info;
  }
  return { name: 'Error', message: redactSecrets(String(e)) };
}

/** One log line (plus the stack frames unless `stack: false`) for an error. */
export function safeErrorText(e: unknown, opts: { stack?: boolean } = {}): string {
  const info = safeError(e, opts);
  const head = `${info.name}: ${info.message}${info.code ? ` (code ${info.code})` : ''}`;
  return info.stack ? `${head}\n${info.stack}` : head;
}
