import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import {
  cartLinePurchases,
  checkoutOrders,
  checkouts,
  orderDetails,
  orderLines,
  orders,
  users,
  voucherUses,
} from '../db/schema';
import { DEMO_VOUCHERS } from '../demo/checkout';
import { demoUuid } from '../demo/demo-accounts';
import { isUniqueViolation } from '../lib/pg-errors';
import { formatMoney, money } from '../services/pricing/money';
import { sharedTestApp } from '../test/hooks';
import { shownTotal } from '../test/buy-now';
import { Browser } from '../test/client';
import {
  ADULT_PID,
  addPrintLine,
  newCustomer,
  postage,
  TEST_CARD,
} from '../routes/checkout/test-cart';

const app = sharedTestApp();

const POSTAGE = demoUuid('delivery-option:postage');
const CARD = demoUuid('payment:card');
const INVOICE = demoUuid('payment:invoice');
const VISA = TEST_CARD;
const DECLINED = { ...VISA, number: '4000000000000002' };

const payload = (comment: string, paymentOptionUuid = CARD, extra: object = {}) => ({
  deliveryOptionUuid: POSTAGE,
  paymentOptionUuid,
  deliveryOptionData: postage,
  paymentOptionData: paymentOptionUuid === INVOICE ? { pid: ADULT_PID } : {},
  client: 'mobile',
  comment,
  ...extra,
});

/** The total the checkout shows for postage and this payment, as the Buy now button sends it. */
const total = async (b: Browser, checkoutUuid: string, paymentOptionUuid = CARD) => ({
  total: await shownTotal(b, checkoutUuid, { deliveryOptionUuid: POSTAGE, paymentOptionUuid }),
});

const txUrl = (checkoutUuid: string) => `/api/webshop/checkout/${checkoutUuid}/transaction`;
const cardUrl = (transactionUuid: string) => `/api/webshop/payment/${transactionUuid}/card`;

async function userUuid(email: string): Promise<string> {
  const [user] = await app().db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.uuid;
}

/** The user's confirmed orders, with the voucher each was bought with. */
async function confirmedOrders(email: string) {
  return app()
    .db.select({ uuid: orders.uuid, code: orderDetails.rebateCode })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderUuid, orders.uuid))
    .where(and(eq(orders.userUuid, await userUuid(email)), isNotNull(orders.confirmTime)));
}

async function openCheckout(b: Browser): Promise<string> {
  const res = await b.post('/api/webshop/checkout');
  expect(res.statusCode).toBe(200);
  return (res.json() as { checkoutUuid: string }).checkoutUuid;
}

async function applyVoucher(b: Browser, checkoutUuid: string) {
  const res = await b.post(`/api/webshop/checkout/${checkoutUuid}/verify-rebate-code`, {
    code: DEMO_VOUCHERS.percent,
    deliveryOptionUuid: null,
  });
  expect(res.statusCode).toBe(200);
}

/**
 * A second checkout of the same user's cart, as two tabs opening the checkout at the same moment
 * make (each finds no open checkout and creates one).
 */
async function secondCheckout(email: string): Promise<string> {
  const uuid = crypto.randomUUID();
  await app()
    .db.insert(checkouts)
    .values({ uuid, userUuid: await userUuid(email) });
  return uuid;
}

/** A second signed-in session of the same user: another browser, or another tab's cookie jar. */
async function secondSession(email: string): Promise<Browser> {
  const b = new Browser(app());
  const res = await b.post('/api/webshop/login', { email, password: 'secret-pass' });
  expect(res.statusCode).toBe(200);
  return b;
}

