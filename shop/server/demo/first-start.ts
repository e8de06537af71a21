// The first start on a new embedded database, in a process of its own: creating the PGlite
// cluster (initdb) grows its WebAssembly memory to ~800 MB, which a process never gives back, so
// the shop would hold ~950 MB until restarted. Here that memory ends with the child process and
// the shop then opens the ready database as on any later start (~310 MB).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/client';
import { lockDatabaseOrExit } from '../db/lock';
import { schools, shops, users } from '../db/schema';
import { verifyPassword } from '../lib/crypto';
import { openStorage } from '../storage';
import { DEMO_STAFF, DEMO_USER } from './demo-accounts';
import { needsSeed, seedDemo } from './seed';

const pgliteDir = (config: Config) => path.join(config.dataDir, 'db');

/**
 * A shop with its settings only: no schools, subjects, codes, pictures, menu or accounts, so
 * nothing in it has a password or code anyone outside knows.
 */
export const EMPTY_SHOP: typeof shops.$inferInsert = {
  uuid: '00000000-0000-4000-8000-000000000001',
  name: 'Keepsake',
  currency: 'NOK',
  country: 'NO',
  contact: { email: '', phone: '', address: '', postalCode: '', city: '', state: '' },
  termsOfService: '',
  termsOfPurchase: '',
  privacyPolicy: '',
  freeShippingThreshold: -1,
  languages: [
    { name: 'en', long: 'English' },
    { name: 'nb', long: 'Norsk bokmål' },
    { name: 'sv', long: 'Svenska' },
  ],
  defaultLanguage: 'en',
  options: { states: [] },
  // The studio fills in its organisation number and bank account before taking invoices.
  seller: {
    name: 'Keepsake',
    organisationNumber: '',
    address: '',
    postalCode: '',
    city: '',
    country: 'NO',
    email: '',
    phone: '',
    bankAccount: '',
    vatRegistered: true,
  },
};

/**
 * Fills a database that has no shop yet: the demo shop, except in production, which starts with
 * the empty shop instead. A database that has a shop is left as it is.
 */
export async function fillEmptyDatabase(
  db: Db,
  config: Config,
  log: (line: string) => void,
): Promise<void> {
  if (!(await needsSeed(db))) return;
  if (config.seedDemo) {
    log('First start: seeding the demo shop…');
    const storage = openStorage(config.storage);
    try {
      await seedDemo(db, storage);
    } finally {
      await storage.close();
    }
    return;
  }
  await db.insert(shops).values(EMPTY_SHOP).onConflictDoNothing();
  log('First start: created an empty shop (no demo data, no accounts).');
}

/**
 * What a production start says about its data: how to fill an empty shop, and a warning when
 * the demo accounts, whose passwords are public, are in the database.
 */
export async function productionDataNotes(db: Db): Promise<string[]> {
  const notes: string[] = [];
  const [school] = await db.select({ uuid: schools.uuid }).from(schools).limit(1);
  if (!school) {
    notes.push(
      'This shop is empty: no schools, pictures, access codes or staff accounts yet. Load your ' +
        "shop's data into its database (DATABASE_URL, or DATA_DIR/db); " +
        '`npm run operator -- staff <e-mail>` makes a staff account and prints a link to choose its password. ' +
        'To try the demo shop instead, run `npm start` without NODE_ENV on another DATA_DIR.',
    );
  }
  for (const demo of [DEMO_STAFF, DEMO_USER]) {
    const [user] = await db
      .select({ hash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.email, demo.email));
    if (user && (await verifyPassword(demo.password, user.hash))) {
      notes.push(
        `WARNING: the demo ${user.role === 'staff' ? 'staff' : 'parent'} account ${demo.email} ` +
          'still has its published demo password: this database holds demo data. Remove it or ' +
          'change that password before the shop is public.',
      );
    }
  }
  return notes;
}

/** Creates, migrates and fills the database in this process (the child's work). */
export async function createDatabase(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDir(config),
  });
  try {
    await database.migrate();
    await fillEmptyDatabase(database.db, config, (line) => console.log(line));
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
  if (code !== 0) throw new Error(`Creating the database failed (exit code ${code})`);
}

if (process.argv[1] === import.meta.filename) {
  const config = loadConfig();
  // The shop that spawned this child holds the lock for it; run alone, the child takes its own.
  lockDatabaseOrExit(config, { allowHolder: process.ppid });
  createDatabase(config).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
