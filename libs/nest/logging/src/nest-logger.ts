import { inspect } from 'node:util';
import type { LoggerService } from '@nestjs/common';
import { JsonLogger, LogFields, LogLevel } from './logger';
import { processLogger } from './process';
import { redactValue } from './redact';

/** Nest's start-up chatter (each module loaded, each route mapped): debug lines, not info. */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'GraphQLModule',
]);

/** A stack trace as Nest passes one to error() (its ConsoleLogger's test). */
const STACK = /^(.)+\n\s+at .+:\d+:\d+/;

const messageText = (message: unknown): string => {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.message;
  return inspect(redactValue(message), { depth: 4, breakLength: Infinity });
};

/**
 * Nest's logger (NestFactory's `logger` option, and every `new Logger(...)`
 * of the product): JSON lines of the process's logger. The last string
 * argument is the context (the class or module); error()'s stack, or an
 * error given as the message, becomes `err`.
 */
export class NestJsonLogger implements LoggerService {
  constructor(private readonly logger: () => JsonLogger = processLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  private write(level: LogLevel, message: unknown, params: unknown[]): void {
    const last = params.at(-1);
    const context = params.length && typeof last === 'string' && !STACK.test(last) ? last : undefined;
    const stack = params.find((p): p is string => typeof p === 'string' && STACK.test(p));
    const fields: LogFields = {};
    if (context) fields.context = context;
    if (message instanceof Error) fields.err = message;
    else if (stack) fields.err = stack;
    const demoted = level === 'info' && context !== undefined && START_UP_CONTEXTS.has(context);
    this.logger().write(demoted ? 'debug' : level, messageText(message), fields);
  }
}
