// The first start on a new embedded database, in a process of its own: creating the PGlite
// cluster (initdb) grows its WebAssembly memory to ~800 MB, which a process never gives back, so
// the shop would hold ~950 MB until restarted. Here that memory ends with the child process and
// the shop then opens the ready database as on any later start (~310 MB).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { lockDatabaseOrExit } from '../db/lock';
import { needsSeed, seedDemo } from './seed';

const pgliteDir = (config: Config) => path.join(config.dataDir, 'db');

/** Creates, migrates and seeds the database in this process (the child's work). */
export async function createDemoDatabase(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDir(config),
  });
  try {
    await database.migrate();
    if (await needsSeed(database.db)) {
      console.log('First start: seeding the demo shop…');
      await seedDemo(database.db, config.dataDir);
    }
  } finally {
    await database.close();
  }
}

/**
 * Before the shop opens its database: when the embedded one does not exist yet, creates it in
 * a child process (same Node options, same environment) and waits for it. PostgreSQL, and a
 * PGlite directory made before, are left to the usual start.
 */
export async function prepareFirstStart(config: Config): Promise<void> {
  if (config.databaseUrl || existsSync(path.join(pgliteDir(config), 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
    stdio: 'inherit',
    env: process.env,
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`Creating the demo database failed (exit code ${code})`);
}

if (process.argv[1] === import.meta.filename) {
  const config = loadConfig();
  // The shop that spawned this child holds the lock for it; run alone, the child takes its own.
  lockDatabaseOrExit(config, { allowHolder: process.ppid });
  createDemoDatabase(config).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
