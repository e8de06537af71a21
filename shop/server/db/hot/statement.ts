import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client';

/** A statement's parameters, as it uses them in its text. */
type Build = (...params: SQL[]) => SQL;

const dialect = new PgDialect();

/**
 * One of the hot statements, written once with Drizzle's `sql`: each parameter is a placeholder
 * ($1, $2…) and its value travels apart from the text, never escaped into it. On PostgreSQL it
 * is a named statement of node-postgres, parsed and planned once per pooled connection
 * (PostgreSQL's autovacuum keeps those plans current): planning each batch again tripled
 * the database's CPU per picture-set read (docs/decisions/007-…). On PGlite, or inside a
 * transaction, Drizzle runs it as it is. The statement must answer only text, numbers,
 * booleans and JSON, which both drivers parse the same way without Drizzle's column mapping.
 */
export function hotStatement<Row>(name: string, build: Build) {
  return async (db: Db, values: (string | number | null)[]): Promise<Row[]> => {
    const statement = build(...values.map((value) => sql`${value}`));
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      return (await client.query({ name, text, values: params })).rows as Row[];
    }
    const result = await db.execute(statement);
    return (result as unknown as { rows: Row[] }).rows;
  };
}
