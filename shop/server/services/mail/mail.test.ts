import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DEMO_STAFF, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server';
import { Browser } from '../../test/client';

// A real SMTP server on loopback (test/smtp-server.ts).
let smtp: TestSmtpServer;
let received: ReceivedMail[] = [];

let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  smtp.refuses = (address) => address === DEMO_STAFF.email;
  app = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('sends the password reminder to the SMTP server and marks it sent', async () => {
    const res = await new Browser(app).get(
      `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${DEMO_USER.email}`,
    );
    expect(res.statusCode).toBe(200);
    const mail = received.at(-1);
    expect(mail?.to).toEqual([DEMO_USER.email]);
    expect(mail?.from).toBe('no-reply@keepsake.test');
    expect(mail?.data).toContain('Subject: Reset your Keepsake password');
    expect(mail?.data).toMatch(/http:\/\/shop\.test\/reset-password\?resetcode=/);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, DEMO_USER.email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it("answers 'Error sending password reset instructions.' when the server refuses", async () => {
    const res = await new Browser(app).get(
      `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${DEMO_STAFF.email}`,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'Error sending password reset instructions.' });
    const [row] = await app.db.select().from(outbox).where(eq(outbox.to, DEMO_STAFF.email));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toContain('Mailbox unavailable');
  });
});
