import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** Applies pending migrations (recorded by Drizzle in drizzle.__drizzle_migrations). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** The connection pool on PostgreSQL (shared limits use it too); null on PGlite. */
  pool: pg.Pool | null;
  /**
   * Runs `work` while no other shop process runs its own: on PostgreSQL a session advisory lock,
   * so processes started together migrate and fill the database one after the other.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of the start-up work (any constant shared by every shop process). */
const START_LOCK = 7_241_966;

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const PGLITE_SHARED_BUFFERS = '32MB';

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** Directory for PGlite; null keeps it in memory. */
  pgliteDir: string | null;
  /**
   * A PGlite data directory as a tarball (PGlite's dumpDataDir) to start from instead of
   * creating an empty cluster: the tests start each database from one migrated copy.
   */
  pgliteDataDir?: Blob;
}

/** The PostgreSQL server of DATABASE_URL does not answer (or refuses the connection). */
export class DatabaseUnreachableError extends Error {
  constructor(url: string, cause: unknown) {
    let where = url;
    try {
      const parsed = new URL(url);
      where = `${parsed.hostname}:${parsed.port || '5432'}`;
    } catch {
      // Not a URL: name it as given (config.ts checks the scheme only).
    }
    // Node reports a refused connection to a name with two addresses as an AggregateError with
    // an empty message; its parts say what happened.
    const describe = (e: unknown): string =>
      e instanceof AggregateError && !e.message
        ? e.errors.map(describe).join('; ')
        : e instanceof Error
          ? e.message || ((e as NodeJS.ErrnoException).code ?? e.name)
          : String(e);
    const reason = describe(cause);
    super(`cannot reach PostgreSQL at ${where}: ${reason}`, { cause });
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is an 'error'
    // on the pool, which would otherwise end the whole process; the pool opens a new one when
    // next asked, and a query in flight still fails on its own.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    // A server that cannot be reached is said so, with its address, before any query is tried.
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end();
      throw new DatabaseUnreachableError(options.databaseUrl, error);
    }
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      pool,
      async exclusive(work) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [START_LOCK]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
          client.release();
        }
      },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // Postgres' default 128 MB buffer pool lives inside the shop's own process with PGlite, where
  // it is most of the memory; the embedded database is small and the OS caches its files.
  const pgliteOptions = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    loadDataDir: options.pgliteDataDir,
  };
  const client = options.pgliteDir
    ? new PGlite(options.pgliteDir, pgliteOptions)
    : new PGlite(pgliteOptions);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pool: null,
    // One process by construction (DATA_DIR/db.lock).
    exclusive: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
