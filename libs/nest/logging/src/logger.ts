import { type Clock, systemClock } from '@tempo/contracts';
import { currentLogContext } from './context';
import { errorText, redactField, redactText } from './redact';

export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

/** LOG_LEVEL's value, or `fallback` when it is absent or not a level (the process's config validation names it). */
export function parseLogLevel(raw: string | undefined, fallback: LogLevel = 'info'): LogLevel {
  const value = raw?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel) : fallback;
}

/** More about a line: written as keys of its own (sensitive ones masked); `err` as an error's safe text. */
export type LogFields = Record<string, unknown>;

export interface JsonLoggerOptions {
  /** The process: gateway, identity, people, ... */
  app: string;
  /** Its role: gateway, api, worker (or the command: migrate, seed, schema). */
  role: string;
  /** Lines below this level are not written; default info. */
  level?: LogLevel;
  /** Writes one line (newline included); default stdout, which node writes synchronously to files and pipes. */
  write?: (line: string) => void;
  /** The time of each line (default the system clock; tests give a FixedClock). */
  clock?: Clock;
}

/** The keys every line has, which fields cannot replace. */
const BASE_KEYS = new Set(['time', 'level', 'app', 'role', 'msg', 'requestId', 'business']);
/** A message longer than this is cut. */
const MAX_MESSAGE = 8192;

const stdout = (line: string) => void process.stdout.write(line);

/**
 * Writes one JSON object per line: `time` (ISO 8601), `level`, `app`, `role`,
 * `msg`, `requestId` and `business` (from the log context, null outside a
 * request, event or job), then the fields (`context`, `err`, ...), all masked
 * (redact.ts) before they are written.
 */
export class JsonLogger {
  readonly app: string;
  readonly role: string;
  readonly level: LogLevel;
  private readonly out: (line: string) => void;
  private readonly clock: Clock;

  constructor(opts: JsonLoggerOptions) {
    this.app = opts.app;
    this.role = opts.role;
    this.level = opts.level ?? 'info';
    this.out = opts.write ?? stdout;
    this.clock = opts.clock ?? systemClock;
  }

  enabled(level: LogLevel): boolean {
    return RANK[level] <= RANK[this.level];
  }

  error(msg: string, fields?: LogFields): void {
    this.write('error', msg, fields);
  }
  warn(msg: string, fields?: LogFields): void {
    this.write('warn', msg, fields);
  }
  info(msg: string, fields?: LogFields): void {
    this.write('info', msg, fields);
  }
  debug(msg: string, fields?: LogFields): void {
    this.write('debug', msg, fields);
  }

  write(level: LogLevel, msg: string, fields?: LogFields): void {
    if (!this.enabled(level)) return;
    const context = currentLogContext();
    const text = msg.length > MAX_MESSAGE ? `${msg.slice(0, MAX_MESSAGE)}…` : msg;
    const line: Record<string, unknown> = {
      time: this.clock.now().toISOString(),
      level,
      app: this.app,
      role: this.role,
      msg: redactText(text),
      requestId: context?.requestId ?? null,
      business: context?.business ?? null,
    };
    for (const key in fields) {
      const value = fields[key];
      if (BASE_KEYS.has(key) || value === undefined) continue;
      line[key] = key === 'err' ? errorText(value) : redactField(key, value);
    }
    this.out(`${JSON.stringify(line)}\n`);
  }
}
