import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderEvents, paymentTransactions } from '../../db/schema';
import { demoUuid } from '../../demo/demo-accounts';
import { refundPayment } from '../../services/checkout/refund';
import { paymentGateways } from '../../services/payment/providers/registry';
import { createTestApp } from '../../test/app';
import { standInProviderEnv, startPaymentStandIn, type StandIn } from '../../test/payment-stand-in';
import { buyPrintAtStore } from '../checkout/test-cart';

let app: FastifyInstance;
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startPaymentStandIn();
  app = await createTestApp({
    env: standInProviderEnv(standIn.url),
  });
});
afterAll(async () => {
  await app.close();
  await standIn.close();
});

const CARD = demoUuid('payment:card');
const MOBILE = demoUuid('payment:mobile');
const TOTAL = 19900 + 7900;

async function buy(email: string, paymentOptionUuid: string, paymentOptionData: object = {}) {
  const { b, url, payload, transaction, order } = await buyPrintAtStore(
    app,
    email,
    paymentOptionUuid,
    paymentOptionData,
  );
  const status = `/api/webshop/payment/${transaction.uuid}`;
  const [row] = await app.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, transaction.uuid));
  return { b, url, payload, transaction, order, status, ref: row?.providerRef ?? '' };
}

const webhook = (event: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

const statusOf = async (uuid: string) =>
  (
    await app.db
      .select({ status: paymentTransactions.status })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, uuid))
  )[0]?.status;

describe('Stripe Checkout', () => {
  it('sends the parent to Stripe with the server total; a signed webhook confirms once', async () => {
    const { b, transaction, order, status, ref } = await buy('stripe-ok@keepsake.test', CARD);
    const shown = (await b.get(status)).json();
    expect(shown).toMatchObject({ status: 'pending', gateway: 'stripe' });
    expect(shown.redirectUrl).toBe(`${standIn.url}/c/pay/${ref}`);
    expect(standIn.stripe.sessions.get(ref)).toMatchObject({
      amount_total: TOTAL,
      currency: 'nok',
      client_reference_id: transaction.uuid,
    });
    // The card is typed on Stripe's page: the test gateway's card call is refused here.
    const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2040, cvc: '123' };
    expect((await b.post(`${status}/card`, card)).statusCode).toBe(409);

    standIn.stripe.pay(ref);
    const event = standIn.stripe.event('checkout.session.completed', ref);
    expect((await webhook(event)).json()).toEqual({ received: true });
    expect((await b.get(status)).json()).toMatchObject({
      status: 'approved',
      order,
      redirectUrl: null,
    });
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toEqual([]);

    // The same event again (Stripe retries), and a stale one after it: nothing changes.
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(standIn.stripe.event('checkout.session.expired', ref))).statusCode).toBe(
      200,
    );
    expect(await statusOf(transaction.uuid)).toBe('approved');
    const orders = (await b.get('/ajax/user/get_order_list.php')).json() as unknown[];
    expect(orders).toHaveLength(1);
    const events = await app.db
      .select()
      .from(paymentProviderEvents)
      .where(eq(paymentProviderEvents.transactionUuid, transaction.uuid));
    expect(events).toHaveLength(2);
    expect(standIn.stripe.refunds).toEqual([]);
  });

  it('refuses a webhook with a bad signature (400) and changes nothing', async () => {
    const { b, transaction, ref } = await buy('stripe-forged@keepsake.test', CARD);
    standIn.stripe.pay(ref);
    const forged = standIn.stripe.event('checkout.session.completed', ref, {
      secret: 'whsec_wrong',
    });
    const res = await webhook(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'The webhook signature is not valid.',
      code: 'webhook-signature',
    });
    const unsigned = await webhook({ payload: forged.payload, signature: '' });
    expect(unsigned.statusCode).toBe(400);
    const tampered = standIn.stripe.event('checkout.session.completed', ref);
    const changed = await webhook({
      ...tampered,
      payload: tampered.payload.replace('"livemode":false', '"livemode":true'),
    });
    expect(changed.statusCode).toBe(400);
    expect(await statusOf(transaction.uuid)).toBe('pending');
    expect(
      await app.db
        .select()
        .from(paymentProviderEvents)
        .where(eq(paymentProviderEvents.transactionUuid, transaction.uuid)),
    ).toEqual([]);
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toHaveLength(1);
  });

  it('a declined payment leaves the cart; a 3-D Secure timeout expires; retry gets a new payment', async () => {
    const declined = await buy('stripe-decline@keepsake.test', CARD);
    standIn.stripe.decline(declined.ref, 'Your card was declined.');
    await webhook(standIn.stripe.event('checkout.session.async_payment_failed', declined.ref));
    expect((await declined.b.get(declined.status)).json()).toMatchObject({
      status: 'declined',
      reason: 'Your card was declined.',
      redirectUrl: null,
    });
    expect((await declined.b.get('/api/webshop/cart/priced')).json().cart.orderLines).toHaveLength(
      1,
    );

    const retry = (await declined.b.post(declined.url, declined.payload)).json();
    expect(retry.transaction.uuid).not.toBe(declined.transaction.uuid);
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, retry.transaction.uuid));
    // The parent never finishes 3-D Secure: Stripe expires the session.
    standIn.stripe.expire(row?.providerRef ?? '');
    await webhook(standIn.stripe.event('checkout.session.expired', row?.providerRef ?? ''));
    expect(await statusOf(retry.transaction.uuid)).toBe('expired');
    expect((await declined.b.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
  });

  it('the parent cancels: the session is expired at Stripe and nothing is charged', async () => {
    const { b, status, ref } = await buy('stripe-cancel@keepsake.test', CARD);
    const res = await b.post(`${status}/cancel`, {});
    expect(res.json()).toMatchObject({
      status: 'declined',
      reason: 'You cancelled the payment, so nothing was charged.',
    });
    expect(standIn.stripe.sessions.get(ref)?.status).toBe('expired');
  });

  it('two webhooks at once, or a webhook and the page poll, confirm one order', async () => {
    const { b, transaction, status, ref } = await buy('stripe-twice@keepsake.test', CARD);
    standIn.stripe.pay(ref);
    const results = await Promise.all([
      webhook(standIn.stripe.event('checkout.session.completed', ref)),
      webhook(standIn.stripe.event('checkout.session.completed', ref)),
      b.get(status),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await statusOf(transaction.uuid)).toBe('approved');
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toHaveLength(1);
    expect(standIn.stripe.refunds).toEqual([]);
  });

  it('refunds through the API once', async () => {
    const { transaction, ref } = await buy('stripe-refund@keepsake.test', CARD);
    standIn.stripe.pay(ref);
    await webhook(standIn.stripe.event('checkout.session.completed', ref));
    const gateways = paymentGateways(app.config);
    const refund = await refundPayment(app.db, gateways, transaction.uuid, 5000, 'r1', new Date());
    expect(refund).toMatchObject({ amount: 5000, gateway: 'stripe' });
    const intent = standIn.stripe.sessions.get(ref)?.payment_intent;
    expect(standIn.stripe.refunds).toContainEqual(
      expect.objectContaining({ amount: 5000, payment_intent: intent }),
    );
    await expect(
      refundPayment(app.db, gateways, transaction.uuid, 5000, 'r2', new Date()),
    ).rejects.toThrow('This payment is already refunded.');
    expect(standIn.stripe.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
  });
});

