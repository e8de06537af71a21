// The built-in payment providers are simulations (test gateways): an order "paid" through them
// brings the shop no money. A production shop refuses them, with a sentence for the parent,
// unless ALLOW_TEST_PAYMENTS=1 says the shop is a test shop; the web then shows a test banner.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TransactionPayload } from '../../contract/checkout';
import { Messages } from '../../contract/errors';
import { paymentTransactions } from '../db/schema';
import { DEMO_EXPRESS_PICKUP } from '../demo/checkout';
import { demoUuid } from '../demo/demo-accounts';
import {
  ADULT_PID,
  addPrintLine,
  customerContext,
  newCustomer,
  payByTestCard,
  postage,
} from '../routes/checkout/test-cart';
import { createTransaction } from '../services/checkout/transaction';
import { priceUserCart } from '../services/checkout/pricing';
import { sharedTestApp } from '../test/hooks';

const STORE = demoUuid('delivery-option:store');
const INVOICE = demoUuid('payment:invoice');
const MOBILE = demoUuid('payment:mobile');
const CARD = demoUuid('payment:card');
const REFUSED = { error: Messages.testPaymentsOff, code: 'test-payments-off' };

/** A Buy now body; where the gateway is refused first, its total is never compared. */
const payload = (paymentOptionUuid: string, paymentOptionData: object = {}, total = 0) => ({
  deliveryOptionUuid: STORE,
  paymentOptionUuid,
  deliveryOptionData: {
    deliveryAddress: null,
    contactInfo: postage.contactInfo,
    pickupLocationUuid: DEMO_EXPRESS_PICKUP,
  },
  paymentOptionData,
  client: 'mobile',
  total,
});

async function openCheckout(app: FastifyInstance, email: string) {
  const b = await newCustomer(app, email);
  await addPrintLine(app, email);
  const checkout = (await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string };
  return { b, base: `/api/webshop/checkout/${checkout.checkoutUuid}`, id: checkout.checkoutUuid };
}

describe('test payment gateways in production', () => {
  const app = sharedTestApp({ production: true });

  it('tells the web client there is no test mode to show', async () => {
    const settings = await app().inject({ method: 'GET', url: '/api/webshop/shop' });
    expect(settings.json()).toMatchObject({ testPayments: false, testGateways: [] });
  });

  it('refuses card and mobile in the parent’s language', async () => {
    const { b, base } = await openCheckout(app(), 'norsk@keepsake.test');
    expect((await b.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
    for (const option of [MOBILE, CARD]) {
      const res = await b.get(`${base}/delivery-options/${STORE}/payment-options/${option}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Denne butikken kan ikke ta imot betaling ennå. Kontakt butikken.',
        code: 'test-payments-off',
      });
    }
    expect((await b.post('/api/webshop/user/language', { lang: 'sv' })).statusCode).toBe(200);
    const res = await b.post(
      `${base}/transaction`,
      payload(MOBILE, { mobilePhone: '+4791234567' }),
    );
    expect(res.json()).toEqual({
      error: 'Den här butiken kan inte ta emot betalningar än. Kontakta butiken.',
      code: 'test-payments-off',
    });
  });

  it('refuses choosing any of them with a sentence, not a 500', async () => {
    const { b, base } = await openCheckout(app(), 'choose@keepsake.test');
    for (const option of [INVOICE, MOBILE, CARD]) {
      const res = await b.get(`${base}/delivery-options/${STORE}/payment-options/${option}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
  });

  it('refuses paying with them: no order, no transaction', async () => {
    const { b, base, id } = await openCheckout(app(), 'buy@keepsake.test');
    for (const body of [
      payload(INVOICE, { pid: ADULT_PID }),
      payload(MOBILE, { mobilePhone: '+4791234567' }),
      payload(CARD),
    ]) {
      const res = await b.post(`${base}/transaction`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REFUSED);
    }
    const made = await app()
      .db.select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.checkoutUuid, id));
    expect(made).toEqual([]);
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
  });

  it('refuses the card and phone pages of a transaction made before the switch', async () => {
    const email = 'before@keepsake.test';
    const { b, id } = await openCheckout(app(), email);
    const ctx = await customerContext(app(), email);
    // The page refuses to show the gateway, so the total is the server's own for this choice.
    const priced = await priceUserCart(ctx, STORE, undefined, DEMO_EXPRESS_PICKUP);
    const made = await createTransaction(
      ctx,
      id,
      TransactionPayload.parse(payload(CARD, {}, priced.totals.totalPrice.amount)),
    );
    const paid = await payByTestCard(b, made.transactionUuid);
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toEqual(REFUSED);
    const phone = await b.post(`/api/webshop/payment/${made.transactionUuid}/mobile`, {
      answer: 'approve',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual(REFUSED);
    const state = await b.get(`/api/webshop/payment/${made.transactionUuid}`);
    expect(state.json()).toMatchObject({ status: 'created' });
  });
});

describe('test payment gateways in production with ALLOW_TEST_PAYMENTS=1', () => {
  const app = sharedTestApp({ production: true, allowTestPayments: true });

  it('takes them, and tells the web client to show the test-mode banner', async () => {
    const settings = await app().inject({ method: 'GET', url: '/api/webshop/shop' });
    expect(settings.json()).toMatchObject({
      testPayments: true,
      testGateways: ['invoice', 'mobile', 'card'],
    });
    const { b, base } = await openCheckout(app(), 'allowed@keepsake.test');
    const chosen = await b.get(
      `${base}/delivery-options/${STORE}/payment-options/${CARD}?pickupLocationUuid=${DEMO_EXPRESS_PICKUP}`,
    );
    expect(chosen.statusCode).toBe(200);
    const shown = (chosen.json() as { cart: { summary: { totalPrice: { amount: number } } } }).cart
      .summary.totalPrice.amount;
    const res = await b.post(`${base}/transaction`, payload(CARD, {}, shown));
    expect(res.statusCode).toBe(200);
    const { transaction } = res.json() as { transaction: { uuid: string } };
    const paid = await payByTestCard(b, transaction.uuid);
    expect(paid.json()).toMatchObject({ status: 'approved' });
  });
});
