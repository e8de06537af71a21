import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VOUCHERS } from '../../demo/checkout';
import { demoUuid } from '../../demo/demo-accounts';
import { Messages } from '../../../contract/errors';
import { shops } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { withShownTotal } from '../../test/buy-now';
import { Browser } from '../../test/client';
import { ADULT_PID, addPrintLine, newCustomer, postage } from './test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const POSTAGE = demoUuid('delivery-option:postage');
const INVOICE = demoUuid('payment:invoice');
const base = (id: string) => `/api/webshop/checkout/${id}`;

async function openCheckout(email: string, quantity = 1) {
  const b = await newCustomer(app, email);
  await addPrintLine(app, email, quantity);
  const res = await b.post('/api/webshop/checkout');
  expect(res.statusCode).toBe(200);
  return { b, checkout: res.json() };
}

describe('POST /api/webshop/checkout', () => {
  it('needs a signed-in user', async () => {
    const res = await new Browser(app).post('/api/webshop/checkout');
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 for a cart without product lines (the web goes to the products)', async () => {
    const b = await newCustomer(app, 'empty@keepsake.test');
    const res = await b.post('/api/webshop/checkout');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Your shopping cart is empty.', code: 'cart-empty' });
  });

  it('prices the cart on the server and offers the physical delivery methods', async () => {
    const { checkout } = await openCheckout('open@keepsake.test', 2);
    expect(checkout.cart.summary.totalPrice).toEqual({ amount: 39800, currency: 'NOK' });
    const types = checkout.deliveryOptions.map((m: { type: string }) => m.type);
    expect(types).toEqual(['postage', 'store-pickup']);
    expect(checkout.termsOfPurchase.length).toBeGreaterThan(0);
    expect(checkout.hasActiveRebateCampaigns).toBe(true);
    expect(checkout.user.emailAddress).toBe('open@keepsake.test');
  });

  it('says when the cart gets free delivery, so every delivery price reads Free', async () => {
    const below = await openCheckout('notfree@keepsake.test', 1);
    expect(below.checkout.cart.summary.freeDelivery).toBe(false);
    // Six prints (NOK 1194) pass the demo shop's threshold of NOK 1000.
    const over = await openCheckout('free@keepsake.test', 6);
    expect(over.checkout.cart.summary.freeDelivery).toBe(true);
    const options = await over.b.get(
      `${base(over.checkout.checkoutUuid)}/delivery-options/${POSTAGE}/payment-options`,
    );
    const fee = options.json().cart.summary.lines.find((l: { type: number }) => l.type === 3);
    expect(fee.linePrice.amount).toBe(0);
  });

  it('tags each pickup location with its store, the express variant after the standard', async () => {
    const { checkout } = await openCheckout('pickup-groups@keepsake.test');
    const store = checkout.deliveryOptions.find((m: { type: string }) => m.type === 'store-pickup');
    const locations = store.pickupLocations as { uuid: string; group: string; express: boolean }[];
    expect(locations.map((l) => l.express)).toEqual([false, true]);
    expect(new Set(locations.map((l) => l.group)).size).toBe(1);
    expect(locations[1]?.uuid.endsWith('-111111111111')).toBe(true);
  });

  it('gives the same checkout again until it is paid', async () => {
    const { b, checkout } = await openCheckout('again@keepsake.test');
    const again = await b.post('/api/webshop/checkout');
    expect(again.json().checkoutUuid).toBe(checkout.checkoutUuid);
  });
});

