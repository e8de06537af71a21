// What the shop's command-line tools (operator, studio) share: the shop's own database, opened
// and migrated for one command, and the way a command ends.
import path from 'node:path';
import { ConfigError, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { lockDatabaseOrExit } from './db/lock';

/**
 * Runs `work` on the shop's database, migrated, and closes it after. Two processes on one
 * embedded database lose each other's writes, so on the embedded one it exits while a shop runs.
 */
export async function withShopDatabase<T>(
  config: Config,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  lockDatabaseOrExit(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Runs a tool's main and sets its exit code; a configuration error says only its message. */
export function runTool(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
