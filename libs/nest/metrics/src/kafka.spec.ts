import { FixedClock } from '@tempo/contracts';
import { processRegistry } from './registry';
import { KafkaConsumerMetrics, OffsetsAdmin, readLags, topicLag } from './kafka';

const partitions = [
  { partition: 0, low: '0', high: '10' },
  { partition: 1, low: '4', high: '9' },
  { partition: 2, low: '0', high: '0' },
];

describe('topicLag', () => {
  it('sums the high watermark minus the committed offset over the partitions', () => {
    expect(
      topicLag(
        partitions,
        new Map([
          [0, '7'],
          [1, '9'],
          [2, '0'],
        ]),
        'earliest',
      ),
    ).toBe(3);
  });
  it('counts a partition without a commit from its start, or not at all for a group that starts at the end', () => {
    const committed = new Map([
      [0, '7'],
      [1, '-1'],
    ]);
    expect(topicLag(partitions, committed, 'earliest')).toBe(3 + 5);
    expect(topicLag(partitions, committed, 'latest')).toBe(3);
  });
  it('never counts a commit past the watermark (a topic truncated) as negative', () => {
    expect(topicLag([{ partition: 0, low: '0', high: '5' }], new Map([[0, '8']]), 'earliest')).toBe(0);
  });
});

/** An admin client over fixed offsets, counting the questions asked. */
function fakeAdmin(committed: Record<string, Record<string, Record<number, string>>>) {
  const asked: string[] = [];
  const admin: OffsetsAdmin = {
    fetchTopicOffsets: async (topic) => {
      asked.push(`topic ${topic}`);
      return partitions;
    },
    fetchOffsets: async ({ groupId, topics }) => {
      asked.push(`group ${groupId}`);
      return topics.map((topic) => ({
        topic,
        partitions: Object.entries(committed[groupId]?.[topic] ?? {}).map(([p, offset]) => ({
          partition: Number(p),
          offset,
        })),
      }));
    },
  };
  return { admin, asked };
}

describe('readLags', () => {
  it('asks each topic once and each group once', async () => {
    const { admin, asked } = fakeAdmin({ 'people.a': { t1: { 0: '10', 1: '9' } } });
    const lags = await readLags(admin, [
      { group: 'people.a', topics: ['t1', 't2'], start: 'earliest' },
      { group: 'people.b', topics: ['t2'], start: 'latest' },
    ]);
    expect(lags).toEqual([
      { group: 'people.a', topic: 't1', lag: 0 },
      { group: 'people.a', topic: 't2', lag: 15 },
      { group: 'people.b', topic: 't2', lag: 0 },
    ]);
    expect(asked.sort()).toEqual(['group people.a', 'group people.b', 'topic t1', 'topic t2']);
  });
});

describe('KafkaConsumerMetrics', () => {
  const clock = new FixedClock('2026-03-01T10:00:00Z');

  it('counts events by group, topic and outcome', async () => {
    const registry = processRegistry({ app: 'people', role: 'worker' }, false);
    const m = new KafkaConsumerMetrics(registry, { clock });
    m.event('people.accounts', 'identity.account.v1', 'processed');
    m.event('people.accounts', 'identity.account.v1', 'processed');
    m.event('people.accounts', 'identity.account.v1', 'duplicate');
    const text = await registry.metrics();
    expect(text).toContain(
      'kafka_consumer_events_total{group="people.accounts",topic="identity.account.v1",outcome="processed",app="people",role="worker"} 2',
    );
    expect(text).toContain('outcome="duplicate",app="people",role="worker"} 1');
  });

  it('shows the lag on scrape, read again only after the cache time', async () => {
    const registry = processRegistry({ app: 'people', role: 'worker' }, false);
    const m = new KafkaConsumerMetrics(registry, { clock, cacheMs: 5000 });
    expect(await registry.metrics()).toContain('# TYPE kafka_consumer_lag gauge');
    const { admin, asked } = fakeAdmin({ g: { t: { 0: '4' } } });
    m.watch(admin, [{ group: 'g', topics: ['t'], start: 'latest' }]);
    expect(await registry.metrics()).toContain(
      'kafka_consumer_lag{group="g",topic="t",app="people",role="worker"} 6',
    );
    await registry.metrics();
    expect(asked).toHaveLength(2);
    clock.advance(5000);
    await registry.metrics();
    expect(asked).toHaveLength(4);
  });
});
