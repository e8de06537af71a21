// Global setup of the `pg` test project: one private PostgreSQL server for the whole run (each
// test file makes its own database on it). TEST_POSTGRES_URL, when set, names a server meant for
// tests instead, where the suite likewise only creates and drops databases of its own.
//
// Two template databases are made once per run — one migrated, one migrated with the demo
// seeded — and each test file's database is a `CREATE DATABASE … TEMPLATE` copy of one of them
// (test/database.ts): PostgreSQL copies the files, so a test file no longer runs the migrations
// and the seeding itself. The demo's picture files go into the run's test storage as seeding
// them would.
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';
import { createScratchDatabase, type ScratchDatabase } from './database';
import { startPostgres } from './postgres-server';
import { testStorage } from './storage';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresTemplates: { migrated: string; seeded: string };
  }
}

/** A database on `serverUrl`, migrated (and seeded when asked), with every connection closed. */
async function makeTemplate(serverUrl: string, seeded: boolean): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  try {
    await database.migrate();
    if (seeded) await seedDemo(database.db, testStorage());
  } finally {
    await database.close();
  }
  return scratch;
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_POSTGRES_URL;
  const server = given ? null : await startPostgres();
  const url = given ?? server!.url;
  project.provide('postgresUrl', url);
  const migrated = await makeTemplate(url, false);
  const seeded = await makeTemplate(url, true);
  project.provide('postgresTemplates', { migrated: migrated.name, seeded: seeded.name });
  return async () => {
    await migrated.drop();
    await seeded.drop();
    await server?.stop();
  };
}
