import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { addPrintLine, buyByInvoice, newCustomer } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function orderOf(email: string) {
  const b = await newCustomer(app, email);
  await addPrintLine(app, email, 2);
  const res = await buyByInvoice(b);
  return { b, order: res.json().order.uuid as string };
}

describe('order history', () => {
  it('lists the user’s orders with confirmTime and gives their details', async () => {
    const { b, order } = await orderOf('history@keepsake.test');
    const list = (await b.get('/ajax/user/get_order_list.php')).json();
    expect(list).toHaveLength(1);
    expect(list[0].uuid).toBe(order);
    expect(Date.parse(list[0].confirmTime)).not.toBeNaN();
    const legacy = await b.get(`/sections/my-account/ajax/get_order_details.php?uuid=${order}`);
    expect(legacy.json().orderLines[0]).toMatchObject({ quantity: 2, description: 'Print 13x18' });
    expect(legacy.json().rebateCode).toBeNull();
  });

  it('keeps a template line’s instance on the order', async () => {
    const { order } = await orderOf('template@keepsake.test');
    const { orderLines } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = await app.db.select().from(orderLines).where(eq(orderLines.orderUuid, order));
    expect(rows[0]?.data).toMatchObject({ templateData: { year: 2027 } });
  });

  it('shows an order only to its owner', async () => {
    const { order } = await orderOf('mine@keepsake.test');
    const other = await newCustomer(app, 'notmine@keepsake.test');
    expect((await other.get(`/api/webshop/user/orders/${order}`)).statusCode).toBe(404);
    const legacy = await other.get(`/sections/my-account/ajax/get_order_details.php?uuid=${order}`);
    expect(legacy.statusCode).toBe(404);
    expect((await new Browser(app).get('/ajax/user/get_order_list.php')).statusCode).toBe(401);
  });
});
