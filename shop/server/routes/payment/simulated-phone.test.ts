// The built-in mobile gateway behaves like a provider: the parent is sent to a test phone page
// of its own (never buttons in the shop's payment step), answers there and comes back. Only the
// buyer sees or answers it, not from another site, and a production shop has no such page.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { sharedTestApp } from '../../test/hooks';
import { buyPrintAtStore, newCustomer } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MOBILE = demoUuid('payment:mobile');

async function buyByMobile(email: string) {
  const bought = await buyPrintAtStore(app, email, MOBILE, { mobilePhone: '912 34 567' });
  const uuid = bought.transaction.uuid;
  return {
    ...bought,
    status: `/api/webshop/payment/${uuid}`,
    phone: `/test-payments/phone/${uuid}`,
    back: `/m/shopping-cart/checkout/payment/${uuid}?returned=1`,
  };
}

/** The phone's button, as the browser posts the page's form (same origin). */
const answer = (b: Browser, phone: string, value: string, site = 'same-origin') =>
  b.request({
    method: 'POST',
    url: phone,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': site,
      'sec-fetch-mode': 'navigate',
    },
    payload: `answer=${value}`,
  });

describe('the test phone of the built-in mobile gateway', () => {
  it('sends the parent to a marked test phone page; Approve there confirms the order', async () => {
    const { b, status, phone, back, order } = await buyByMobile('phone-ok@keepsake.test');
    expect((await b.get(status)).json()).toMatchObject({
      status: 'pending',
      gateway: 'test',
      redirectUrl: phone,
    });

    const page = await b.get(phone);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(
      'Test mode: this page stands in for your phone. No money is charged.',
    );
    expect(page.body).toMatch(/Keepsake asks you to approve a payment of NOK\s278\./);
    expect(page.body).toMatch(/<button>Approve<\/button>/);

    const approved = await answer(b, phone, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(back);
    expect((await b.get(status)).json()).toMatchObject({
      status: 'approved',
      order,
      redirectUrl: null,
    });
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toHaveLength(1);
    // Answered: the page says so, and a second answer changes nothing.
    expect((await b.get(phone)).body).toContain(
      'This payment request is not waiting for an answer any more.',
    );
    expect((await answer(b, phone, 'decline')).statusCode).toBe(303);
    expect((await b.get(status)).json().status).toBe('approved');
  });

  it('speaks the parent’s language; Decline leaves the cart and says why in Norwegian', async () => {
    const { b, status, phone } = await buyByMobile('phone-nb@keepsake.test');
    expect((await b.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
    const page = await b.get(phone);
    expect(page.body).toContain('<html lang="nb">');
    expect(page.body).toContain('Testmodus: denne siden er i stedet for telefonen din.');
    expect(page.body).toMatch(/Keepsake ber deg godkjenne en betaling på 278\s*kr\./);
    expect(page.body).toMatch(/<button class="secondary">Avvis<\/button>/);

    expect((await answer(b, phone, 'decline')).statusCode).toBe(303);
    expect((await b.get(status)).json()).toMatchObject({
      status: 'declined',
      reason: 'Betalingen ble avvist på telefonen.',
      redirectUrl: null,
    });
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toHaveLength(1);
  });

  it('giving up on the payment page declines the test phone’s request', async () => {
    const { b, status } = await buyByMobile('phone-cancel@keepsake.test');
    const cancelled = await b.post(`${status}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'declined', redirectUrl: null });
  });

  it('is the buyer’s alone and is not answered from another site', async () => {
    const { b, status, phone } = await buyByMobile('phone-owner@keepsake.test');
    const stranger = await newCustomer(app, 'phone-stranger@keepsake.test');
    const visitor = new Browser(app);
    for (const other of [stranger, visitor]) {
      expect((await other.get(phone)).statusCode).toBe(404);
      expect((await answer(other, phone, 'approve')).statusCode).toBe(404);
    }
    const forged = await answer(b, phone, 'approve', 'cross-site');
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    expect((await answer(b, phone, 'maybe')).statusCode).toBe(400);
    expect((await b.get(status)).json().status).toBe('pending');
  });
});

describe('a production shop', () => {
  const production = sharedTestApp({ production: true });

  it('has no test phone page', async () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const res = await production().inject({ method: 'GET', url: `/test-payments/phone/${uuid}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Test mode');
  });
});
