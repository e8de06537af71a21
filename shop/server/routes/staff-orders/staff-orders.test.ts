// The staff API of the order's life: only staff may list, show and move orders; every move is
// checked, recorded with who made it, refused cross-site, and a refund goes through the payment
// provider. The shipped mail is queued with the change and retried when SMTP fails.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../../contract/http';
import { staffOrderRoutes as r } from '../../../contract/staff-orders';
import { orderStatuses, outbox, paymentTransactions } from '../../db/schema';
import { DEMO_STAFF } from '../../demo/demo-accounts';
import { ordersCommand } from '../../services/fulfilment/orders-command';
import { createMailer } from '../../services/mail/mail';
import { createTestApp } from '../../test/app';
import { signedInAs } from '../../test/sign-in';
import { startTestSmtp, type ReceivedMail, type TestSmtpServer } from '../../test/smtp-server';
import { Browser } from '../../test/client';
import { buyPrintForPickup, newCustomer, signInParent, TEST_CARD } from '../checkout/test-cart';

// A real SMTP server on loopback (test/smtp-server.ts).
let smtp: TestSmtpServer;
let received: ReceivedMail[] = [];

let app: FastifyInstance;
let smtpUrl: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  received = smtp.received;
  smtpUrl = smtp.url;
  app = await createTestApp({ smtpUrl });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

let customers = 0;
/** A new customer pays a print by card (school-free store pickup); returns the order's uuid. */
async function paidOrder(): Promise<{ order: string; email: string }> {
  customers += 1;
  const email = `staff-api-${customers}-${Date.now()}@keepsake.test`;
  const b = await newCustomer(app, email);
  const { transaction, order } = await buyPrintForPickup(app, b, email);
  const pay = await b.post(`/api/webshop/payment/${transaction.uuid}/card`, TEST_CARD);
  expect(pay.json()).toMatchObject({ status: 'approved' });
  return { order: order.uuid, email };
}

const staff = () => signedInAs(app, DEMO_STAFF);

const one = (orderUuid: string) => pathFor(r.one.path, { orderUuid });
const advance = (orderUuid: string) => pathFor(r.advance.path, { orderUuid });
const status = async (orderUuid: string) =>
  (await app.db.select().from(orderStatuses).where(eq(orderStatuses.orderUuid, orderUuid)))[0]
    ?.status;

describe('who may call the staff order API', () => {
  it('refuses visitors (401) and parents (403), even for their own order, and changes nothing', async () => {
    const { order } = await paidOrder();
    const parent = await signInParent(app);
    const visitor = new Browser(app);
    for (const b of [visitor, parent]) {
      const expected = b === visitor ? 401 : 403;
      expect((await b.get(r.list.path)).statusCode).toBe(expected);
      expect((await b.get(one(order))).statusCode).toBe(expected);
      const moved = await b.post(advance(order), { status: 'in_production' });
      expect(moved.statusCode).toBe(expected);
      const cancelled = await b.post(pathFor(r.cancel.path, { orderUuid: order }), {});
      expect(cancelled.statusCode).toBe(expected);
      // Even a malformed body says only 401/403: nothing about the call leaks.
      expect((await b.post(advance(order), { status: 'nonsense' })).statusCode).toBe(expected);
    }
    expect((await parent.get(one(order))).json()).toMatchObject({ code: 'staff-only' });
    expect(await status(order)).toBe('received');
  });

  it('refuses a move posted from another site, and does not make it', async () => {
    const { order } = await paidOrder();
    const b = await staff();
    const res = await b.request({
      method: 'POST',
      url: advance(order),
      payload: { status: 'in_production' },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' },
    });
    expect(res.statusCode).toBe(403);
    expect(await status(order)).toBe('received');
  });
});

