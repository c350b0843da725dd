import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { JsonLogger, runInLogContext, updateLogContext } from '@tempo/logging';
import type { GatewayLocals } from './pipeline';
import { logWhenAnswered } from './request-log';

describe('logWhenAnswered', () => {
  it("writes one line when the answer is sent, in the request's context", () => {
    const lines: string[] = [];
    const logger = new JsonLogger({ app: 'gateway', role: 'gateway', write: (l) => lines.push(l) });
    const res = Object.assign(new EventEmitter(), { statusCode: 200, locals: {} as GatewayLocals });
    runInLogContext({ requestId: 'req-7' }, () => {
      logWhenAnswered(res as unknown as ServerResponse & { locals: GatewayLocals }, () => logger);
      // What the pipeline learns later is on the line too.
      updateLogContext({ business: 'demo' });
      res.locals.operationName = `Op${'x'.repeat(300)}`;
    });
    expect(lines).toEqual([]);
    res.statusCode = 401;
    res.emit('finish');
    res.emit('finish');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'graphql request',
      requestId: 'req-7',
      business: 'demo',
      status: 401,
    });
    expect(line.operation).toHaveLength(100);
    expect(typeof line.durationMs).toBe('number');
  });
});
