import { mkdtempSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { int } from '@tempo/config';
import { configProblem, subgraphConfig } from './config';
import { defineSubgraph } from './definition';

const root = mkdtempSync(join(tmpdir(), 'subgraph-'));
writeFileSync(
  join(root, 'package.json'),
  JSON.stringify({ tempo: { subgraph: { name: 'sample', port: 4150 } } }),
);

describe('subgraph configuration', () => {
  const load = subgraphConfig(root, { SAMPLE_LIMIT: int({ min: 1, default: 5 }) }, (c) => {
    if (c.SAMPLE_LIMIT > 10 && c.NODE_ENV === 'production')
      throw configProblem('SAMPLE_LIMIT is at most 10 in production');
    return { ...c, DOUBLE_LIMIT: c.SAMPLE_LIMIT * 2 };
  });

  it("defaults PORT to the manifest's port and the internal port to PORT + 10000", () => {
    const c = load({});
    expect([c.PORT, c.INTERNAL_PORT, c.HOST, c.INTERNAL_HOST]).toEqual([
      4150,
      14150,
      '127.0.0.1',
      '127.0.0.1',
    ]);
    expect(load({ PORT: '5150', INTERNAL_HOST: '10.0.0.1' })).toMatchObject({
      INTERNAL_PORT: 15150,
      INTERNAL_HOST: '10.0.0.1',
    });
  });

  it('adds the subgraph variables and its derived values', () => {
    expect(load({ SAMPLE_LIMIT: '7' })).toMatchObject({ SAMPLE_LIMIT: 7, DOUBLE_LIMIT: 14 });
  });

  it('names every bad variable, and the rules across variables', () => {
    expect(() => load({ SAMPLE_LIMIT: '0', PORT: 'x' })).toThrow(
      /PORT must be an integer[\s\S]*SAMPLE_LIMIT must be at least 1/,
    );
    expect(() => load({ PORT: '60000' })).toThrow('INTERNAL_PORT must be set, and differ from PORT');
    expect(() => load({ PORT: '4150', INTERNAL_PORT: '4150' })).toThrow(
      'INTERNAL_PORT must be set, and differ from PORT',
    );
    const production = {
      NODE_ENV: 'production',
      KAFKA_BROKERS: 'k:9092',
      REDIS_URL: 'redis://r:6379',
      ACTOR_TOKEN_SECRET: 'a'.repeat(40),
      SERVICE_TOKEN_SECRET: 'b'.repeat(40),
    };
    expect(load(production).NODE_ENV).toBe('production');
    expect(() => load({ ...production, SAMPLE_LIMIT: '11' })).toThrow(
      'SAMPLE_LIMIT is at most 10 in production',
    );
    const { REDIS_URL: _, ...noRedis } = production;
    expect(() => load(noRedis)).toThrow('REDIS_URL is required');
  });

  it('gives a definition the name and port of its manifest, and refuses a folder without one', () => {
    const def = defineSubgraph({ root, config: load, entities: [], migrations: [] });
    expect([def.name, def.port]).toEqual(['sample', 4150]);
    expect(() => defineSubgraph({ root: tmpdir(), config: load, entities: [], migrations: [] })).toThrow(
      /declares no tempo.subgraph/,
    );
  });
});
