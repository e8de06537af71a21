// Global setup of the test projects whose databases are PGlite (`unit`, `s3`): one migrated data
// directory for the whole run, which each test database starts from (test/pglite-template.ts).
// openTestDatabase still runs the migrations on each copy, finding none pending.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { PGLITE_TEMPLATE_VARIABLE } from './pglite-template';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'keepsake-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const database = await openDatabase({ databaseUrl: null, pgliteDir: null });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[PGLITE_TEMPLATE_VARIABLE] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_VARIABLE];
    rmSync(dir, { recursive: true, force: true });
  };
}
