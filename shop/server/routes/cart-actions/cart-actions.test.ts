import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_VOUCHERS } from '../../demo/checkout';
import { createTestApp } from '../../test/app';
import { addPrintLine, newCustomer } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const total = async (b: Awaited<ReturnType<typeof newCustomer>>) =>
  (await b.get('/api/webshop/cart/priced')).json().cart.summary.totalPrice.amount as number;

describe('cart quantity', () => {
  it('changes the quantity and reprices the line on the server', async () => {
    const b = await newCustomer(app, 'qty@keepsake.test');
    const line = await addPrintLine(app, 'qty@keepsake.test');
    const res = await b.request({
      method: 'PUT',
      url: `/api/webshop/cart/lines/${line}/quantity`,
      payload: { quantity: '3' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.summary.totalPrice.amount).toBe(3 * 19900);
  });

  it('refuses negative, huge and non-numeric quantities and leaves the totals alone', async () => {
    const b = await newCustomer(app, 'tamper@keepsake.test');
    const line = await addPrintLine(app, 'tamper@keepsake.test');
    const before = await total(b);
    for (const [quantity, error] of [
      [-1, 'The quantity cannot be negative.'],
      [0, 'The quantity must be at least 1.'],
      [1_000_000, 'The quantity cannot be more than 101.'],
      ['abc', 'The quantity must be a whole number.'],
      [1.5, 'The quantity must be a whole number.'],
    ] as const) {
      const res = await b.request({
        method: 'PUT',
        url: `/api/webshop/cart/lines/${line}/quantity`,
        payload: { quantity },
      });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json()).toEqual({ error, code: 'quantity-refused' });
    }
    expect(await total(b)).toBe(before);
  });

  it('answers 404 for a line of another cart, which stays as it was', async () => {
    const owner = await newCustomer(app, 'owner@keepsake.test');
    const line = await addPrintLine(app, 'owner@keepsake.test');
    const thief = await newCustomer(app, 'thief@keepsake.test');
    const put = await thief.request({
      method: 'PUT',
      url: `/api/webshop/cart/lines/${line}/quantity`,
      payload: { quantity: 5 },
    });
    expect(put.statusCode).toBe(404);
    const del = await thief.request({ method: 'DELETE', url: `/api/webshop/cart/lines/${line}` });
    expect(del.statusCode).toBe(404);
    expect(await total(owner)).toBe(19900);
  });
});

describe('delete a line and the voucher code', () => {
  it('deletes the line', async () => {
    const b = await newCustomer(app, 'delete@keepsake.test');
    const line = await addPrintLine(app, 'delete@keepsake.test');
    await addPrintLine(app, 'delete@keepsake.test', 1, 10000);
    const res = await b.request({ method: 'DELETE', url: `/api/webshop/cart/lines/${line}` });
    expect(res.json().cart.orderLines).toHaveLength(1);
    expect(res.json().cart.summary.totalPrice.amount).toBe(10000);
  });

  it('sets and removes a voucher code; a free-delivery code shows in the summary', async () => {
    const b = await newCustomer(app, 'code@keepsake.test');
    await addPrintLine(app, 'code@keepsake.test');
    const set = await b.post('/api/webshop/cart/rebate-code', { code: DEMO_VOUCHERS.freeDelivery });
    expect(set.statusCode).toBe(200);
    expect(set.json().cart.rebateCode).toBe('FREESHIP');
    const bad = await b.post('/api/webshop/cart/rebate-code', { code: '' });
    expect(bad.json()).toEqual({ error: 'Please enter a voucher code.', code: 'voucher-refused' });
    const removed = await b.request({ method: 'DELETE', url: '/api/webshop/cart/rebate-code' });
    expect(removed.json().cart.rebateCode).toBeNull();
  });
});
