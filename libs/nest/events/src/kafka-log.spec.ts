import { logLevel } from 'kafkajs';
import { JsonLogger, runInLogContext } from '@tempo/logging';
import { kafkaLogCreator } from './kafka';

describe("the Kafka client's lines", () => {
  it('are JSON lines of the process logger, with their fields masked and no stack', () => {
    const lines: string[] = [];
    const logger = new JsonLogger({ app: 'identity', role: 'worker', write: (l) => lines.push(l) });
    const write = kafkaLogCreator(() => logger)(logLevel.WARN);
    runInLogContext({ requestId: 'evt-1', business: 'demo' }, () =>
      write({
        namespace: 'Consumer',
        level: logLevel.ERROR,
        label: 'ERROR',
        log: {
          timestamp: '2026-01-01T00:00:00.000Z',
          logger: 'kafkajs',
          message: 'Crash: KafkaJSNumberOfRetriesExceeded',
          groupId: 'identity.people',
          error: 'insert failed: password=hunter2-secret',
          stack: 'Error: at /app/node_modules/kafkajs/x.js:1:1',
          sasl: { password: 'broker-secret' },
        },
      }),
    );
    write({
      namespace: '',
      level: logLevel.WARN,
      label: 'WARN',
      log: { timestamp: 't', logger: 'kafkajs', message: 'Limiting retries' },
    });
    const [crash, warn] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(crash).toMatchObject({
      level: 'error',
      msg: 'Crash: KafkaJSNumberOfRetriesExceeded',
      requestId: 'evt-1',
      business: 'demo',
      context: 'kafkajs.Consumer',
      groupId: 'identity.people',
      sasl: { password: '[redacted]' },
    });
    expect(crash.err).toBe('insert failed: password=[redacted]');
    expect(crash).not.toHaveProperty('stack');
    expect(crash).not.toHaveProperty('timestamp');
    expect(lines.join('')).not.toMatch(/hunter2-secret|broker-secret/);
    expect(warn).toMatchObject({
      level: 'warn',
      msg: 'Limiting retries',
      context: 'kafkajs',
      requestId: null,
    });
  });

  it('a group rebalancing and a topic another worker created first are warnings; other errors stay errors', () => {
    const lines: string[] = [];
    const logger = new JsonLogger({ app: 'people', role: 'worker', write: (l) => lines.push(l) });
    const write = kafkaLogCreator(() => logger)(logLevel.WARN);
    const entry = (message: string, error: string) =>
      write({
        namespace: 'Runner',
        level: logLevel.ERROR,
        label: 'ERROR',
        log: { timestamp: 't', logger: 'kafkajs', message, groupId: 'people.accounts', error },
      });
    entry('The group is rebalancing, re-joining', 'The group is rebalancing, so a rejoin is needed');
    entry('Error when sending heartbeat', 'The group is rebalancing, so a rejoin is needed');
    entry('Response CreateTopics(key: 19, version: 3)', 'Topic creation errors');
    entry('Crash: KafkaJSConnectionError', 'Connection error: connect ECONNREFUSED');
    entry('Response Metadata(key: 3, version: 6)', 'This server does not host this topic-partition');
    expect(lines.map((l) => (JSON.parse(l) as { level: string }).level)).toEqual([
      'warn',
      'warn',
      'warn',
      'error',
      'error',
    ]);
  });
});