describe('one checkout becomes at most one paid order', () => {
  it('50 concurrent Buy now with different comments, all paid by card: one order, voucher used once', async () => {
    const email = 'race-fifty@keepsake.test';
    const b = await newCustomer(app(), email);
    await addPrintLine(app(), email, 2);
    const checkoutUuid = await openCheckout(b);
    await applyVoucher(b, checkoutUuid);

    const shown = await total(b, checkoutUuid);
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        b.post(txUrl(checkoutUuid), payload(`comment ${i}`, CARD, shown)),
      ),
    );
    const transactions = created
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as { transaction: { uuid: string } }).transaction.uuid);
    expect(transactions.length).toBeGreaterThan(0);

    const paid = await Promise.all(transactions.map((uuid) => b.post(cardUrl(uuid), VISA)));
    const approved = paid.filter((r) => r.statusCode === 200 && r.json().status === 'approved');
    expect(approved).toHaveLength(1);
    for (const refused of paid.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: Messages.alreadyPaid, code: 'already-paid' });
    }

    const confirmed = await confirmedOrders(email);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.code).toBe(DEMO_VOUCHERS.percent);
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toHaveLength(1);
    const uses = await app()
      .db.select()
      .from(voucherUses)
      .where(eq(voucherUses.userUuid, await userUuid(email)));
    expect(uses).toHaveLength(1);
    expect((await b.get('/api/webshop/cart/priced')).json().cart.orderLines).toEqual([]);
  });

  it('a second Buy now after the payment finds the paid order, whatever its comment', async () => {
    const email = 'race-after@keepsake.test';
    const b = await newCustomer(app(), email);
    await addPrintLine(app(), email);
    const checkoutUuid = await openCheckout(b);
    const shown = await total(b, checkoutUuid);
    const first = (await b.post(txUrl(checkoutUuid), payload('one', CARD, shown))).json();
    expect((await b.post(cardUrl(first.transaction.uuid), VISA)).json().status).toBe('approved');
    const again = await b.post(txUrl(checkoutUuid), payload('two', CARD, shown));
    expect(again.json().order).toEqual(first.order);
    expect(await confirmedOrders(email)).toHaveLength(1);
  });
});

describe('two tabs: one cart becomes at most one paid order', () => {
  it('two sessions, two checkouts of the same cart, both paid by card: one order', async () => {
    const email = 'race-tabs@keepsake.test';
    const tab1 = await newCustomer(app(), email);
    const tab2 = await secondSession(email);
    await addPrintLine(app(), email);
    const c1 = await openCheckout(tab1);
    const c2 = await secondCheckout(email);
    const shown = await total(tab1, c1);
    const t1 = (await tab1.post(txUrl(c1), payload('tab 1', CARD, shown))).json();
    const t2 = (await tab2.post(txUrl(c2), payload('tab 2', CARD, shown))).json();
    const [p1, p2] = await Promise.all([
      tab1.post(cardUrl(t1.transaction.uuid), VISA),
      tab2.post(cardUrl(t2.transaction.uuid), VISA),
    ]);
    expect([p1.statusCode, p2.statusCode].sort()).toEqual([200, 409]);
    const refused = p1.statusCode === 409 ? p1 : p2;
    expect(refused.json()).toEqual({ error: Messages.alreadyPaid, code: 'already-paid' });
    expect(await confirmedOrders(email)).toHaveLength(1);
    // The refused tab's transaction says why; paying it again is refused too.
    const refusedUuid = p1.statusCode === 409 ? t1.transaction.uuid : t2.transaction.uuid;
    const state = (await tab1.get(`/api/webshop/payment/${refusedUuid}`)).json();
    expect(state).toMatchObject({ status: 'declined', reason: Messages.alreadyPaid });
    expect((await tab1.post(cardUrl(refusedUuid), VISA)).statusCode).toBe(409);
    expect(await confirmedOrders(email)).toHaveLength(1);
  });

  it('two tabs paying by invoice at once: one order', async () => {
    const email = 'race-tabs-invoice@keepsake.test';
    const tab1 = await newCustomer(app(), email);
    const tab2 = await secondSession(email);
    await addPrintLine(app(), email);
    const c1 = await openCheckout(tab1);
    const c2 = await secondCheckout(email);
    const shown = await total(tab1, c1, INVOICE);
    const answers = await Promise.all([
      tab1.post(txUrl(c1), payload('tab 1', INVOICE, shown)),
      tab2.post(txUrl(c2), payload('tab 2', INVOICE, shown)),
      tab2.post(txUrl(c1), payload('tab 2 on tab 1', INVOICE, shown)),
    ]);
    const confirmed = await confirmedOrders(email);
    expect(confirmed).toHaveLength(1);
    // Each other answer finds that order, finds the cart empty or is refused as paid already.
    for (const answer of answers) {
      if (answer.statusCode === 200) expect(answer.json().order.uuid).toBe(confirmed[0]?.uuid);
      else expect([400, 409]).toContain(answer.statusCode);
    }
  });

  it('a single-use voucher is used once, even on two different carts paid at once', async () => {
    const email = 'race-voucher@keepsake.test';
    const tab1 = await newCustomer(app(), email);
    const tab2 = await secondSession(email);
    const first = await addPrintLine(app(), email);
    const c1 = await openCheckout(tab1);
    await applyVoucher(tab1, c1);
    const t1 = (await tab1.post(txUrl(c1), payload('tab 1', CARD, await total(tab1, c1)))).json();
    // The other tab empties the cart and fills it again: a new cart line, the voucher still unused.
    await app().db.delete(orderLines).where(eq(orderLines.uuid, first));
    await addPrintLine(app(), email, 2);
    const c2 = await secondCheckout(email);
    await applyVoucher(tab2, c2);
    const t2 = (await tab2.post(txUrl(c2), payload('tab 2', CARD, await total(tab2, c2)))).json();

    // The second tab pays the cart as it is now; the first tab's older cart is refused.
    expect((await tab2.post(cardUrl(t2.transaction.uuid), VISA)).statusCode).toBe(200);
    const second = await tab1.post(cardUrl(t1.transaction.uuid), VISA);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: Messages.voucherAlreadyUsed, code: 'voucher-used' });
    const confirmed = await confirmedOrders(email);
    expect(confirmed.map((o) => o.code)).toEqual([DEMO_VOUCHERS.percent]);
  });
});

