import type { EntityManager } from 'typeorm';

/**
 * A hot query run as a named prepared statement. Sent as plain text, a query
 * is parsed and planned by PostgreSQL on every call; a large one (a booking's
 * checks joining seven tables) spends longer being planned than being run.
 * Named, it is parsed once per connection, and once PostgreSQL has seen a few
 * runs it keeps a generic plan, so each call only executes.
 *
 * The name is the statement's identity on every connection of the pool: one
 * name always has one text (a second text under a known name is refused when
 * it is declared). Row-level security still applies: its policies read the
 * unit of work's tenant setting when the statement runs, not when it was
 * planned.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const declared = new Map<string, string>();

/** Declares a prepared statement (once, at module load). */
export function preparedStatement(name: string, text: string): PreparedStatement {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`prepared statement name '${name}' is not snake_case`);
  const known = declared.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`prepared statement '${name}' is already declared with another text`);
  declared.set(name, text);
  return { name, text };
}

interface PgClient {
  query(config: {
    name?: string;
    text: string;
    values: unknown[];
    rowMode?: 'array';
  }): Promise<{ rows: unknown[] }>;
}

/** The driver's connection of the unit of work's transaction (its EntityManager's query runner). */
async function clientOf(em: EntityManager, what: string): Promise<PgClient> {
  const runner = em.queryRunner;
  if (!runner || runner.isReleased) throw new Error(`${what} runs only inside a unit of work`);
  return (await runner.connect()) as PgClient;
}

/**
 * Runs a prepared statement in the unit of work's transaction (its
 * EntityManager's connection) and returns its rows. Values are converted as
 * for `em.query` (the same driver): dates, arrays, nulls.
 */
export async function runPrepared<T>(
  em: EntityManager,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<T[]> {
  const client = await clientOf(em, `prepared statement '${statement.name}'`);
  const result = await client.query({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows as T[];
}

/**
 * Runs a query (a prepared statement, or a text planned on each call) in the unit of work's transaction
 * and returns its rows as arrays of their column values, in the order selected. For reads of thousands of
 * rows that are turned into views anyway: the driver builds no object per row, property by property.
 */
export async function queryArrays(
  em: EntityManager,
  query: PreparedStatement | string,
  values: readonly unknown[],
): Promise<unknown[][]> {
  const named = typeof query === 'string' ? null : query;
  const client = await clientOf(em, named ? `prepared statement '${named.name}'` : 'a query of arrays');
  const result = await client.query({
    ...(named ? { name: named.name, text: named.text } : { text: query as string }),
    values: [...values],
    rowMode: 'array',
  });
  return result.rows as unknown[][];
}
