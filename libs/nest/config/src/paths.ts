import { existsSync } from 'fs';
import { dirname, join, resolve } from 'path';

/** The monorepo root (the folder holding nx.json), found from `start` upwards. */
export function repoRoot(start: string = __dirname): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/** Git-ignored state of local runs (dev keys, data): TEMPO_STATE_DIR or <repo>/.local. */
export const stateDir = (): string => process.env.TEMPO_STATE_DIR || join(repoRoot(), '.local');

/** Set while a process only writes its GraphQL schema: no connections are opened. */
export const isSchemaOnly = (): boolean => process.env.TEMPO_SCHEMA_ONLY === '1';
