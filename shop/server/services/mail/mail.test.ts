import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { DEMO_STAFF, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
// A real SMTP server on loopback; it refuses mail to the staff address to test failures.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address === DEMO_STAFF.email) callback(new Error('Mailbox unavailable'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  app = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
