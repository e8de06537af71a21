import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { seedDemo } from '../demo/seed';
import type { AccountLimitOptions, ThrottleOptions } from '../plugins/throttle';
import { openSeededTestDatabaseCopy } from './database';
import { TEST_DATA_DIR, testStorage, testStorageConfig } from './storage';

export { TEST_DATA_DIR } from './storage';

export interface TestAppOptions {
  smtpUrl?: string;
  limits?: ThrottleOptions;
  accountLimits?: Partial<AccountLimitOptions>;
  /** Production mode (default: test mode, with every answer checked against its contract). */
  production?: boolean;
  /** ALLOW_TEST_PAYMENTS=1 (only matters in production). */
  allowTestPayments?: boolean;
  onRoute?: (route: { method: string; url: string }) => void;
  logger?: boolean;
  /** A built web client to serve (default none). */
  webDir?: string;
  /** An open, seeded database to serve (default a fresh one); closing the app closes it. */
  database?: Database;
  /** TRUST_PROXY=1: the client's address comes from X-Forwarded-For. */
  trustProxy?: boolean;
  /** METRICS=1, and METRICS_TOKEN. */
  metrics?: boolean;
  metricsToken?: string;
  /** More environment variables, e.g. STRIPE_SECRET_KEY and STRIPE_API_BASE for a stand-in. */
  env?: Record<string, string>;
}

/** A fresh database with the demo seeded (one per test file: PGlite starts in ~3 s). */
export async function openSeededTestDatabase(): Promise<Database> {
  const { database, seeded } = await openSeededTestDatabaseCopy();
  if (!seeded) await seedDemo(database.db, testStorage());
  return database;
}

/** The real app on a fresh seeded database (build one per test file: PGlite starts in ~3 s). */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openSeededTestDatabase());
  const config: Config = {
    ...loadConfig(
      options.production
        ? {
            NODE_ENV: 'production',
            PUBLIC_URL: 'https://shop.test',
            ALLOW_TEST_PAYMENTS: options.allowTestPayments ? '1' : '0',
            ...options.env,
          }
        : { NODE_ENV: 'test', ...options.env },
    ),
    dataDir: TEST_DATA_DIR,
    storage: testStorageConfig(),
    memoryDb: true,
    smtpUrl: options.smtpUrl ?? null,
    publicUrl: options.production ? 'https://shop.test' : 'http://shop.test',
    trustProxy: options.trustProxy ?? false,
    metrics: options.metrics ?? false,
    metricsToken: options.metricsToken ?? null,
    // Lab jobs render in child processes: a test that wants them runs the worker itself.
    fulfilmentWorker: false,
  };
  return buildApp(config, {
    database,
    webDir: options.webDir ?? null,
    limits: options.limits,
    accountLimits: options.accountLimits,
    onRoute: options.onRoute,
    logger: options.logger,
  });
}
