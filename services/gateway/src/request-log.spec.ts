import type { ServerResponse } from 'node:http';
import { JsonLogger, runInLogContext } from '@tempo/logging';
import type { GatewayLocals } from './pipeline';
import { logAnswer } from './request-log';

describe('logAnswer', () => {
  it("writes the request's line: operation cut to 100 characters, status, the measured duration, its context", () => {
    const lines: string[] = [];
    const logger = new JsonLogger({ app: 'gateway', role: 'gateway', write: (l) => lines.push(l) });
    const res = { statusCode: 401, locals: { operationName: `Op${'x'.repeat(300)}` } as GatewayLocals };
    runInLogContext({ requestId: 'req-7', business: 'demo' }, () =>
      logAnswer(res as unknown as ServerResponse & { locals: GatewayLocals }, 0.0374, () => logger),
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'graphql request',
      requestId: 'req-7',
      business: 'demo',
      status: 401,
      durationMs: 37,
    });
    expect(line.operation).toHaveLength(100);
  });
});