describe('a declined card, then a retry', () => {
  it('confirms once, with the voucher used once', async () => {
    const email = 'race-retry@keepsake.test';
    const b = await newCustomer(app(), email);
    await addPrintLine(app(), email);
    const checkoutUuid = await openCheckout(b);
    await applyVoucher(b, checkoutUuid);
    const shown = await total(b, checkoutUuid);
    const first = (await b.post(txUrl(checkoutUuid), payload('x', CARD, shown))).json();
    const declined = await b.post(cardUrl(first.transaction.uuid), DECLINED);
    expect(declined.json()).toMatchObject({ status: 'declined' });
    const retries = await Promise.all([
      b.post(txUrl(checkoutUuid), payload('x', CARD, shown)),
      b.post(txUrl(checkoutUuid), payload('y', CARD, shown)),
    ]);
    const uuids = retries.map((r) => r.json().transaction.uuid as string);
    expect(uuids).not.toContain(first.transaction.uuid);
    const paid = await Promise.all(uuids.map((uuid) => b.post(cardUrl(uuid), VISA)));
    expect(paid.filter((p) => p.statusCode === 200 && p.json().status === 'approved')).toHaveLength(
      1,
    );
    const confirmed = await confirmedOrders(email);
    expect(confirmed.map((o) => o.code)).toEqual([DEMO_VOUCHERS.percent]);
  });
});

describe('the database itself refuses a second claim', () => {
  it('unique keys on checkout_orders, cart_line_purchases and voucher_uses', async () => {
    const email = 'race-constraint@keepsake.test';
    const b = await newCustomer(app(), email);
    await addPrintLine(app(), email);
    const checkoutUuid = await openCheckout(b);
    const user = await userUuid(email);
    const order = async () => {
      const uuid = crypto.randomUUID();
      await app().db.insert(orders).values({ uuid, userUuid: user, currency: 'NOK' });
      return uuid;
    };
    const [o1, o2] = [await order(), await order()];
    const line = crypto.randomUUID();
    const refused = async (insert: () => Promise<unknown>) => {
      const error: unknown = await insert().then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error)).toBe(true);
    };

    await app().db.insert(checkoutOrders).values({ checkoutUuid, orderUuid: o1 });
    await refused(() => app().db.insert(checkoutOrders).values({ checkoutUuid, orderUuid: o2 }));
    await app().db.insert(cartLinePurchases).values({ cartLineUuid: line, orderUuid: o1 });
    await refused(() =>
      app().db.insert(cartLinePurchases).values({ cartLineUuid: line, orderUuid: o2 }),
    );
    await app().db.insert(voucherUses).values({ code: 'SPRING20', userUuid: user, orderUuid: o1 });
    await refused(() =>
      app().db.insert(voucherUses).values({ code: 'SPRING20', userUuid: user, orderUuid: o2 }),
    );
  });
});

