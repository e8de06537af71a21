// Where the rate limits keep their counts. A limit must hold however many shop processes serve
// the shop: on PostgreSQL every process counts in one table of the shop's own database (through
// rate-limiter-flexible, which creates the table itself); on PGlite the shop is one process by
// construction (DATA_DIR/db.lock refuses a second), so its memory is the whole truth.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';
import type { Database } from '../db/client';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** The table rate-limiter-flexible keeps every count in (key, points, expire). */
export const LIMITS_TABLE = 'rate_limits';

export interface LimitOptions {
  /** Names the limit: two limits with different prefixes never share a count. */
  keyPrefix: string;
  /** Tries allowed per window. */
  points: number;
  windowMs: number;
}

export interface LimitStore {
  kind: 'memory' | 'postgres';
  limiter(options: LimitOptions): RateLimiterAbstract;
}

/** Whole seconds, at least one: the stores count windows in seconds. */
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * A key short enough for the table's varchar(255) whatever a client sends (an e-mail address
 * may be 254 characters): long keys are replaced by their SHA-256.
 */
export function limitKey(key: string): string {
  return key.length <= 120 ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export function memoryLimits(): LimitStore {
  return {
    kind: 'memory',
    limiter: (o) =>
      new RateLimiterMemory({
        keyPrefix: o.keyPrefix,
        points: o.points,
        duration: seconds(o.windowMs),
      }),
  };
}

/** Counts in LIMITS_TABLE on the shop's PostgreSQL, created (if missing) before this returns. */
export async function postgresLimits(pool: pg.Pool): Promise<LimitStore> {
  // This one limiter creates the table and, every five minutes, deletes counts expired an hour
  // ago (rate-limiter-flexible's own housekeeping); the others only count.
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        keyPrefix: 'housekeeping',
        points: 1,
        duration: 1,
      },
      (error?: unknown) => (error ? reject(error as Error) : resolve()),
    );
  });
  return {
    kind: 'postgres',
    limiter: (o) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: LIMITS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: o.keyPrefix,
        points: o.points,
        duration: seconds(o.windowMs),
      }),
  };
}

/**
 * The store for the shop's database: PostgreSQL's table, or this process' memory on PGlite.
 * Processes started together create the table one after the other (under the start-up lock):
 * two concurrent `CREATE TABLE IF NOT EXISTS` can both miss the table and the second fails on
 * its row type ("type rate_limits already exists").
 */
export async function openLimitStore(
  database: Pick<Database, 'pool' | 'exclusive'>,
): Promise<LimitStore> {
  const pool = database.pool;
  return pool ? database.exclusive(() => postgresLimits(pool)) : memoryLimits();
}

interface RateLimitRouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit (route `config.rateLimit` and `app.createRateLimit`) that counts
 * in a LimitStore: each hit adds a point, and the plugin compares the count with its `max`.
 */
export function rateLimitStore(limits: LimitStore) {
  const byWindow = new Map<string, RateLimiterAbstract>();
  const limiterFor = (namespace: string, windowMs: number) => {
    const id = `${namespace}|${windowMs}`;
    let limiter = byWindow.get(id);
    if (!limiter) {
      // `points` only matters to consume(); penalty() counts past it, as the plugin expects.
      limiter = limits.limiter({ keyPrefix: `rl:${namespace}`, points: 1, windowMs });
      byWindow.set(id, limiter);
    }
    return limiter;
  };

  class SharedRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; `namespace` keeps routes' counts apart. */
    constructor(
      _options?: unknown,
      private readonly namespace = 'app',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number) {
      limiterFor(this.namespace, timeWindow)
        .penalty(limitKey(key), 1)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** A route's own limit counts apart from every other route's (as the plugin's own store). */
    child(options: unknown) {
      // At run time the plugin passes its merged options, with the route under routeInfo.
      const info = (options as RateLimitRouteOptions).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : info?.method;
      return new SharedRateLimitStore(null, info?.url ? `${method ?? ''} ${info.url}` : 'call');
    }
  }
  return SharedRateLimitStore;
}
