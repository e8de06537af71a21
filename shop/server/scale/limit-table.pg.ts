// Shop processes started at the same moment on an empty PostgreSQL each open the shared limit
// store: the table must be made once, and no process may fail its start because another was
// making it at the same time.
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { openLimitStore, LIMITS_TABLE } from '../plugins/limit-store';
import { createScratchDatabase, testPostgresUrl, type ScratchDatabase } from '../test/database';

let scratch: ScratchDatabase | undefined;
const databases: Database[] = [];

afterAll(async () => {
  for (const database of databases) await database.close();
  await scratch?.drop();
});

it('twelve processes opening the limit store at once all start, on one table', async () => {
  const server = testPostgresUrl();
  if (!server) throw new Error('This suite runs in the pg project (npm run test:pg)');
  scratch = await createScratchDatabase(server);
  const url = scratch.url;
  for (let i = 0; i < 12; i++) {
    databases.push(await openDatabase({ databaseUrl: url, pgliteDir: null }));
  }
  const stores = await Promise.all(databases.map((database) => openLimitStore(database)));
  expect(new Set(stores.map((s) => s.kind))).toEqual(new Set(['postgres']));

  // Every process counts in the same table: one try from each is twelve points.
  const limiters = stores.map((s) =>
    s.limiter({ keyPrefix: 'race', points: 100, windowMs: 60_000 }),
  );
  for (const limiter of limiters) await limiter.consume('parent');
  const left = await limiters[0]!.get('parent');
  expect(left?.consumedPoints).toBe(12);
  const tables = await databases[0]!.pool!.query(
    `select count(*)::int as n from pg_tables where tablename = $1`,
    [LIMITS_TABLE],
  );
  expect(tables.rows[0].n).toBe(1);
}, 60_000);