describe('payment options and the chosen payment option', () => {
  it('lists the payment options with the cart priced with delivery', async () => {
    const { b, checkout } = await openCheckout('options@keepsake.test');
    const res = await b.get(
      `${base(checkout.checkoutUuid)}/delivery-options/${POSTAGE}/payment-options`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paymentOptions.map((o: { provider: string }) => o.provider)).toEqual([
      'invoice',
      'mobile',
      'card',
    ]);
    expect(body.paymentOptions[0].requirePersonNo).toBe(true);
    expect(body.paymentOptions[1].verifyMobile).toBe(true);
    expect(body.cart.summary.totalPrice.amount).toBe(19900 + 4900);
    const set = await b.get(
      `${base(checkout.checkoutUuid)}/delivery-options/${POSTAGE}/payment-options/${INVOICE}`,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().cart.summary.totalPrice.amount).toBe(24800);
  });

  it('refuses an unknown delivery or payment option and another user’s checkout', async () => {
    const { b, checkout } = await openCheckout('refuse@keepsake.test');
    const id = checkout.checkoutUuid;
    const bad = await b.get(`${base(id)}/delivery-options/nope/payment-options`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'The delivery option is not available.',
      code: 'delivery-unavailable',
    });
    const badPay = await b.get(`${base(id)}/delivery-options/${POSTAGE}/payment-options/nope`);
    expect(badPay.json()).toEqual({
      error: 'The payment option is not available.',
      code: 'payment-unavailable',
    });
    const other = await newCustomer(app, 'other@keepsake.test');
    const res = await other.get(`${base(id)}/delivery-options/${POSTAGE}/payment-options`);
    expect(res.statusCode).toBe(404);
  });
});

describe('verify-rebate-code', () => {
  it('applies a valid code and keeps it on the cart', async () => {
    const { b, checkout } = await openCheckout('voucher@keepsake.test');
    const res = await b.post(`${base(checkout.checkoutUuid)}/verify-rebate-code`, {
      code: 'spring-20',
      deliveryOptionUuid: null,
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json().cart;
    expect(cart.rebateCode).toBe('SPRING20');
    expect(cart.summary.totalPrice.amount).toBe(19900 - 3980);
    expect(cart.summary.lines.map((l: { description: string }) => l.description)).toContain(
      'Voucher SPRING20',
    );
  });

  it('answers the voucher’s own message for expired, unknown and too small orders', async () => {
    const { b, checkout } = await openCheckout('badvoucher@keepsake.test');
    const url = `${base(checkout.checkoutUuid)}/verify-rebate-code`;
    const expired = await b.post(url, { code: DEMO_VOUCHERS.expired });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: 'The voucher code has expired.',
      code: 'voucher-refused',
    });
    const unknown = await b.post(url, { code: 'NOPE' });
    expect(unknown.json()).toEqual({
      error: 'The voucher code is not valid.',
      code: 'voucher-refused',
    });
    const small = await b.post(url, { code: DEMO_VOUCHERS.minimumOrder });
    expect(small.json().error).toMatch(/^The voucher code needs an order of at least /);
    const cart = await b.get('/api/webshop/cart/priced');
    expect(cart.json().cart.summary.totalPrice.amount).toBe(19900);
  });
});

