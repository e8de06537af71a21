import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client';

/** A statement's parameters, as it uses them: `$1`, `$2`… in the text, values when run. */
type Build = (...params: SQL[]) => SQL;

const dialect = new PgDialect();

/** Per PGlite instance, the statements prepared in its one session (first use prepares). */
const preparedIn = new WeakMap<PGlite, Map<string, { ready: Promise<unknown>; at: number }>>();

/**
 * PGlite runs no autovacuum, so nothing tells a kept plan that its tables grew (a new shop's
 * sessions table fills up in one evening): each statement is planned afresh this often.
 */
export const REPLAN_MS = 60_000;

/**
 * A statement PostgreSQL parses and plans once per connection and then only executes: the
 * hot statements of a photo-day evening are large (a picture-set read joins eight tables),
 * and planning them cost about three quarters of each run in PGlite (1.1 ms -> 0.3 ms).
 * PGlite's one session gets `PREPARE name AS …` on first use (and again every REPLAN_MS) and
 * `EXECUTE name(…)` with the values as escaped literals; node-postgres prepares a named
 * statement on each pooled connection (PostgreSQL's autovacuum keeps those plans current).
 * Inside a transaction (no client of its own) the statement runs as usual. The statement must
 * answer only text, numbers, booleans and JSON, which both drivers parse the same way without
 * Drizzle's type mapping.
 */
export function preparedStatement<Row>(name: string, types: string[], build: Build) {
  const text = dialect.sqlToQuery(build(...types.map((_, i) => sql.raw(`$${i + 1}`)))).sql;
  const prepare = `prepare ${name}(${types.join(', ')}) as ${text}`;
  return async (db: Db, values: (string | number | null)[]): Promise<Row[]> => {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof PGlite) {
      let prepared = preparedIn.get(client);
      if (!prepared) preparedIn.set(client, (prepared = new Map()));
      let entry = prepared.get(name);
      if (!entry || Date.now() - entry.at > REPLAN_MS) {
        // One exec: no statement of another caller runs between the two.
        const ready = client.exec(entry ? `deallocate ${name}; ${prepare}` : prepare);
        const fresh = { ready, at: Date.now() };
        prepared.set(name, fresh);
        ready.catch(() => prepared.get(name) === fresh && prepared.delete(name));
        entry = fresh;
      }
      await entry.ready;
      const literals = values.map((v) => (v === null ? 'null' : pg.escapeLiteral(String(v))));
      // The simple protocol: query() would send parse, bind, describe and execute messages for
      // the EXECUTE, each a pass through PGlite's protocol loop.
      const results = await client.exec(`execute ${name}(${literals.join(', ')})`);
      return (results.at(-1)?.rows ?? []) as Row[];
    }
    if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows;
    const run = build(...values.map((v) => sql`${v}`));
    return ((await db.execute(run)) as unknown as { rows: Row[] }).rows;
  };
}
