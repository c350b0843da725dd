import { FixedClock } from '@tempo/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  bindLogContext,
  inLogContext,
  jobLogContext,
  requestIdOf,
  runInLogContext,
  updateLogContext,
} from './context';
import { JsonLogger, LogLevel, parseLogLevel } from './logger';

/** A logger writing into an array, at a fixed time. */
function capture(level: LogLevel = 'info') {
  const lines: string[] = [];
  const logger = new JsonLogger({
    app: 'identity',
    role: 'api',
    level,
    write: (l) => lines.push(l),
    clock: new FixedClock('2026-05-01T10:00:00.000Z'),
  });
  const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { logger, lines, parsed };
}

describe('JsonLogger', () => {
  it('writes one JSON object per line with the fixed keys first', () => {
    const { logger, lines, parsed } = capture();
    logger.info('started', { context: 'Main', port: 4101 });
    expect(lines).toHaveLength(1);
    expect(lines[0].endsWith('}\n')).toBe(true);
    expect(lines[0].indexOf('\n')).toBe(lines[0].length - 1);
    expect(parsed()[0]).toEqual({
      time: '2026-05-01T10:00:00.000Z',
      level: 'info',
      app: 'identity',
      role: 'api',
      msg: 'started',
      requestId: null,
      business: null,
      context: 'Main',
      port: 4101,
    });
    expect(Object.keys(parsed()[0]).slice(0, 7)).toEqual([
      'time',
      'level',
      'app',
      'role',
      'msg',
      'requestId',
      'business',
    ]);
  });

  it('filters by level', () => {
    const { logger, parsed } = capture('warn');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(parsed().map((l) => l.level)).toEqual(['warn', 'error']);
    expect(capture('debug').logger.enabled('debug')).toBe(true);
  });

  it('masks fields and messages, and writes err as safe text', () => {
    const { logger, lines, parsed } = capture();
    const err = Object.assign(new Error('insert failed for card 4242424242424242'), {
      parameters: ['sk_test_secret_value'],
    });
    logger.error('paying with 4242 4242 4242 4242 failed', {
      err,
      variables: { password: 'hunter2-secret', input: { token: 'abc', name: 'Ann' } },
    });
    const line = parsed()[0];
    expect(line.msg).toBe('paying with [redacted] failed');
    expect(line.err).toMatch(/^Error: insert failed for card \[redacted\]/);
    expect(line.variables).toEqual({ password: '[redacted]', input: { token: '[redacted]', name: 'Ann' } });
    for (const secret of ['4242', 'hunter2-secret', 'sk_test_secret_value', '"abc"'])
      expect(lines[0]).not.toContain(secret);
  });

  it('keeps the fixed keys from fields', () => {
    const { logger, parsed } = capture();
    runInLogContext({ requestId: 'r1', business: 'demo' }, () =>
      logger.info('m', { level: 'debug', business: 'other', requestId: 'x', app: 'y' }),
    );
    expect(parsed()[0]).toMatchObject({ level: 'info', business: 'demo', requestId: 'r1', app: 'identity' });
  });

  it('cuts a very long message', () => {
    const { logger, parsed } = capture();
    logger.info('x'.repeat(20000));
    expect((parsed()[0].msg as string).length).toBeLessThan(8200);
  });
});

describe('log context', () => {
  it('carries the request id and business through awaits, and is completed later', async () => {
    const { logger, parsed } = capture();
    await runInLogContext({ requestId: 'req-1' }, async () => {
      logger.info('before');
      updateLogContext({ business: 'demo' });
      await sleep(1);
      logger.info('after');
    });
    logger.info('outside');
    expect(parsed().map((l) => [l.msg, l.requestId, l.business])).toEqual([
      ['before', 'req-1', null],
      ['after', 'req-1', 'demo'],
      ['outside', null, null],
    ]);
  });

  it('keeps concurrent contexts apart', async () => {
    const { logger, parsed } = capture();
    const handle = inLogContext(async (id: string, wait: number) => {
      updateLogContext({ requestId: id, business: `b-${id}` });
      await sleep(wait);
      logger.info(id);
    });
    await Promise.all([handle('a', 5), handle('b', 1)]);
    for (const l of parsed()) expect([l.requestId, l.business]).toEqual([l.msg, `b-${l.msg}`]);
    updateLogContext({ business: 'ignored outside' });
    logger.info('outside');
    expect(parsed().at(-1)?.business).toBeNull();
  });

  it('binds a callback to the context it was bound in', async () => {
    const { logger, parsed } = capture();
    let later: () => void = () => undefined;
    runInLogContext({ requestId: 'r2', business: 'demo' }, () => {
      later = bindLogContext(() => logger.info('finished'));
    });
    await sleep(1);
    later();
    expect(parsed()[0]).toMatchObject({ requestId: 'r2', business: 'demo' });
  });
});

describe('requestIdOf', () => {
  it.each([
    ['abc-123', 'abc-123'],
    [['first', 'second'], 'first'],
    ['has space', null],
    ['x'.repeat(129), null],
    ['{"json":1}', null],
    [undefined, null],
  ])('%p gives %p', (header, id) => expect(requestIdOf(header)).toBe(id));
});

describe('jobLogContext', () => {
  it("names the job and its data's business", () => {
    expect(jobLogContext({ queueName: 'reminders', id: 'b1:2026-05', data: { business: 'demo' } })).toEqual({
      requestId: 'reminders:b1:2026-05',
      business: 'demo',
    });
    expect(jobLogContext({ queueName: 'q', data: { business: 3 } })).toEqual({
      requestId: null,
      business: null,
    });
    expect(jobLogContext({ queueName: 'q', id: '1', data: null }).business).toBeNull();
  });
});

describe('parseLogLevel', () => {
  it.each([
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    [undefined, 'info'],
    ['verbose', 'info'],
  ])('%p gives %p', (raw, level) => expect(parseLogLevel(raw)).toBe(level));
});