describe('Buy now charges the total its button showed', () => {
  it('refuses with 409 and the new total when the cart changed meanwhile', async () => {
    const email = 'race-total@keepsake.test';
    const b = await newCustomer(app(), email);
    await addPrintLine(app(), email);
    const checkoutUuid = await openCheckout(b);
    const shown = (
      await b.get(
        `/api/webshop/checkout/${checkoutUuid}/delivery-options/${POSTAGE}/payment-options/${CARD}`,
      )
    ).json().cart.summary.totalPrice.amount as number;
    // Another tab adds a line before this one presses Buy now.
    await addPrintLine(app(), email);
    const refused = await b.post(txUrl(checkoutUuid), payload('x', CARD, { total: shown }));
    expect(refused.statusCode).toBe(409);
    const now = shown + 19900;
    expect(refused.json()).toEqual({
      error: Messages.totalChanged.replace('%s', formatMoney(money(now))),
      code: 'total-changed',
    });
    expect(
      await app()
        .db.select()
        .from(orders)
        .where(eq(orders.userUuid, await userUuid(email))),
    ).toEqual([]);
    const accepted = await b.post(txUrl(checkoutUuid), payload('x', CARD, { total: now }));
    expect(accepted.statusCode).toBe(200);
    expect((await b.post(cardUrl(accepted.json().transaction.uuid), VISA)).statusCode).toBe(200);
    const confirmed = await confirmedOrders(email);
    expect(confirmed).toHaveLength(1);
  });
});

describe('migration 0012', () => {
  it('backfills the claims of orders confirmed before it', async () => {
    const email = 'race-backfill@keepsake.test';
    const b = await newCustomer(app(), email);
    const line = await addPrintLine(app(), email);
    const checkoutUuid = await openCheckout(b);
    await applyVoucher(b, checkoutUuid);
    const shown = await total(b, checkoutUuid);
    const bought = (await b.post(txUrl(checkoutUuid), payload('old', CARD, shown))).json();
    expect((await b.post(cardUrl(bought.transaction.uuid), VISA)).statusCode).toBe(200);
    const orderUuid = bought.order.uuid as string;
    // As before the migration: an order confirmed without its claims.
    await app().db.delete(checkoutOrders).where(eq(checkoutOrders.orderUuid, orderUuid));
    await app().db.delete(cartLinePurchases).where(eq(cartLinePurchases.orderUuid, orderUuid));
    await app().db.delete(voucherUses).where(eq(voucherUses.orderUuid, orderUuid));

    const migration = readFileSync(
      path.join(import.meta.dirname, '../db/migrations/0012_money_rules.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.includes('INSERT INTO')) await app().db.execute(sql.raw(statement));
    }
    expect(
      await app().db.select().from(checkoutOrders).where(eq(checkoutOrders.orderUuid, orderUuid)),
    ).toEqual([{ checkoutUuid, orderUuid }]);
    expect(
      await app()
        .db.select()
        .from(cartLinePurchases)
        .where(eq(cartLinePurchases.orderUuid, orderUuid)),
    ).toEqual([{ cartLineUuid: line, orderUuid }]);
    expect(
      await app().db.select().from(voucherUses).where(eq(voucherUses.orderUuid, orderUuid)),
    ).toEqual([{ code: DEMO_VOUCHERS.percent, userUuid: await userUuid(email), orderUuid }]);
  });
});
