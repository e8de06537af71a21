import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
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
  smtp.refuses = (address) => address === 'bounce@example.com';
  app = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
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
