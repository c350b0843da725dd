import { randomBytes } from 'crypto';
import { mkdtempSync, writeFileSync } from 'fs';
import { createServer } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { infraSchema, loadConfig } from '@tempo/config';
import { dropDatabase, migrate, provisionDatabase, subgraphDatabase } from '@tempo/db';
import { EVENT_ENTITIES, EventTables1731000000000 } from '@tempo/events';
import { subgraphConfig } from '../src/config';
import { dbOptions, defineSubgraph, SubgraphDefinition, SubgraphDescription } from '../src/definition';

/** A port nobody listens on now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface ScratchSubgraph {
  def: SubgraphDefinition;
  /** Drops its database and role. */
  drop(): Promise<void>;
}

/**
 * A throwaway subgraph with only the event tables, on a database and
 * application role of its own (provisioned and migrated as `migrate` does),
 * its variables from the environment plus `env`.
 */
export async function scratchSubgraph(
  prefix: string,
  env: Record<string, string>,
  more: Partial<SubgraphDescription> = {},
): Promise<ScratchSubgraph> {
  const name = `${prefix}${randomBytes(3).toString('hex')}`;
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ tempo: { subgraph: { name, port: 4190 } } }));
  const load = subgraphConfig(root, {});
  const def = defineSubgraph({
    root,
    config: () => load({ ...process.env, ...env }),
    entities: EVENT_ENTITIES,
    migrations: [EventTables1731000000000],
    ...more,
  });
  const { DATABASE_URL, DATABASE_APP_PASSWORD } = loadConfig({
    DATABASE_URL: infraSchema.DATABASE_URL,
    DATABASE_APP_PASSWORD: infraSchema.DATABASE_APP_PASSWORD,
  });
  const db = subgraphDatabase(name);
  await provisionDatabase(DATABASE_URL, db, DATABASE_APP_PASSWORD);
  await migrate(dbOptions(def));
  return { def, drop: () => dropDatabase(DATABASE_URL, db) };
}
