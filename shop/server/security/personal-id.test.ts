import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../db/schema';
import { createTransaction } from '../services/checkout/transaction';
import { demoUuid } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { shownTotal, withShownTotal } from '../test/buy-now';
import {
  ADULT_PID,
  addPrintLine,
  customerContext,
  newCustomer,
  postage,
} from '../routes/checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Public tables whose rows, as text, contain `needle` (every table, so nothing is missed). */
async function tablesContaining(needle: string): Promise<string[]> {
  const tables = await app.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    const hits = await app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)} t where t::text like ${`%${needle}%`}`,
    );
    if (((hits as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) found.push(name);
  }
  return found;
}

describe('personal id numbers', () => {
  it('an invoice purchase stores no personal id number and no answer carries it', async () => {
    const email = 'pid-invoice@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email);
    const answers: string[] = [];
    const keep = <T extends { body: string }>(res: T) => {
      answers.push(res.body);
      return res;
    };
    const checkout = keep(await b.post('/api/webshop/checkout')).json();
    const url = `/api/webshop/checkout/${checkout.checkoutUuid as string}/transaction`;
    const body = await withShownTotal(b, checkout.checkoutUuid as string, {
      deliveryOptionUuid: demoUuid('delivery-option:postage'),
      paymentOptionUuid: demoUuid('payment:invoice'),
      deliveryOptionData: postage,
      // As typed, with a space: neither form may be kept.
      paymentOptionData: { pid: `${ADULT_PID.slice(0, 6)} ${ADULT_PID.slice(6)}` },
      client: 'mobile',
    });
    const bought = keep(await b.post(url, body));
    expect(bought.statusCode).toBe(200);
    const { transaction, order } = bought.json() as {
      transaction: { uuid: string };
      order: { uuid: string };
    };
    keep(await b.post(url, body));
    keep(await b.get(`/api/webshop/payment/${transaction.uuid}`));
    keep(await b.get('/ajax/user/get_order_list.php'));
    keep(await b.get(`/api/webshop/user/orders/${order.uuid}`));
    keep(await b.get('/api/webshop/cart/priced'));
    // A wrong number is answered with a message, not echoed back.
    keep(await b.post(url, { ...body, paymentOptionData: { pid: '01019000084' } }));

    for (const text of answers) {
      expect(text).not.toContain(ADULT_PID);
      expect(text).not.toContain(ADULT_PID.slice(6));
      expect(text).not.toContain('01019000084');
    }
    expect(await tablesContaining(ADULT_PID)).toEqual([]);
    expect(await tablesContaining(ADULT_PID.slice(6))).toEqual([]);
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, transaction.uuid));
    expect(row?.status).toBe('approved');
  });

  it('the row Buy now writes holds no personal id number, even before the order is confirmed', async () => {
    const email = 'pid-unconfirmed@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email);
    const checkout = (await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string };
    const ctx = await customerContext(app, email);
    // The service alone: the route confirms an invoice right after, a crash in between did not.
    const created = await createTransaction(ctx, checkout.checkoutUuid, {
      deliveryOptionUuid: demoUuid('delivery-option:postage'),
      paymentOptionUuid: demoUuid('payment:invoice'),
      deliveryOptionData: {
        ...postage,
        pickupLocationUuid: null,
        subject: null,
        saveAddress: false,
      },
      paymentOptionData: { pid: ADULT_PID, mobilePhone: null },
      client: 'mobile',
      comment: '',
      total: await shownTotal(b, checkout.checkoutUuid, {
        deliveryOptionUuid: demoUuid('delivery-option:postage'),
        paymentOptionUuid: demoUuid('payment:invoice'),
      }),
    });
    expect(created.approved).toBe(true);
    expect(await tablesContaining(ADULT_PID)).toEqual([]);
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, created.transactionUuid));
    expect(row?.payment).toEqual({
      kind: 'invoice',
      status: 'approved',
      personalId: { verified: true },
      // The fingerprint of the cart paid for (lines and voucher only), checked when paying.
      cartContents: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
  });

  it('the migration strips the numbers stored before it', async () => {
    const email = 'pid-old@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email);
    const checkout = (await b.post('/api/webshop/checkout')).json();
    const created = await b.post(
      `/api/webshop/checkout/${checkout.checkoutUuid as string}/transaction`,
      await withShownTotal(b, checkout.checkoutUuid as string, {
        deliveryOptionUuid: demoUuid('delivery-option:postage'),
        paymentOptionUuid: demoUuid('payment:card'),
        deliveryOptionData: postage,
        paymentOptionData: {},
        client: 'mobile',
      }),
    );
    const uuid = (created.json() as { transaction: { uuid: string } }).transaction.uuid;
    // A row as the old code wrote it for an invoice.
    const old = {
      kind: 'invoice',
      status: 'approved',
      personalId: {
        value: ADULT_PID,
        kind: 'birth-number',
        birthDate: { year: 1990, month: 1, day: 1 },
      },
    };
    await app.db
      .update(paymentTransactions)
      .set({ provider: 'invoice', payment: old })
      .where(eq(paymentTransactions.uuid, uuid));
    expect(await tablesContaining(ADULT_PID)).toEqual(['payment_transactions']);

    const migration = readFileSync(
      path.join(import.meta.dirname, '../db/migrations/0013_strip_personal_ids.sql'),
      'utf8',
    );
    await app.db.execute(sql.raw(migration));
    expect(await tablesContaining(ADULT_PID)).toEqual([]);
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.uuid, uuid));
    expect(row?.payment).toEqual({
      kind: 'invoice',
      status: 'approved',
      personalId: { verified: true },
    });
  });
});
