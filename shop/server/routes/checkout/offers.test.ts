import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { addPrintLine, signInParent } from './test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('checkout upsell: catalogues and digital sets', () => {
  it('offers the catalogues, then the digital sets, and adds them to the cart', async () => {
    const b = await signInParent(app);
    await addPrintLine(app, DEMO_USER.email);
    const checkout = (await b.post('/api/webshop/checkout')).json();
    const types = checkout.upsaleList.map((u: { type: string }) => u.type);
    expect(types).toEqual(['CATALOGUE', 'DIGITAL_FILES', 'DIGITAL_FILES']);
    const [catalogueOffer, setOffer] = checkout.upsaleList;
    expect(catalogueOffer.catalogues).toHaveLength(2);
    expect(setOffer.price.amount - setOffer.rebatedPrice.amount).toBe(20000);
    expect(checkout.catalogueMaxDeliveryTime).toBeNull();

    const base = `/api/webshop/checkout/${checkout.checkoutUuid}`;
    const none = await b.post(`${base}/catalogues`, {
      catalogues: [{ uuid: demoUuid('catalogue:emma'), quantity: 0 }],
    });
    expect(none.json()).toEqual({
      error:
        'You need to select how many cataloges you would like before clicking Add to shopping cart',
      code: 'quantity-refused',
    });
    const tooMany = await b.post(`${base}/catalogues`, {
      catalogues: [{ uuid: demoUuid('catalogue:emma'), quantity: 11 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const added = await b.post(`${base}/catalogues`, {
      catalogues: [{ uuid: demoUuid('catalogue:emma'), quantity: 2 }],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().catalogueMaxDeliveryTime).toEqual({ days: 30, lastPhotoDay: '2026-09-12' });
    expect(added.json().cart.summary.totalPrice.amount).toBe(19900 + 2 * 24900);

    const sets = await b.post(`${base}/digital-sets`, {
      data: { subjects: [{ uuid: setOffer.subject.uuid, name: setOffer.subject.name }] },
    });
    expect(sets.statusCode).toBe(200);
    expect(sets.json().cart.summary.totalPrice.amount).toBe(19900 + 2 * 24900 + 29900);
    const twice = await b.post(`${base}/digital-sets`, {
      data: { subjects: [{ uuid: setOffer.subject.uuid, name: setOffer.subject.name }] },
    });
    expect(twice.statusCode).toBe(400);
  });
});