describe('staff move an order along', () => {
  it('lists orders by status a page at a time and shows one with its history', async () => {
    const a = await paidOrder();
    const c = await paidOrder();
    const b = await staff();
    const page1 = (await b.get(`${r.list.path}?status=received&pageSize=1&page=1`)).json();
    const page2 = (await b.get(`${r.list.path}?status=received&pageSize=1&page=2`)).json();
    expect(page1.total).toBeGreaterThanOrEqual(2);
    // Newest first, one per page, never the same order twice.
    expect(page1.orders.map((o: { orderUuid: string }) => o.orderUuid)).toEqual([c.order]);
    expect(page2.orders.map((o: { orderUuid: string }) => o.orderUuid)).toEqual([a.order]);
    expect(page1.orders[0]).toMatchObject({
      reference: c.order.slice(0, 8),
      status: 'received',
      email: c.email,
      currency: 'NOK',
    });
    expect((await b.get(`${r.list.path}?status=bogus`)).statusCode).toBe(400);
    expect((await b.get(`${r.list.path}?pageSize=100000`)).statusCode).toBe(400);
    const shown = (await b.get(one(a.order))).json();
    expect(shown.history).toMatchObject([
      { fromStatus: null, toStatus: 'received', actor: 'system' },
    ]);
    expect((await b.get(one(crypto.randomUUID()))).statusCode).toBe(404);
  });

  it('advances, refuses a skipped step (409), records who did what, and mails the parent', async () => {
    const { order, email } = await paidOrder();
    const b = await staff();
    const skipped = await b.post(advance(order), { status: 'delivered' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ code: 'invalid-transition' });
    expect((await b.post(advance(order), { status: 'in_production' })).statusCode).toBe(200);
    const shipped = await b.post(advance(order), {
      status: 'ready_for_pickup',
      note: 'On the shelf',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      order: { status: 'ready_for_pickup' },
      mailQueued: true,
    });
    expect(
      (
        shipped.json().history as { fromStatus: string | null; toStatus: string; actor: string }[]
      ).map((h) => [h.fromStatus, h.toStatus, h.actor]),
    ).toEqual([
      [null, 'received', 'system'],
      ['received', 'in_production', DEMO_STAFF.email],
      ['in_production', 'ready_for_pickup', DEMO_STAFF.email],
    ]);
    await app.mailer.deliverQueued();
    const mails = received.filter((m) => m.to.includes(email));
    expect(mails.map((m) => /Subject: (.*)/.exec(m.data)?.[1])).toContain(
      `Your order ${order.slice(0, 8)} is ready for pickup`,
    );
  });

  it('cancels, then refunds the card payment through its provider, once', async () => {
    const { order } = await paidOrder();
    const b = await staff();
    expect((await b.post(pathFor(r.cancel.path, { orderUuid: order }), {})).statusCode).toBe(200);
    const refund = pathFor(r.refund.path, { orderUuid: order });
    const refunded = await b.post(refund, { note: 'Parent asked' });
    expect(refunded.json()).toMatchObject({ order: { status: 'refunded' }, mailQueued: false });
    const [paid] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderUuid, order));
    expect(paid?.payment.refund).toMatchObject({ method: 'payback' });
    const again = await b.post(refund, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid-transition' });
  });
});

describe('status mails are retried', () => {
  it('keeps a shipped mail the SMTP server refused and sends it on the retry', async () => {
    const { order, email } = await paidOrder();
    const b = await staff();
    await b.post(advance(order), { status: 'in_production' });
    // The CLI's mailer (the same service call as the API's), retrying after 50 ms.
    const mailer = createMailer(app.db, { smtpUrl, from: 'shop@keepsake.test', retryMs: 50 });
    const printed: string[] = [];
    smtp.refuses = () => true;
    const code = await ordersCommand(
      {
        db: app.db,
        mailer,
        staff: DEMO_STAFF.email,
        publicUrl: 'http://shop.test',
        print: (line) => printed.push(line),
      },
      ['advance', order.slice(0, 8), 'shipped', '--tracking', 'PN-778899'],
    );
    expect(code).toBe(0);
    expect(printed).toContain(`${order.slice(0, 8)}: in_production -> shipped`);
    const statusMail = async () =>
      (await app.db.select().from(outbox).where(eq(outbox.to, email))).find(
        (m) => m.statusHistoryId !== null,
      );
    // The send failed: the mail is kept, unsent, with its error.
    expect(await statusMail()).toMatchObject({ sentAt: null });
    expect((await statusMail())?.error).toContain('Mailbox unavailable');
    const shippedMails = () =>
      received.filter((m) => m.to.includes(email) && m.data.includes('PN-778899'));
    expect(shippedMails()).toEqual([]);
    // SMTP is back: the mailer's own retry delivers it, once.
    smtp.refuses = () => false;
    for (let i = 0; i < 200 && shippedMails().length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await mailer.close();
    expect(shippedMails()).toHaveLength(1);
    expect(shippedMails()[0]?.data).toContain(
      `Subject: Your order ${order.slice(0, 8)} is on its way`,
    );
    expect(await statusMail()).toMatchObject({ error: null });
    expect((await statusMail())?.sentAt).toBeInstanceOf(Date);
    // The API shows the change, made by the CLI's staff member.
    const shown = (await b.get(one(order))).json();
    expect(shown.order).toMatchObject({ status: 'shipped', trackingReference: 'PN-778899' });
    expect(shown.history.at(-1)).toMatchObject({
      fromStatus: 'in_production',
      toStatus: 'shipped',
      actor: DEMO_STAFF.email,
    });
  });
});
