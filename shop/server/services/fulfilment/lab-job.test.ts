// A parent's order, placed through the API, becomes a lab job on disk: the job queued with the
// confirmation, the worker writing PDFs, manifest and packing slip, retries after a failure.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fulfilmentJobs,
  orderDetails,
  orderStatuses,
  orderStatusHistory,
  type OrderStatus,
  paymentTransactions,
  users,
} from '../../db/schema';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { demoProductUuid } from '../../demo/product-catalogue';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { buyByInvoice } from '../../routes/checkout/test-cart';
import { createFulfilmentWorker } from './jobs';
import type { LabManifest, SchoolBatch } from './manifest';
import { runPrintTasks } from './render-child';
import { changeOrderStatus, statusHistory } from './status';

let app: FastifyInstance;
let labDir: string;
beforeAll(async () => {
  app = await createTestApp();
  labDir = await mkdtemp(path.join(tmpdir(), 'keepsake-lab-'));
});
afterAll(async () => {
  await app.close();
  await rm(labDir, { recursive: true, force: true });
});

const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };

async function parent(): Promise<Browser> {
  const b = new Browser(app);
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b;
}

/** The demo parent buys a winter card (2 pieces, with envelopes) and gets the order's uuid. */
async function buyCard(b: Browser): Promise<string> {
  const templateData = (
    await b.post('/api/webshop/user/templates/fill-template', {
      template: { uuid: WINTER.uuid },
      subject: { uuid: DEMO_SUBJECTS.emma },
    })
  ).json();
  const added = await b.post('/api/webshop/cart/template-lines', {
    productUuid: demoProductUuid('card-15x15'),
    template: WINTER,
    templateData,
    lines: [{ quantity: 2, subProductUuids: [demoUuid('subproduct:card-15x15:envelope')] }],
  });
  expect(added.statusCode).toBe(200);
  const res = await buyByInvoice(b);
  expect(res.statusCode).toBe(200);
  return res.json().order.uuid as string;
}

const job = async (orderUuid: string) =>
  (await app.db.select().from(fulfilmentJobs).where(eq(fulfilmentJobs.orderUuid, orderUuid)))[0];

describe('lab jobs', () => {
  it('queues the lab job and the received status with the confirmation', async () => {
    const order = await buyCard(await parent());
    expect(await job(order)).toMatchObject({ state: 'queued', attempts: 0 });
    const [status] = await app.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.orderUuid, order));
    expect(status?.status).toBe('received');
    const history = await app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderUuid, order));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'received', 'system'],
    ]);
  });

  it('writes print PDF, manifest and packing slip for the order, and a school batch', async () => {
    const b = await parent();
    const posted = await buyCard(b);
    const school = await buyCard(b);
    // The second order goes to Emma's school for pickup, as her school's pickup option stores it.
    const [details] = await app.db
      .select()
      .from(orderDetails)
      .where(eq(orderDetails.orderUuid, school));
    await app.db
      .update(orderDetails)
      .set({
        delivery: {
          ...details?.delivery,
          type: 'school-pickup',
          name: 'Fjellvang skole',
          address: null,
        },
      })
      .where(eq(orderDetails.orderUuid, school));
    const worker = createFulfilmentWorker(app.db, {
      storage: app.storage,
      labJobsDir: labDir,
      render: runPrintTasks,
    });
    await worker.kick();
    await worker.close();
    expect(await job(posted)).toMatchObject({ state: 'done', error: null });
    const folder = path.join(labDir, posted);
    const files = (await readdir(folder)).sort();
    expect(files).toEqual(['01-card-15x15.pdf', 'manifest.json', 'packing-slip.pdf']);
    const manifest = JSON.parse(
      await readFile(path.join(folder, 'manifest.json'), 'utf8'),
    ) as LabManifest;
    expect(manifest).toMatchObject({
      orderReference: posted.slice(0, 8),
      language: 'en',
      delivery: {
        method: 'postage',
        address: { name: 'Ola Testesen', address: 'Storgata 1', postalCode: '0155', city: 'Oslo' },
        school: null,
      },
      lines: [
        {
          kind: 'template',
          product: 'Card 15x15',
          format: '15x15',
          options: ['With envelopes'],
          quantity: 2,
          files: ['01-card-15x15.pdf'],
        },
      ],
    });
    const card = await PDFDocument.load(await readFile(path.join(folder, '01-card-15x15.pdf')));
    expect(card.getPageCount()).toBe(1);
    const trim = card.getPages()[0]?.getTrimBox();
    expect(Math.round(((trim?.width ?? 0) * 25.4) / 72)).toBe(150);
    const slip = await PDFDocument.load(await readFile(path.join(folder, 'packing-slip.pdf')));
    expect(slip.getPageCount()).toBe(1);

    const schoolManifest = JSON.parse(
      await readFile(path.join(labDir, school, 'manifest.json'), 'utf8'),
    ) as LabManifest;
    expect(schoolManifest.delivery.method).toBe('school-pickup');
    expect(schoolManifest.delivery.school).toMatchObject({ name: 'Fjellvang skole' });
    const schools = path.join(labDir, 'schools');
    const [schoolDir] = await readdir(schools);
    const [groupDir] = await readdir(path.join(schools, schoolDir ?? ''));
    const batchDir = path.join(schools, schoolDir ?? '', groupDir ?? '');
    expect((await readdir(batchDir)).sort()).toEqual(['batch.json', 'packing-list.pdf']);
    const batch = JSON.parse(
      await readFile(path.join(batchDir, 'batch.json'), 'utf8'),
    ) as SchoolBatch;
    expect(batch.orders.map((o) => o.orderUuid)).toContain(school);
    expect(batch.orders.map((o) => o.orderUuid)).not.toContain(posted);
  });

  it('retries a failed job later and leaves a job another worker holds alone', async () => {
    const order = await buyCard(await parent());
    let calls = 0;
    const failing = createFulfilmentWorker(app.db, {
      storage: app.storage,
      labJobsDir: labDir,
      render: async (tasks) => {
        if (tasks.some((t) => t.outFile.includes(order))) calls += 1;
        throw new Error('the renderer ran out of memory');
      },
    });
    await failing.kick();
    await failing.close();
    const failed = await job(order);
    expect(failed).toMatchObject({
      state: 'queued',
      attempts: 1,
      error: 'the renderer ran out of memory',
    });
    // Not due again at once: a second pass does not touch it until its retry time.
    expect((failed?.runAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(10_000);
    const again = createFulfilmentWorker(app.db, {
      storage: app.storage,
      labJobsDir: labDir,
      render: runPrintTasks,
    });
    await again.kick();
    expect(calls).toBe(1);
    expect((await job(order))?.state).toBe('queued');
    // Once its time has come (here: moved back), the next worker finishes it.
    await app.db
      .update(fulfilmentJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(fulfilmentJobs.orderUuid, order));
    await again.kick();
    await again.close();
    expect(await job(order)).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect(await readdir(path.join(labDir, order))).toContain('manifest.json');
  });
});