describe('POST …/payment-data (the payment step continued)', () => {
  const MOBILE = demoUuid('payment:mobile');

  it('refuses a wrong personal id number or mobile number with the field it belongs to', async () => {
    const { b, checkout } = await openCheckout('paydata@keepsake.test');
    const url = `${base(checkout.checkoutUuid)}/payment-data`;
    const check = (paymentOptionUuid: string, paymentOptionData: object) =>
      b.post(url, { paymentOptionUuid, paymentOptionData });

    const short = await check(INVOICE, { pid: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Invalid personal id number', code: 'pid-refused' });
    const empty = await check(INVOICE, { pid: ' ' });
    expect(empty.json()).toEqual({ error: Messages.required, code: 'pid-refused' });
    expect((await check(INVOICE, { pid: ADULT_PID })).json()).toEqual({ valid: true });

    const phone = await check(MOBILE, { mobilePhone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().code).toBe('mobile-refused');
    expect((await check(MOBILE, { mobilePhone: '+47 412 34 567' })).json()).toEqual({
      valid: true,
    });

    const tooLong = await check(MOBILE, { mobilePhone: '4'.repeat(41) });
    expect(tooLong.statusCode).toBe(400);
  });

  it("answers 404 for another parent's checkout", async () => {
    const { checkout } = await openCheckout('paydata-a@keepsake.test');
    const other = await newCustomer(app, 'paydata-b@keepsake.test');
    const res = await other.post(`${base(checkout.checkoutUuid)}/payment-data`, {
      paymentOptionUuid: INVOICE,
      paymentOptionData: { pid: ADULT_PID },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST …/transaction with invoice', () => {
  const payload = (extra: object = {}) => ({
    deliveryOptionUuid: POSTAGE,
    paymentOptionUuid: INVOICE,
    deliveryOptionData: postage,
    paymentOptionData: { pid: ADULT_PID },
    client: 'mobile',
    comment: 'Thanks!',
    // The form is checked before the total is compared.
    total: 0,
    ...extra,
  });

  it('refuses a Buy now that does not say which total it charges', async () => {
    const { b, checkout } = await openCheckout('invoicenototal@keepsake.test');
    const { total: _total, ...withoutTotal } = payload();
    const res = await b.post(`${base(checkout.checkoutUuid)}/transaction`, withoutTotal);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: Messages.totalMissing });
    const orders = await b.get('/ajax/user/get_order_list.php');
    expect(orders.json()).toEqual([]);
  });

  it('names the form error', async () => {
    const { b, checkout } = await openCheckout('invoicebad@keepsake.test');
    const url = `${base(checkout.checkoutUuid)}/transaction`;
    const res = await b.post(url, payload({ paymentOptionData: { pid: '01019000084' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid personal id number', code: 'order-refused' });
    const noName = await b.post(
      url,
      payload({
        deliveryOptionData: { ...postage, contactInfo: { name: '', emailAddress: 'a@b.no' } },
      }),
    );
    expect(noName.statusCode).toBe(400);
  });

  it('names a state outside the shop’s list, in the parent’s language, by its code', async () => {
    const [shop] = await app.db.select().from(shops);
    if (!shop) throw new Error('no shop');
    const states = ['California', 'New York', 'Texas'];
    await app.db.update(shops).set({ options: { ...shop.options, gatherState: true, states } });
    try {
      const { b, checkout } = await openCheckout('invoicestate@keepsake.test');
      const url = `${base(checkout.checkoutUuid)}/transaction`;
      const address = (state: string) =>
        payload({
          deliveryOptionData: {
            ...postage,
            deliveryAddress: { ...postage.deliveryAddress, state },
          },
        });
      const english = await b.post(url, address('Atlantis'));
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        error: 'Choose a state from the list',
        code: 'state-refused',
      });
      // The parent who chose Norsk reads it in Norsk.
      expect((await b.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
      const norwegian = await b.post(url, address('Atlantis'));
      expect(norwegian.json()).toEqual({
        error: 'Velg en delstat fra listen',
        code: 'state-refused',
      });
      await b.post('/api/webshop/user/language', { lang: 'en' });
      // A state missing altogether is still the required field's message.
      const none = await b.post(url, address(''));
      expect(none.json()).toEqual({ error: Messages.required, code: 'order-refused' });
      // A listed state passes the form (the total, sent as 0, is what is refused next).
      const listed = await b.post(url, address('Texas'));
      expect(listed.json().code).toBe('total-changed');
    } finally {
      await app.db.update(shops).set({ options: shop.options });
    }
  });

  it('confirms the order at once, empties the cart and mails the receipt', async () => {
    const { b, checkout } = await openCheckout('invoice@keepsake.test', 2);
    const res = await b.post(
      `${base(checkout.checkoutUuid)}/transaction`,
      await withShownTotal(b, checkout.checkoutUuid, payload()),
    );
    expect(res.statusCode).toBe(200);
    const { transaction, order } = res.json();
    const status = await b.get(`/api/webshop/payment/${transaction.uuid}`);
    expect(status.json()).toMatchObject({ status: 'approved', order: { uuid: order.uuid } });
    const cart = await b.get('/api/webshop/cart/priced');
    expect(cart.json().cart.orderLines).toEqual([]);
    const details = await b.get(`/api/webshop/user/orders/${order.uuid}`);
    expect(details.statusCode).toBe(200);
    const o = details.json().order;
    expect(o.summary.totalPrice.amount).toBe(2 * 19900 + 4900);
    expect(o.payment.isInvoice).toBe(true);
    expect(o.delivery).toMatchObject({ type: 'postage', address: { city: 'Oslo' } });
    expect(o.comment).toBe('Thanks!');
    // The mailbox as read on the shop's own machine (loopback, nothing forwarded).
    const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(mailbox.body).toContain(`Order confirmation ${order.uuid.slice(0, 8)}`);
  });
});
