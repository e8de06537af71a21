import { testStorageConfig } from '../../test/storage';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { orders, outbox } from '../../db/schema';
import { buyPrintForPickup, newCustomer, payByTestCard } from '../../routes/checkout/test-cart';
import { openSeededTestDatabase, TEST_DATA_DIR } from '../../test/app';
import { createMailer } from '../mail/mail';
import { confirmTransaction } from './confirm';
import { queueOrderConfirmation } from './mail';
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server';

// A real SMTP server on loopback (test/smtp-server.ts).
let smtp: TestSmtpServer;
let received: ReceivedMail[] = [];

let database: Database;
let config: Config;
let app: FastifyInstance;
// The server, as started again and again on the same database (as after a crash).
const startServer = () => buildApp(config, { database, webDir: null, closeDatabase: false });

beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  database = await openSeededTestDatabase();
  config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir: TEST_DATA_DIR,
    storage: testStorageConfig(),
    memoryDb: true,
    smtpUrl: smtp.url,
    publicUrl: 'http://shop.test',
  };
  app = await startServer();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await smtp.close();
});

/** A card payment opened for a new customer's print, not paid yet. */
async function openCardPayment(email: string) {
  const b = await newCustomer(app, email);
  const { transaction, order } = await buyPrintForPickup(app, b, email);
  return { b, transaction, order };
}

const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));
const outboxFor = (orderUuid: string) =>
  database.db.select().from(outbox).where(eq(outbox.orderUuid, orderUuid));

describe('the order confirmation mail survives a crash', () => {
  it('is queued with the order and sent exactly once when the server starts again', async () => {
    const email = 'crash-mail@keepsake.test';
    const { transaction, order } = await openCardPayment(email);
    // The process stops right after the order is committed, before anything is sent.
    const now = new Date();
    expect(await confirmTransaction(app.db, transaction.uuid, {}, now, config.publicUrl)).toBe(
      true,
    );
    expect(mailsTo(email)).toHaveLength(0);
    const [queued] = await outboxFor(order.uuid);
    expect(queued).toMatchObject({ to: email, sentAt: null });
    expect(queued?.subject).toBe(`Order confirmation ${order.uuid.slice(0, 8)}`);
    await app.close();

    app = await startServer();
    await app.ready();
    await app.mailer.deliverQueued();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toContain(`Subject: Order confirmation ${order.uuid.slice(0, 8)}`);
    expect((await outboxFor(order.uuid))[0]?.sentAt).toBeInstanceOf(Date);
    // The mailbox as read on the shop's own machine (loopback, nothing forwarded).
    const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.body.split(`Order confirmation ${order.uuid.slice(0, 8)}`)).toHaveLength(2);
  });

  it('a retried confirmation never queues or sends a second mail', async () => {
    const email = 'retry-mail@keepsake.test';
    const { b, transaction, order } = await openCardPayment(email);
    const pay = await payByTestCard(b, transaction.uuid);
    expect(pay.json()).toMatchObject({ status: 'approved' });
    expect(mailsTo(email)).toHaveLength(1);

    expect(await confirmTransaction(app.db, transaction.uuid, {}, new Date(), '')).toBe(false);
    const [row] = await database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    await queueOrderConfirmation(app.db, row?.userUuid ?? '', order.uuid, config.publicUrl);
    const again = await payByTestCard(b, transaction.uuid);
    expect(again.statusCode).toBe(409);
    await app.close();
    app = await startServer();
    await app.ready();
    await app.mailer.deliverQueued();
    expect(await outboxFor(order.uuid)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a refused mail is kept and sent when the retry comes', async () => {
    const email = 'refused-mail@keepsake.test';
    const { transaction, order } = await openCardPayment(email);
    await confirmTransaction(app.db, transaction.uuid, {}, new Date(), config.publicUrl);
    const sender = createMailer(app.db, { smtpUrl: config.smtpUrl, from: 'x@y.test', retryMs: 50 });
    smtp.refuses = () => true;
    await sender.deliverQueued();
    expect((await outboxFor(order.uuid))[0]).toMatchObject({ sentAt: null });
    expect((await outboxFor(order.uuid))[0]?.error).toContain('Mailbox unavailable');
    smtp.refuses = () => false;
    for (let i = 0; i < 100 && mailsTo(email).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sender.close();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await outboxFor(order.uuid))[0]).toMatchObject({ error: null });
  });
});
