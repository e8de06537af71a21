import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetails, orders, paymentTransactions } from '../../db/schema';
import { DEMO_VOUCHERS } from '../../demo/checkout';
import { demoUuid } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import {
  addPrintLine,
  buyPrintAtStore,
  invoiceByPost,
  newCustomer,
  postage,
} from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CARD = demoUuid('payment:card');
const MOBILE = demoUuid('payment:mobile');
const card = (number: string) => ({ number, expiryMonth: 12, expiryYear: 2040, cvc: '123' });

const buy = (email: string, paymentOptionUuid: string, paymentOptionData: object = {}) =>
  buyPrintAtStore(app, email, paymentOptionUuid, paymentOptionData);

describe('the test card gateway', () => {
  it('a declined card leaves the cart intact; a retry gets a new transaction and pays', async () => {
    const { b, url, payload, transaction } = await buy('card@keepsake.test', CARD);
    const pay = `/api/webshop/payment/${transaction.uuid}/card`;
    expect((await b.get(`/api/webshop/payment/${transaction.uuid}`)).json().status).toBe('created');
    const invalid = await b.post(pay, card('1234'));
    expect(invalid.statusCode).toBe(400);
    const declined = await b.post(pay, card('4000000000000002'));
    expect(declined.json()).toMatchObject({ status: 'declined', reason: 'The card was declined.' });
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toHaveLength(1);
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
    const again = await b.post(pay, card('4242424242424242'));
    expect(again.statusCode).toBe(409);

    const retry = (await b.post(url, payload)).json();
    expect(retry.transaction.uuid).not.toBe(transaction.uuid);
    const paid = await b.post(
      `/api/webshop/payment/${retry.transaction.uuid}/card`,
      card('4242 4242 4242 4242'),
    );
    expect(paid.json()).toMatchObject({ status: 'approved', order: retry.order });
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toEqual([]);
    const order = (await b.get(`/api/webshop/user/orders/${retry.order.uuid}`)).json().order;
    expect(order.delivery.pickupLocation.pickupname).toContain('express');
    expect(order.summary.totalPrice.amount).toBe(19900 + 7900);
  });
});

describe('mobile payment', () => {
  it('waits for the phone, then confirms the order once', async () => {
    const { b, transaction, order } = await buy('mobile@keepsake.test', MOBILE, {
      mobilePhone: '912 34 567',
    });
    const status = `/api/webshop/payment/${transaction.uuid}`;
    expect((await b.get(status)).json().status).toBe('pending');
    const ok = await b.post(`${status}/mobile`, { answer: 'approve' });
    expect(ok.json()).toMatchObject({ status: 'approved', order });
    const decline = await b.post(`${status}/mobile`, { answer: 'decline' });
    expect(decline.statusCode).toBe(409);
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toHaveLength(1);
  });

  it('refuses a number that is not a mobile', async () => {
    const b = await newCustomer(app, 'landline@keepsake.test');
    await addPrintLine(app, 'landline@keepsake.test');
    const checkout = (await b.post('/api/webshop/checkout')).json();
    const res = await b.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, {
      deliveryOptionUuid: demoUuid('delivery-option:postage'),
      paymentOptionUuid: MOBILE,
      deliveryOptionData: postage,
      paymentOptionData: { mobilePhone: '22123456' },
      client: 'mobile',
      // The phone number is refused before the total is compared.
      total: 0,
    });
    expect(res.json()).toEqual({ error: 'Invalid mobile phone number', code: 'order-refused' });
  });
});

describe('Buy now is idempotent', () => {
  it('50 concurrent requests for one checkout make one transaction and one order', async () => {
    const email = 'fifty@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email, 3);
    const { checkoutUuid, url, body: payload } = await invoiceByPost(b);
    const answers = await Promise.all(Array.from({ length: 50 }, () => b.post(url, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().transaction.uuid)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().order.uuid)).size).toBe(1);
    const rows = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.checkoutUuid, checkoutUuid));
    expect(rows).toHaveLength(1);
    const user = rows[0]?.userUuid ?? '';
    const made = await app.db.select().from(orders).where(eq(orders.userUuid, user));
    expect(made).toHaveLength(1);
    expect(
      await app.db
        .select()
        .from(orderDetails)
        .where(eq(orderDetails.orderUuid, made[0]?.uuid ?? '')),
    ).toHaveLength(1);
  });
});

describe('a single-use voucher', () => {
  it('cannot be used for a second order', async () => {
    const email = 'reuse@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email);
    expect(
      (await b.post('/api/webshop/cart/rebate-code', { code: DEMO_VOUCHERS.fixed })).statusCode,
    ).toBe(200);
    const checkout = (await b.post('/api/webshop/checkout')).json();
    expect(checkout.cart.summary.totalPrice.amount).toBe(19900 - 5000);
    const { url, body } = await invoiceByPost(b, checkout.checkoutUuid);
    await b.post(url, body);
    await addPrintLine(app, email);
    const again = await b.post('/api/webshop/cart/rebate-code', { code: DEMO_VOUCHERS.fixed });
    expect(again.json()).toEqual({
      error: 'You have already used this voucher code.',
      code: 'voucher-refused',
    });
    expect((await b.get('/api/webshop/cart/priced')).json().cart.summary.totalPrice.amount).toBe(
      19900,
    );
  });
});

describe('unknown transactions', () => {
  it('answer 404', async () => {
    const b = await newCustomer(app, 'nobody@keepsake.test');
    expect((await b.get('/api/webshop/payment/nope')).statusCode).toBe(404);
    expect(
      (await b.post('/api/webshop/payment/nope/card', card('4242424242424242'))).statusCode,
    ).toBe(404);
  });
});
