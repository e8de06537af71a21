// The durable queue of lab jobs on the shop's own database, with the claim-with-lease pattern
// of the mail outbox (db/claim.ts): a worker claims a due job and holds it until its lease ends.
import { and, eq, lte, sql } from 'drizzle-orm';
import { afterMs, claimOldest } from '../../db/claim';
import type { Db } from '../../db/client';
import { fulfilmentJobs, orderStatuses, orderStatusHistory } from '../../db/schema';
import { type LabJobConfig, writeLabJob } from './lab-job';

/** How long a worker holds a job it is rendering before another may take it (a crash). */
export const JOB_LEASE_MS = 15 * 60_000;
/** After this many failed tries a job is left as failed for staff to look at. */
export const MAX_ATTEMPTS = 8;

/** The wait before try n + 1 after n failures: 30 s, 1 min, 2 min … capped at 1 hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * Called in the transaction that confirms an order: the order starts as received (with its
 * first history row) and its lab job is queued, so both exist exactly when the order does.
 */
export async function queueFulfilment(db: Db, orderUuid: string): Promise<void> {
  await db.insert(orderStatuses).values({ orderUuid, status: 'received' }).onConflictDoNothing();
  await db
    .insert(orderStatusHistory)
    .values({ orderUuid, fromStatus: null, toStatus: 'received', actor: 'system' });
  await db.insert(fulfilmentJobs).values({ orderUuid }).onConflictDoNothing();
}

/** Claims the oldest due job no worker holds (never one of `skip`), or null. */
function claimDue(db: Db, skip: string[]) {
  return claimOldest(db, fulfilmentJobs, {
    key: fulfilmentJobs.orderUuid,
    oldest: fulfilmentJobs.createdAt,
    due: and(eq(fulfilmentJobs.state, 'queued'), lte(fulfilmentJobs.runAfter, sql`now()`)),
    claim: { runAfter: afterMs(JOB_LEASE_MS), attempts: sql`${fulfilmentJobs.attempts} + 1` },
    skip,
  });
}

export interface FulfilmentWorker {
  /** Runs the due jobs now (after a confirmation); one pass at a time, never throws. */
  kick(): Promise<void>;
  /** Stops polling and waits for the job under way. */
  close(): Promise<void>;
}

/**
 * Works the queue in the background: on kick, and every `pollMs` for jobs whose retry time has
 * come or whose worker died (also those left from before a restart). One job at a time.
 */
export function createFulfilmentWorker(
  db: Db,
  config: LabJobConfig & { pollMs?: number; log?: (message: string, error?: unknown) => void },
): FulfilmentWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const runOne = async (job: { orderUuid: string; attempts: number }) => {
    try {
      const folder = await writeLabJob(db, config, job.orderUuid);
      await db
        .update(fulfilmentJobs)
        .set({ state: 'done', folder, error: null, doneAt: new Date() })
        .where(eq(fulfilmentJobs.orderUuid, job.orderUuid));
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      config.log?.(`lab job ${job.orderUuid} failed (try ${job.attempts})`, error);
      const last = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(fulfilmentJobs)
        .set({
          error: text.slice(0, 2000),
          state: last ? 'failed' : 'queued',
          runAfter: afterMs(retryDelayMs(job.attempts)),
        })
        .where(eq(fulfilmentJobs.orderUuid, job.orderUuid));
    }
  };

  const pass = async () => {
    const tried: string[] = [];
    while (!closed) {
      const job = await claimDue(db, tried);
      if (!job) break;
      tried.push(job.orderUuid);
      await runOne(job);
    }
  };

  const kick = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          config.log?.('fulfilment queue pass failed', error); // the next poll tries again
        }
      } while (again && !closed);
      running = null;
    })();
    return running;
  };

  const timer = setInterval(() => void kick(), config.pollMs ?? 30_000);
  timer.unref();

  return {
    kick,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
