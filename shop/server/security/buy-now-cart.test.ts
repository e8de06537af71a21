// A payment pays exactly the cart the parent pressed Buy now for. When another tab changes the
// cart (a quantity, a line, a voucher) before the payment is made, the payment is refused,
// nothing is charged, no order is confirmed and the cart keeps the other tab's change.
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import { orders, users } from '../db/schema';
import { DEMO_VOUCHERS } from '../demo/checkout';
import { demoUuid } from '../demo/demo-accounts';
import { addPrintLine, newCustomer, postage, TEST_CARD } from '../routes/checkout/test-cart';
import { sharedTestApp } from '../test/hooks';
import { Browser } from '../test/client';

const app = sharedTestApp();

const POSTAGE = demoUuid('delivery-option:postage');
const CARD = demoUuid('payment:card');
const MOBILE = demoUuid('payment:mobile');
const VISA = TEST_CARD;
const REFUSED = { error: Messages.cartChanged, code: 'cart-changed' };

const cardUrl = (uuid: string) => `/api/webshop/payment/${uuid}/card`;
const mobileUrl = (uuid: string) => `/api/webshop/payment/${uuid}/mobile`;

interface Tab {
  b: Browser;
  checkoutUuid: string;
}

/** Two signed-in sessions of one user, the first with the checkout open. */
async function twoTabs(email: string): Promise<[Tab, Browser, string]> {
  const a = await newCustomer(app(), email);
  const line = await addPrintLine(app(), email, 1);
  const opened = await a.post('/api/webshop/checkout');
  expect(opened.statusCode).toBe(200);
  const b = new Browser(app());
  expect((await b.post('/api/webshop/login', { email, password: 'secret-pass' })).statusCode).toBe(
    200,
  );
  return [
    { b: a, checkoutUuid: (opened.json() as { checkoutUuid: string }).checkoutUuid },
    b,
    line,
  ];
}

/** Buy now in a tab, with the total its checkout shows. */
async function buyNow(tab: Tab, paymentOptionUuid = CARD): Promise<string> {
  const base = `/api/webshop/checkout/${tab.checkoutUuid}`;
  const shown = await tab.b.get(
    `${base}/delivery-options/${POSTAGE}/payment-options/${paymentOptionUuid}`,
  );
  expect(shown.statusCode).toBe(200);
  const res = await tab.b.post(`${base}/transaction`, {
    deliveryOptionUuid: POSTAGE,
    paymentOptionUuid,
    deliveryOptionData: postage,
    paymentOptionData: paymentOptionUuid === MOBILE ? { mobilePhone: '+4791234567' } : {},
    client: 'desktop',
    total: (shown.json() as { cart: { summary: { totalPrice: { amount: number } } } }).cart.summary
      .totalPrice.amount,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { transaction: { uuid: string } }).transaction.uuid;
}

async function confirmedOrders(email: string) {
  const [user] = await app().db.select().from(users).where(eq(users.email, email));
  return app()
    .db.select()
    .from(orders)
    .where(and(eq(orders.userUuid, user?.uuid ?? ''), isNotNull(orders.confirmTime)));
}

const cartLines = async (b: Browser) =>
  (
    (await b.get('/api/webshop/cart/priced')).json() as {
      cart: { orderLines: { uuid: string; quantity: number }[] };
    }
  ).cart.orderLines.map((l) => ({ uuid: l.uuid, quantity: l.quantity }));

/** The payment was refused: 409 with the reason, the transaction declined, nothing confirmed. */
async function expectRefused(
  tab: Tab,
  email: string,
  transactionUuid: string,
  res: { statusCode: number; json: () => unknown },
) {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual(REFUSED);
  const state = await tab.b.get(`/api/webshop/payment/${transactionUuid}`);
  expect(state.json()).toMatchObject({ status: 'declined', reason: Messages.cartChanged });
  expect(await confirmedOrders(email)).toEqual([]);
}

describe('a payment pays only the cart it was made for', () => {
  it('a quantity changed in another tab: the card payment is refused, the cart keeps it', async () => {
    const email = 'buynow-quantity@keepsake.test';
    const [tabA, tabB, line] = await twoTabs(email);
    const transaction = await buyNow(tabA);
    const changed = await tabB.request({
      method: 'PUT',
      url: `/api/webshop/cart/lines/${line}/quantity`,
      payload: { quantity: 5 },
    });
    expect(changed.statusCode).toBe(200);

    await expectRefused(tabA, email, transaction, await tabA.b.post(cardUrl(transaction), VISA));
    expect(await cartLines(tabB)).toEqual([{ uuid: line, quantity: 5 }]);
    // Paying again is refused too; a new Buy now pays the cart as it is now.
    expect((await tabA.b.post(cardUrl(transaction), VISA)).statusCode).toBe(409);
    const again = await buyNow(tabA);
    expect(again).not.toBe(transaction);
    const paid = await tabA.b.post(cardUrl(again), VISA);
    expect(paid.json()).toMatchObject({ status: 'approved' });
    expect(await confirmedOrders(email)).toHaveLength(1);
    expect(await cartLines(tabB)).toEqual([]);
  });

  it('a line added in another tab: the phone approval is refused, both lines stay', async () => {
    const email = 'buynow-added@keepsake.test';
    const [tabA, tabB, line] = await twoTabs(email);
    const transaction = await buyNow(tabA, MOBILE);
    const added = await addPrintLine(app(), email, 2);

    const res = await tabA.b.post(mobileUrl(transaction), { answer: 'approve' });
    await expectRefused(tabA, email, transaction, res);
    expect(await cartLines(tabB)).toEqual(
      expect.arrayContaining([
        { uuid: line, quantity: 1 },
        { uuid: added, quantity: 2 },
      ]),
    );
  });

  it('a line removed in another tab: refused, the cart keeps the removal', async () => {
    const email = 'buynow-removed@keepsake.test';
    const [tabA, tabB, line] = await twoTabs(email);
    const kept = await addPrintLine(app(), email, 3);
    const transaction = await buyNow(tabA);
    expect(
      (await tabB.request({ method: 'DELETE', url: `/api/webshop/cart/lines/${line}` })).statusCode,
    ).toBe(200);

    await expectRefused(tabA, email, transaction, await tabA.b.post(cardUrl(transaction), VISA));
    expect(await cartLines(tabB)).toEqual([{ uuid: kept, quantity: 3 }]);
  });

  it('a voucher applied in another tab: refused', async () => {
    const email = 'buynow-voucher@keepsake.test';
    const [tabA, tabB] = await twoTabs(email);
    const transaction = await buyNow(tabA);
    const applied = await tabB.post(
      `/api/webshop/checkout/${tabA.checkoutUuid}/verify-rebate-code`,
      { code: DEMO_VOUCHERS.percent, deliveryOptionUuid: null },
    );
    expect(applied.statusCode).toBe(200);

    await expectRefused(tabA, email, transaction, await tabA.b.post(cardUrl(transaction), VISA));
  });

  it('an unchanged cart pays as before, even after another tab only looked at it', async () => {
    const email = 'buynow-unchanged@keepsake.test';
    const [tabA, tabB] = await twoTabs(email);
    const transaction = await buyNow(tabA);
    expect((await tabB.get('/api/webshop/cart/priced')).statusCode).toBe(200);
    const paid = await tabA.b.post(cardUrl(transaction), VISA);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'approved', reason: null });
    expect(await confirmedOrders(email)).toHaveLength(1);
    expect(await cartLines(tabB)).toEqual([]);
  });
});
