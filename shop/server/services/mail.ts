import { eq } from 'drizzle-orm';
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
  close(): void;
}

export function createMailer(db: Db, options: { smtpUrl: string | null; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
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
    close() {
      transport?.close();
    },
  };
}

/** Escapes text for HTML mail bodies and pages. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
