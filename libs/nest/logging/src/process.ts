import { format } from 'node:util';
import { JsonLogger, LogFields, LogLevel, parseLogLevel } from './logger';
import { redactValue } from './redact';

let installed: JsonLogger | undefined;

/**
 * The process's logger: the one setupProcessLogging installed, else one for
 * an unnamed process (a test, a script) at LOG_LEVEL.
 */
export function processLogger(): JsonLogger {
  installed ??= new JsonLogger({
    app: 'tempo',
    role: 'process',
    level: parseLogLevel(process.env.LOG_LEVEL),
  });
  return installed;
}

type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug' | 'trace';
const CONSOLE_LEVELS: Record<ConsoleMethod, LogLevel> = {
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
  trace: 'debug',
};

/** A console call as a line: an error among the arguments becomes `err`, the rest the message. */
export function consoleLine(args: unknown[]): { msg: string; fields?: LogFields } {
  const err = args.find((a) => a instanceof Error);
  // Objects are masked by key before they become text.
  const text = (rest: unknown[]) =>
    format(...rest.map((a) => (a !== null && typeof a === 'object' ? redactValue(a) : a)));
  if (err === undefined) return { msg: text(args) };
  const rest = args.filter((a) => a !== err);
  return { msg: rest.length ? text(rest) : (err as Error).message, fields: { err } };
}

/**
 * Every console call of `target` (the process's console) as a JSON line of
 * the process's logger, whoever makes it: the product's own lines, and
 * libraries' (Apollo Server, ioredis, the AWS SDK) that print on their own.
 */
export function captureConsole(target: Pick<Console, ConsoleMethod>, logger = processLogger): void {
  for (const method of Object.keys(CONSOLE_LEVELS) as ConsoleMethod[]) {
    target[method] = (...args: unknown[]) => {
      const { msg, fields } = consoleLine(args);
      logger().write(CONSOLE_LEVELS[method], msg, fields);
    };
  }
}

/** What routeProcessEvents needs of node's process. */
export interface ProcessEvents {
  on(event: 'warning', listener: (warning: Error) => void): unknown;
  on(event: 'uncaughtException', listener: (err: Error, origin: string) => void): unknown;
  removeAllListeners(event: 'warning'): unknown;
  exit(code: number): void;
}

/**
 * Node's own lines as JSON lines: process warnings (deprecations, a
 * library's notices) replace node's printer, and an uncaught exception or
 * unhandled rejection is written (as its safe text) before the process
 * exits 1, as node would.
 */
export function routeProcessEvents(proc: ProcessEvents, logger = processLogger): void {
  proc.removeAllListeners('warning');
  proc.on('warning', (w) => {
    const code = (w as { code?: unknown }).code;
    logger().warn(w.message, { warning: w.name, ...(typeof code === 'string' ? { code } : {}) });
  });
  proc.on('uncaughtException', (err, origin) => {
    logger().error(origin === 'unhandledRejection' ? 'unhandled promise rejection' : 'uncaught exception', {
      err,
    });
    proc.exit(1);
  });
}

export interface ProcessLoggingOptions {
  app: string;
  role: string;
  /** Where LOG_LEVEL is read; default process.env. */
  env?: Record<string, string | undefined>;
}

let routed = false;

/**
 * Makes every line this process writes a JSON line: installs its logger
 * (app, role, LOG_LEVEL), captures the console and routes node's warnings
 * and uncaught errors. Call it first thing in an entry point.
 */
export function setupProcessLogging(opts: ProcessLoggingOptions): JsonLogger {
  const env = opts.env ?? process.env;
  installed = new JsonLogger({ app: opts.app, role: opts.role, level: parseLogLevel(env.LOG_LEVEL) });
  if (!routed) {
    routed = true;
    captureConsole(console);
    routeProcessEvents(process);
  }
  return installed;
}
