// `npm run db:reset`: wipes the database, the pictures and the cache, then migrates and re-seeds.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { lockDatabaseOrExit } from '../db/lock';
import { openStorage } from '../storage';
import { seedDemo } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  // The demo shop's codes and passwords are published: it never goes into a production database.
  if (config.production) {
    throw new ConfigError(
      'db:reset wipes the database and seeds the demo shop: not with NODE_ENV=production',
    );
  }
  // Never wipe the files under a running shop: refuse while one holds the embedded database.
  lockDatabaseOrExit(config);
  const pgliteDir = path.join(config.dataDir, 'db');
  if (!config.databaseUrl) rmSync(pgliteDir, { recursive: true, force: true });
  const storage = openStorage(config.storage);
  // The pictures and the cache, on disk or in the bucket; the template art is written again.
  for (const prefix of ['pictures/', 'cache/'])
    for (const key of await storage.list(prefix)) await storage.delete(key);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  if (config.databaseUrl) {
    // A shared server: drop only what the migrations create.
    await database.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
  }
  await database.migrate();
  await seedDemo(database.db, storage);
  await database.close();
  await storage.close();
  console.log(`Reset and seeded ${config.databaseUrl ? 'PostgreSQL' : pgliteDir}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
