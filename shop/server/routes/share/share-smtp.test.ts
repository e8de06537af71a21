import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

const received: { to: string[]; data: string }[] = [];
// A real SMTP server on loopback that refuses one address, to see a failing mail service.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address === 'bounce@example.com') callback(new Error('Mailbox unavailable'));
    else callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      received.push({
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

const share = async (email: string) => {
  const b = new Browser(app);
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b.get(
    `/sections/prophoto/ajax/do_tipafriend.php?email[]=${encodeURIComponent(email)}&subjects[]=${DEMO_SUBJECTS.jonas}`,
  );
};

describe('share mail over SMTP', () => {
  it('delivers the code to the recipient', async () => {
    const res = await share('aunt@example.com');
    expect(res.json()).toEqual({ error: null, recipients: ['aunt@example.com'] });
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['aunt@example.com']);
    expect(mail?.data).toContain('Subject: Kari Nordmann shared pictures with you');
    expect(mail?.data).toContain('JNAS-4XPT-8HCV');
  });

  it('answers 502 with a clear message when the mail service refuses', async () => {
    const res = await share('bounce@example.com');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'The e-mail could not be sent. Please try again later.',
      recipients: [],
    });
  });
});
