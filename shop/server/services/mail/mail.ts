import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterMs, claimOldest } from '../../db/claim';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { newUuid } from '../../lib/crypto';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox and, with SMTP configured, sends it; throws when sending fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends the queued mail (order confirmations and status mails, written in the transaction of
   * what they tell) not sent yet; runs one
   * pass at a time, never throws, and tries again after retryMs when a mail failed.
   */
  deliverQueued(): Promise<void>;
  /** Stops retrying and waits for a pass under way before closing SMTP. */
  close(): Promise<void>;
}

/**
 * How long a sender holds a queued mail it is sending: another sender (a second server on the
 * same PostgreSQL) takes it again only after this, when the first one crashed mid-send.
 */
export const MAIL_LEASE_MS = 5 * 60_000;

/** Mail written to the outbox for the sender (order confirmations, status mails), not sent inline. */
const queued = or(isNotNull(outbox.orderUuid), isNotNull(outbox.statusHistoryId));

/**
 * Claims the oldest queued mail no sender holds (never one of `skip`) until the lease ends, or
 * returns null. SKIP LOCKED: two senders claiming at once take different rows, never one twice.
 */
function claimQueued(db: Db, skip: string[]) {
  return claimOldest(db, outbox, {
    key: outbox.uuid,
    oldest: outbox.createdAt,
    due: and(
      isNull(outbox.sentAt),
      queued,
      or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
    ),
    claim: { claimedUntil: afterMs(MAIL_LEASE_MS) },
    skip,
  });
}

/** True while queued mail is unsent (held by another sender, or waiting for its retry). */
async function anyQueued(db: Db): Promise<boolean> {
  const rows = await db
    .select({ uuid: outbox.uuid })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), queued))
    .limit(1);
  return rows.length > 0;
}

export function createMailer(
  db: Db,
  options: { smtpUrl: string | null; from: string; retryMs?: number },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const retryMs = options.retryMs ?? 60_000;
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  // One pass over the unsent queued rows, oldest first, each claimed before it is sent; a
  // failure is recorded and the row left alone until retryMs has passed.
  const pass = async (): Promise<boolean> => {
    if (!transport) return true;
    const tried: string[] = [];
    let ok = true;
    while (!closed) {
      const row = await claimQueued(db, tried);
      if (!row) break;
      tried.push(row.uuid);
      try {
        const { to, subject, text, html } = row;
        await transport.sendMail({ from: options.from, to, subject, text, html });
        await db
          .update(outbox)
          .set({ sentAt: new Date(), error: null, claimedUntil: null })
          .where(eq(outbox.uuid, row.uuid));
      } catch (error) {
        ok = false;
        const text = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({ error: text, claimedUntil: afterMs(retryMs) })
          .where(eq(outbox.uuid, row.uuid));
      }
    }
    // Mail another sender holds may come back to us if that sender dies: look again later.
    return ok && !(await anyQueued(db));
  };

  const deliverQueued = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        let ok: boolean;
        try {
          ok = await pass();
        } catch {
          ok = false; // the database itself failed; the retry below picks the rows up again
        }
        if (!ok && !closed && !retry) {
          retry = setTimeout(() => {
            retry = null;
            void deliverQueued();
          }, retryMs);
          retry.unref();
        }
      } while (again && !closed);
      running = null;
    })();
    return running;
  };

  return {
    deliverQueued,
    async send(message) {
      const uuid = newUuid();
      await db.insert(outbox).values({ uuid, ...message });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.uuid, uuid));
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ error: text }).where(eq(outbox.uuid, uuid));
        throw error;
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await running;
      transport?.close();
    },
  };
}

/** Escapes text for HTML mail bodies and pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
