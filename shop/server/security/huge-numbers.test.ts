import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import { orderLines } from '../db/schema';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../demo/demo-accounts';
import { demoProductUuid } from '../demo/product-catalogue';
import { createTestApp } from '../test/app';
import type { Browser } from '../test/client';
import {
  ADULT_PID,
  addPrintLine,
  newCustomer,
  postage,
  signInParent,
} from '../routes/checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HUGE = [1e9, 2 ** 31, 2 ** 53];
const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
const CARD_15 = demoProductUuid('card-15x15');

async function winterData(b: Browser): Promise<unknown> {
  const res = await b.post('/api/webshop/user/templates/fill-template', {
    template: { uuid: WINTER.uuid },
    subject: { uuid: DEMO_SUBJECTS.emma },
  });
  return res.json();
}

/** A 4xx with a message a person can read (never a 500, never an empty body). */
function refusedClearly(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json() as { error?: unknown };
  expect(typeof body.error).toBe('string');
  expect(String(body.error).length).toBeGreaterThan(10);
}

describe('huge quantities on a cart line', () => {
  it('adding a template line with 1e9 or 2^31 pieces is refused with a message', async () => {
    const b = await signInParent(app);
    const templateData = await winterData(b);
    for (const quantity of HUGE) {
      const res = await b.post('/api/webshop/cart/template-lines', {
        productUuid: CARD_15,
        template: WINTER,
        templateData,
        lines: [{ quantity, subProductUuids: [] }],
      });
      refusedClearly(res);
    }
  });

  it('updating a template line to 1e9 or 2^31 pieces is refused with a message', async () => {
    const b = await signInParent(app);
    const templateData = await winterData(b);
    const added = await b.post('/api/webshop/cart/template-lines', {
      productUuid: CARD_15,
      template: WINTER,
      templateData,
      lines: [{ quantity: 1, subProductUuids: [] }],
    });
    expect(added.statusCode).toBe(200);
    const [uuid] = added.json().orderLineUuids as string[];
    for (const quantity of HUGE) {
      const res = await b.request({
        method: 'PUT',
        url: `/api/webshop/cart/template-lines/${uuid}`,
        payload: { template: WINTER, templateData, quantity, subProductUuids: [] },
      });
      refusedClearly(res);
    }
  });

  it('setting a cart line to 1e9 or 2^31 pieces is refused with a message', async () => {
    const email = 'huge-quantity@keepsake.test';
    const b = await newCustomer(app, email);
    const uuid = await addPrintLine(app, email);
    // A line that names a large maximum of its own is still bounded.
    await app.db
      .update(orderLines)
      .set({ maximumQuantity: 2 ** 31 - 1 })
      .where(eq(orderLines.uuid, uuid));
    for (const quantity of [...HUGE, String(2 ** 31), '999999999999']) {
      const res = await b.request({
        method: 'PUT',
        url: `/api/webshop/cart/lines/${uuid}/quantity`,
        payload: { quantity },
      });
      refusedClearly(res);
    }
    const cart = (await b.get('/api/webshop/cart/priced')).json().cart;
    expect(cart.orderLines[0].quantity).toBe(1);
  });
});

describe('a cart total past what an order can hold', () => {
  it('is refused at checkout and at Buy now with a message, not a 500', async () => {
    const email = 'huge-total@keepsake.test';
    const b = await newCustomer(app, email);
    // Two lines that each fit, together past 2^31 øre.
    await addPrintLine(app, email, 1, 1_500_000_000);
    await addPrintLine(app, email, 1, 1_500_000_000);
    const open = await b.post('/api/webshop/checkout');
    expect(open.statusCode).toBe(400);
    expect(open.json()).toEqual({ error: Messages.totalTooLarge, code: 'total-too-large' });

    // A checkout opened before the cart grew: Buy now refuses too.
    const email2 = 'huge-total-2@keepsake.test';
    const b2 = await newCustomer(app, email2);
    await addPrintLine(app, email2, 1, 1_500_000_000);
    const checkout = (await b2.post('/api/webshop/checkout')).json();
    expect(checkout.checkoutUuid).toBeTypeOf('string');
    await addPrintLine(app, email2, 1, 1_500_000_000);
    const buy = await b2.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, {
      deliveryOptionUuid: demoUuid('delivery-option:postage'),
      paymentOptionUuid: demoUuid('payment:invoice'),
      deliveryOptionData: postage,
      paymentOptionData: { pid: ADULT_PID },
      client: 'mobile',
      // What the page showed before the cart grew.
      total: checkout.cart.summary.totalPrice.amount,
    });
    expect(buy.statusCode).toBe(400);
    expect(buy.json()).toEqual({ error: Messages.totalTooLarge, code: 'total-too-large' });
    expect((await b2.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
  });
});

describe('one catalogue listed twice in one request', () => {
  it('cannot put more than its maximum in the cart', async () => {
    const b = await signInParent(app);
    await addPrintLine(app, DEMO_USER.email);
    const { catalogues } = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string; maxQuantity: number | null }[];
    };
    const first = catalogues[0];
    if (!first) throw new Error('no catalogue');
    const max = first.maxQuantity ?? 10;
    const twice = [
      { uuid: first.uuid, quantity: max },
      { uuid: first.uuid, quantity: max },
    ];
    const res = await b.post('/api/webshop/cart/catalogues', { catalogues: twice });
    refusedClearly(res);
    const checkout = (await b.post('/api/webshop/checkout')).json();
    const viaCheckout = await b.post(
      `/api/webshop/checkout/${checkout.checkoutUuid as string}/catalogues`,
      { catalogues: twice },
    );
    refusedClearly(viaCheckout);
    const after = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string; quantity: number }[];
    };
    expect(after.catalogues.find((c) => c.uuid === first.uuid)?.quantity ?? 0).toBeLessThanOrEqual(
      max,
    );
  });
});