describe('order status', () => {
  it('moves an order received → in production → shipped → delivered, recorded and mailed', async () => {
    const order = await buyCard(await parent());
    await app.db.update(users).set({ lang: 'nb' }).where(eq(users.email, DEMO_USER.email));
    const move = (to: OrderStatus, trackingReference?: string) =>
      changeOrderStatus(app.db, {
        orderUuid: order,
        to,
        actor: 'support@keepsake.test',
        trackingReference,
        publicUrl: 'http://shop.test',
      });
    await expect(move('shipped')).rejects.toMatchObject({ code: 'invalid-transition' });
    expect((await move('in_production')).mail).toBeNull();
    const shipped = await move('shipped', 'PN-123456');
    // The parent's language (nb) with the tracking reference and the link to My orders.
    expect(shipped.mail).toMatchObject({
      to: 'ola@keepsake.test',
      subject: `Ordre ${order.slice(0, 8)} er på vei`,
    });
    expect(shipped.mail?.text).toContain('Sporingsnummer: PN-123456');
    expect(shipped.mail?.text).toContain(`http://shop.test/my-account/orders/${order}`);
    await move('delivered');
    await expect(move('cancelled')).rejects.toMatchObject({ code: 'invalid-transition' });
    const history = await statusHistory(app.db, order);
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
      [null, 'received', 'system'],
      ['received', 'in_production', 'support@keepsake.test'],
      ['in_production', 'shipped', 'support@keepsake.test'],
      ['shipped', 'delivered', 'support@keepsake.test'],
    ]);
    // My orders shows the status and the tracking reference.
    const list = (await (await parent()).get('/ajax/user/get_order_list.php')).json() as {
      uuid: string;
      status?: string;
      trackingReference?: string | null;
    }[];
    expect(list.find((o) => o.uuid === order)).toMatchObject({
      status: 'delivered',
      trackingReference: 'PN-123456',
    });
    await app.db.update(users).set({ lang: 'en' }).where(eq(users.email, DEMO_USER.email));
  });

  it('refunds through the payment provider once, and the database refuses a skipped step', async () => {
    const order = await buyCard(await parent());
    await changeOrderStatus(app.db, {
      orderUuid: order,
      to: 'refunded',
      actor: 'support@keepsake.test',
      publicUrl: 'http://shop.test',
    });
    const [paid] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderUuid, order));
    expect(paid?.payment.refund).toMatchObject({ method: 'credit-note' });
    await expect(
      changeOrderStatus(app.db, {
        orderUuid: order,
        to: 'refunded',
        actor: 'support@keepsake.test',
        publicUrl: 'http://shop.test',
      }),
    ).rejects.toMatchObject({ code: 'invalid-transition' });
    // Even written by hand, a move the shop does not allow is refused by the history's check.
    await expect(
      app.db
        .insert(orderStatusHistory)
        .values({ orderUuid: order, fromStatus: 'received', toStatus: 'delivered', actor: 'x' }),
    ).rejects.toThrow();
  });
});
