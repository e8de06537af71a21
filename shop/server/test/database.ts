import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { pgliteSeededTemplate, pgliteTemplate } from './pglite-template';

/**
 * The PostgreSQL server the tests may use, or null for PGlite. Only TEST_POSTGRES_URL counts, which
 * the `pg` test project sets to a server it started itself (test/postgres-setup.ts): DATABASE_URL,
 * the shop's own database, is never written to by a test. Each test file gets a new database on
 * that server, dropped again afterwards.
 */
export function testPostgresUrl(): string | null {
  return process.env.TEST_POSTGRES_URL || null;
}

/**
 * The variables naming the `pg` project's template databases on that server, made once per run
 * by its global setup (test/postgres-setup.ts): one migrated, one also seeded with the demo.
 */
export const POSTGRES_TEMPLATE_VARIABLE = 'KEEPSAKE_TEST_POSTGRES_TEMPLATE';
export const POSTGRES_SEEDED_TEMPLATE_VARIABLE = 'KEEPSAKE_TEST_POSTGRES_SEEDED_TEMPLATE';

export interface ScratchDatabase {
  /** The new database's URL. */
  url: string;
  /** Its name on the server. */
  name: string;
  drop(): Promise<void>;
}

/**
 * A new database on the tests' PostgreSQL server (see testPostgresUrl): empty, or a copy of the
 * database named `template` (which nobody may be connected to while it is copied).
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `keepsake_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
    await admin.query(`CREATE DATABASE ${name}${from}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    name,
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (a copy of the run's migrated
 * template when the project made one), or, in the `pg` project, a new PostgreSQL database (a
 * copy of the run's migrated template database) that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  return (await openTestDatabaseFrom(pgliteTemplate())).database;
}

/**
 * A fresh database with the demo seeded when the run made a seeded template (a PGlite data
 * directory, or in the `pg` project a template database): `seeded` says whether it is, so the
 * caller seeds it itself when not.
 */
export async function openSeededTestDatabaseCopy(): Promise<{
  database: Database;
  seeded: boolean;
}> {
  const postgres = process.env[POSTGRES_SEEDED_TEMPLATE_VARIABLE];
  const seededTemplate = testPostgresUrl() ? null : pgliteSeededTemplate();
  if (testPostgresUrl() ? postgres : seededTemplate)
    return { ...(await openTestDatabaseFrom(seededTemplate, postgres)), seeded: true };
  return openTestDatabaseFrom(pgliteTemplate()).then((r) => ({ ...r, seeded: false }));
}

async function openTestDatabaseFrom(
  template: Blob | null,
  postgresTemplate = process.env[POSTGRES_TEMPLATE_VARIABLE],
): Promise<{ database: Database }> {
  const server = testPostgresUrl();
  if (!server) {
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: null,
      pgliteDataDir: template ?? undefined,
    });
    await database.migrate();
    return { database };
  }
  const scratch = await createScratchDatabase(server, postgresTemplate || undefined);
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await database.migrate();
  return {
    database: {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    },
  };
}