describe('Vipps MobilePay ePayment', () => {
  it('sends the parent to Vipps; the callback makes the shop read, confirm and capture', async () => {
    const { b, transaction, order, status, ref } = await buy('vipps-ok@keepsake.test', MOBILE, {
      mobilePhone: '912 34 567',
    });
    expect(ref).toBe(transaction.uuid);
    expect(standIn.vipps.payments.get(ref)).toMatchObject({
      amount: { currency: 'NOK', value: TOTAL },
      phone: '4791234567',
    });
    const shown = (await b.get(status)).json();
    expect(shown).toMatchObject({
      status: 'pending',
      gateway: 'vipps',
      redirectUrl: `${standIn.url}/landing/${ref}`,
    });
    // The built-in Approve button does nothing to a Vipps payment.
    expect((await b.post(`${status}/mobile`, { answer: 'approve' })).statusCode).toBe(409);

    // A callback before the parent approved (or forged) changes nothing: the API says CREATED.
    const nudge = () =>
      app.inject({ method: 'POST', url: '/api/webhooks/vipps', payload: { reference: ref } });
    expect((await nudge()).json()).toEqual({ received: true });
    expect(await statusOf(transaction.uuid)).toBe('pending');

    standIn.vipps.approve(ref);
    await Promise.all([nudge(), nudge()]);
    expect((await b.get(status)).json()).toMatchObject({ status: 'approved', order });
    expect(standIn.vipps.payments.get(ref)).toMatchObject({ captured: TOTAL, state: 'AUTHORIZED' });
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toHaveLength(1);

    const gateways = paymentGateways(app.config);
    await refundPayment(app.db, gateways, transaction.uuid, TOTAL, 'v1', new Date());
    expect(standIn.vipps.payments.get(ref)?.refunded).toBe(TOTAL);
  });

  it('learns a cancellation in the app and an expiry by polling', async () => {
    const aborted = await buy('vipps-abort@keepsake.test', MOBILE, { mobilePhone: '912 34 568' });
    standIn.vipps.abort(aborted.ref);
    expect((await aborted.b.get(aborted.status)).json()).toMatchObject({
      status: 'declined',
      reason: 'The payment was cancelled in Vipps MobilePay.',
    });
    const retry = (await aborted.b.post(aborted.url, aborted.payload)).json();
    standIn.vipps.expire(retry.transaction.uuid);
    expect(
      (await aborted.b.get(`/api/webshop/payment/${retry.transaction.uuid}`)).json(),
    ).toMatchObject({
      status: 'expired',
    });
    expect((await aborted.b.get('/api/webshop/cart/priced')).json().cart.orderLines).toHaveLength(
      1,
    );
  });
});
