import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { newUuid } from '../lib/crypto';

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
   * Sends the queued mail (order confirmations written with their order) not sent yet; runs one
   * pass at a time, never throws, and tries again after retryMs when a mail failed.
   */
  deliverQueued(): Promise<void>;
  /** Stops retrying and waits for a pass under way before closing SMTP. */
  close(): Promise<void>;
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

  // One pass over the unsent queued rows, oldest first; a failure is recorded and retried later.
  const pass = async (): Promise<boolean> => {
    if (!transport) return true;
    const rows = await db
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), isNotNull(outbox.orderUuid)))
      .orderBy(asc(outbox.createdAt));
    let ok = true;
    for (const row of rows) {
      if (closed) break;
      try {
        const { to, subject, text, html } = row;
        await transport.sendMail({ from: options.from, to, subject, text, html });
        await db
          .update(outbox)
          .set({ sentAt: new Date(), error: null })
          .where(eq(outbox.uuid, row.uuid));
      } catch (error) {
        ok = false;
        const text = error instanceof Error ? error.message : String(error);
        await db.update(outbox).set({ error: text }).where(eq(outbox.uuid, row.uuid));
      }
    }
    return ok;
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
