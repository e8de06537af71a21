// Starts the shop: config, web client build, database migrations and first fill, then listen.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, modeLine, paymentsLine, type Config } from './config';
import { DatabaseUnreachableError, openDatabase } from './db/client';
import { lockDatabaseOrExit } from './db/lock';
import { fillEmptyDatabase, prepareFirstStart, productionDataNotes } from './demo/first-start';
import { buildWebClientIfStale } from './lib/web-build';
import { pruneSessions } from './services/identity/sessions';
import { remindOverdueInvoices } from './services/invoicing/invoices';
import { storageLine, storageReachableOrExit } from './storage';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  console.log(modeLine(config));
  console.log(paymentsLine(config));
  console.log(storageLine(config.storage));
  // One process per embedded database: a second shop on this DATA_DIR stops here.
  lockDatabaseOrExit(config);
  await storageReachableOrExit(config.storage);
  if (!process.argv.includes('--no-build')) buildWebClientIfStale((line) => console.log(line));

  // A new embedded database is made in a child process, which takes initdb's memory with it.
  await prepareFirstStart(config);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  // Processes started together (a deploy of several) migrate and fill the database in turn.
  await database.exclusive(async () => {
    await database.migrate();
    await fillEmptyDatabase(database.db, config, (line) => console.log(line));
  });
  if (config.production)
    for (const note of await productionDataNotes(database.db)) console.log(note);

  await pruneSessions(database.db);
  const app = await buildApp(config, { database, logger: true });
  const pruning = setInterval(() => {
    pruneSessions(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'pruning sessions failed'),
    );
    // Overdue invoices get their one reminder (claimed once, also with several processes).
    remindOverdueInvoices(database.db, new Date(), config.publicUrl).catch((error: unknown) =>
      app.log.error({ err: error }, 'invoice reminders failed'),
    );
  }, 3_600_000);
  pruning.unref();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    clearInterval(pruning);
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // An unreachable database is the operator's to fix: one line, no stack.
  if (error instanceof DatabaseUnreachableError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
