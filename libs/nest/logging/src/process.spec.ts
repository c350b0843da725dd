import { EventEmitter } from 'node:events';
import { runInLogContext } from './context';
import { JsonLogger } from './logger';
import { NestJsonLogger } from './nest-logger';
import { captureConsole, consoleLine, routeProcessEvents } from './process';

function capture() {
  const lines: string[] = [];
  const logger = new JsonLogger({
    app: 'gateway',
    role: 'gateway',
    level: 'debug',
    write: (l) => lines.push(l),
  });
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger: () => logger, lines, parsed };
}

describe('captureConsole', () => {
  it("turns every console method's output into a JSON line at its level", () => {
    const { logger, parsed } = capture();
    const target = { ...console };
    captureConsole(target, logger);
    target.log('listening on %s', 'http://127.0.0.1:4000');
    target.info('info');
    target.warn('careful', { password: 'hunter2-secret', cvc: 123 });
    target.error('redis:', new Error('connection refused'));
    target.debug('d');
    target.trace('t');
    expect(parsed().map((l) => [l.level, l.msg])).toEqual([
      ['info', 'listening on http://127.0.0.1:4000'],
      ['info', 'info'],
      ['warn', "careful { password: [redacted], cvc: '[redacted]' }"],
      ['error', 'redis:'],
      ['debug', 'd'],
      ['debug', 't'],
    ]);
    expect(parsed()[3].err).toMatch(/^Error: connection refused/);
  });

  it('writes a lone error as its message with err', () => {
    expect(consoleLine([new TypeError('bad')])).toEqual({
      msg: 'bad',
      fields: { err: expect.any(TypeError) },
    });
  });

  it('carries the context of the code that calls the console', () => {
    const { logger, parsed } = capture();
    const target = { ...console };
    captureConsole(target, logger);
    runInLogContext({ requestId: 'r', business: 'demo' }, () => target.log('inside'));
    expect(parsed()[0]).toMatchObject({ requestId: 'r', business: 'demo' });
  });
});

describe('routeProcessEvents', () => {
  class FakeProcess extends EventEmitter {
    exits: number[] = [];
    exit(code: number) {
      this.exits.push(code);
    }
  }

  it("replaces node's warning printer and writes warnings as lines", () => {
    const { logger, parsed } = capture();
    const proc = new FakeProcess();
    const printed: unknown[] = [];
    proc.on('warning', (w) => printed.push(w));
    routeProcessEvents(proc, logger);
    const warning = Object.assign(new Error('The AWS SDK will require node >= 22'), {
      name: 'NodeVersionSupportWarning',
      code: 'AWS_NODE',
    });
    proc.emit('warning', warning);
    expect(printed).toEqual([]);
    expect(parsed()).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: 'The AWS SDK will require node >= 22',
        warning: 'NodeVersionSupportWarning',
        code: 'AWS_NODE',
      }),
    ]);
  });

  it('writes an uncaught error as safe text and exits 1', () => {
    const { logger, lines, parsed } = capture();
    const proc = new FakeProcess();
    routeProcessEvents(proc, logger);
    const err = Object.assign(new Error('query failed'), { parameters: ['s3cr3t-param'] });
    proc.emit('uncaughtException', err, 'unhandledRejection');
    expect(proc.exits).toEqual([1]);
    expect(parsed()[0]).toMatchObject({ level: 'error', msg: 'unhandled promise rejection' });
    expect(parsed()[0].err).toMatch(/^Error: query failed/);
    expect(lines[0]).not.toContain('s3cr3t-param');
  });
});

describe('NestJsonLogger', () => {
  it("reads Nest's arguments: context last, a stack or an error as err", () => {
    const { logger, parsed } = capture();
    const nest = new NestJsonLogger(logger);
    nest.log('identity worker started', 'identity-worker');
    nest.error('query failed', 'Error: query failed\n    at run (/app/x.js:1:2)', 'ExceptionsHandler');
    nest.error('no stack', undefined, 'Auth');
    nest.error(new Error('thrown'));
    nest.warn('careful');
    nest.verbose('v', 'Ctx');
    nest.fatal('f');
    expect(parsed().map((l) => [l.level, l.msg, l.context ?? null, typeof l.err])).toEqual([
      ['info', 'identity worker started', 'identity-worker', 'undefined'],
      ['error', 'query failed', 'ExceptionsHandler', 'string'],
      ['error', 'no stack', 'Auth', 'undefined'],
      ['error', 'thrown', null, 'string'],
      ['warn', 'careful', null, 'undefined'],
      ['debug', 'v', 'Ctx', 'undefined'],
      ['error', 'f', null, 'undefined'],
    ]);
    expect(parsed()[1].err).toContain('at run (/app/x.js:1:2)');
  });

  it("writes Nest's start-up lines at debug", () => {
    const { logger, parsed } = capture();
    const nest = new NestJsonLogger(logger);
    nest.log('AuthModule dependencies initialized', 'InstanceLoader');
    nest.log('Mapped {/healthz, GET} route', 'RouterExplorer');
    nest.log('Mapped {/graphql, POST} route', 'GraphQLModule');
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('a warning', 'InstanceLoader');
    expect(parsed().map((l) => l.level)).toEqual(['debug', 'debug', 'debug', 'info', 'warn']);
  });

  it('writes an object message as text', () => {
    const { logger, parsed } = capture();
    new NestJsonLogger(logger).log({ a: 1, apiKey: 'k-123' });
    expect(parsed()[0].msg).toBe('{ a: 1, apiKey: [redacted] }');
  });
});
