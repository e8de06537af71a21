// Global setup of the test projects whose databases are PGlite (`unit`, `s3`): one migrated data
// directory for the whole run, which each test database starts from (test/pglite-template.ts).
// openTestDatabase still runs the migrations on each copy, finding none pending. A second copy
// also holds the seeded demo, for the test apps (test/app.ts); its files go into the run's test
// storage (disk, or the `s3` project's bucket, whose setup runs first) as seeding them would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { seedDemo } from '../demo/seed';
import { PGLITE_SEEDED_TEMPLATE_VARIABLE, PGLITE_TEMPLATE_VARIABLE } from './pglite-template';
import { testStorage } from './storage';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const seededFile = path.join(dir, 'seeded.tar');
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(database.db, testStorage());
    writeFileSync(seededFile, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  process.env[PGLITE_SEEDED_TEMPLATE_VARIABLE] = seededFile;
  return () => {
    delete process.env[PGLITE_TEMPLATE_VARIABLE];
    delete process.env[PGLITE_SEEDED_TEMPLATE_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}
