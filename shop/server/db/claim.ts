// Claim-with-lease, the queue pattern the mail outbox and the lab-job queue share on the shop's
// own database (pg-boss and graphile-worker need a PostgreSQL server; the embedded PGlite is one
// in-process connection): a worker claims the oldest due row with FOR UPDATE SKIP LOCKED and
// moves it out of reach until its lease ends, so two workers never take the same row, and a
// worker that dies mid-job leaves a row another takes again once the lease has run out.
import { and, asc, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** The time `ms` milliseconds from now, as the database's clock sees it. */
export const afterMs = (ms: number): SQL => sql`now() + ${ms} * interval '1 millisecond'`;

export interface ClaimQuery<T extends PgTable> {
  /** The row's key, a text column. */
  key: PgColumn;
  /** The order rows are claimed in: oldest first. */
  oldest: PgColumn;
  /** Which rows are due (not done, lease run out or never taken). */
  due: SQL | undefined;
  /** What claiming writes: at least the new end of the lease. */
  claim: PgUpdateSetSource<T>;
  /** Keys never to claim again in this pass (tried already). */
  skip: readonly string[];
}

/** Claims the oldest due row of `table` no worker holds, or returns null. */
export async function claimOldest<T extends PgTable>(
  db: Db,
  table: T,
  query: ClaimQuery<T>,
): Promise<T['$inferSelect'] | null> {
  const next = db
    .select({ key: query.key })
    .from(table as PgTable)
    .where(and(query.due, query.skip.length ? notInArray(query.key, [...query.skip]) : undefined))
    .orderBy(asc(query.oldest))
    .limit(1)
    .for('update', { skipLocked: true });
  const rows = (await db
    .update(table)
    .set(query.claim)
    .where(eq(query.key, next))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
}
