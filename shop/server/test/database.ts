import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set,
 * a new PostgreSQL database on that server that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = loadConfig().databaseUrl;
  if (!url) {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
    await database.migrate();
    return database;
  }
  const name = `keepsake_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), pgliteDir: null });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
