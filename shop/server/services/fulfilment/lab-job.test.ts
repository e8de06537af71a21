// A parent's order, placed through the API, becomes a lab job in the shop's storage: the job
// queued with the confirmation, the worker writing PDFs, manifest and packing slip under
// lab-jobs/<order>/ (a folder under DATA_DIR; in the `s3` project, objects in the bucket),
// retries after a failure.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fulfilmentJobs,
  pictures,
  pictureSets,
  orderDetails,
  orderStatuses,
  orderStatusHistory,
  type OrderStatus,
  paymentTransactions,
  users,
} from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { DEMO_PACKAGES } from '../../demo/packages';
import { demoProductUuid } from '../../demo/product-catalogue';
import { DiskStorage } from '../../storage';
import { createTestApp } from '../../test/app';
import { TEST_S3_BUCKET, testStorage, testsUseS3 } from '../../test/storage';
import { Browser } from '../../test/client';
import { addPackageToCart } from '../../test/packages';
import { buyByInvoice, invoiceByPost } from '../../routes/checkout/test-cart';
import { createFulfilmentWorker } from './jobs';
import type { LabManifest, SchoolBatch } from './manifest';
import { labJobOutput, type LabJobOutput } from './lab-job';
import { runPrintTasks } from './render-child';
import { changeOrderStatus, statusHistory } from './status';

let app: FastifyInstance;
/** DATA_DIR of the disk case: the lab's folder is lab-jobs/ in it. */
let labDir: string;
let output: LabJobOutput;
beforeAll(async () => {
  app = await createTestApp();
  labDir = await mkdtemp(path.join(tmpdir(), 'keepsake-lab-'));
  // As the shop wires it without LAB_JOBS_DIR: lab-jobs/ in its storage (here a disk storage of
  // its own, so the folder holds this file's jobs only; in the s3 project, the shop's bucket).
  output = labJobOutput({ labJobsDir: null }, testsUseS3() ? app.storage : new DiskStorage(labDir));
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

/** The names of the files under `folder` (a key prefix ending in /) as the lab finds them. */
async function labFiles(folder: string): Promise<string[]> {
  if (testsUseS3()) {
    // Asked of the bucket by a client of the test's own, not the shop's.
    const keys = await testStorage().list(folder);
    return keys.map((key) => key.slice(folder.length)).sort();
  }
  const start = path.join(labDir, ...folder.split('/'));
  const entries = await readdir(start, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(start, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** One file of the lab's, by key. */
async function labFile(key: string): Promise<Buffer> {
  return testsUseS3()
    ? testStorage().getBuffer(key)
    : readFile(path.join(labDir, ...key.split('/')));
}

/** The lab job's manifest in `folder` (a key prefix ending in /). */
const manifestIn = async (folder: string) =>
  JSON.parse((await labFile(`${folder}manifest.json`)).toString('utf8')) as LabManifest;

/** One pass of the fulfilment worker over the queued jobs, rendering the real print files. */
async function runLabWorker(): Promise<void> {
  const worker = createFulfilmentWorker(app.db, {
    storage: app.storage,
    output,
    render: runPrintTasks,
  });
  await worker.kick();
  await worker.close();
}

/** The work folders of an order's lab job left in the temporary folder (none, once done). */
const workFolders = async (orderUuid: string) =>
  (await readdir(tmpdir())).filter((name) => name.startsWith(`keepsake-lab-job-${orderUuid}`));

const job = async (orderUuid: string) =>
  (await app.db.select().from(fulfilmentJobs).where(eq(fulfilmentJobs.orderUuid, orderUuid)))[0];

// Each worker pass renders 300 dpi pages: slow on a busy machine, so a generous timeout.
describe('lab jobs', { timeout: 120_000 }, () => {
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
    await runLabWorker();
    expect(await job(posted)).toMatchObject({
      state: 'done',
      error: null,
      folder: testsUseS3()
        ? `s3://${TEST_S3_BUCKET}/lab-jobs/${posted}`
        : path.join(labDir, 'lab-jobs', posted),
    });
    const folder = `lab-jobs/${posted}/`;
    expect(await labFiles(folder)).toEqual([
      '01-card-15x15.pdf',
      'manifest.json',
      'packing-slip.pdf',
    ]);
    const manifest = await manifestIn(`${folder}`);
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
    const card = await PDFDocument.load(await labFile(`${folder}01-card-15x15.pdf`));
    expect(card.getPageCount()).toBe(1);
    const trim = card.getPages()[0]?.getTrimBox();
    expect(Math.round(((trim?.width ?? 0) * 25.4) / 72)).toBe(150);
    const slip = await PDFDocument.load(await labFile(`${folder}packing-slip.pdf`));
    expect(slip.getPageCount()).toBe(1);
    // Rendered in a temporary work folder, which is gone once the job is stored.
    expect(await workFolders(posted)).toEqual([]);

    const schoolManifest = await manifestIn(`lab-jobs/${school}/`);
    expect(schoolManifest.delivery.method).toBe('school-pickup');
    expect(schoolManifest.delivery.school).toMatchObject({ name: 'Fjellvang skole' });
    // One school delivery: lab-jobs/schools/<school>/<class>/ with the batch and packing list.
    const batchFiles = await labFiles('lab-jobs/schools/');
    const group = batchFiles[0]?.split('/').slice(0, 2).join('/') ?? '';
    expect(group).toMatch(/^fjellvang-skole\/[a-z0-9-]+$/);
    expect(batchFiles).toEqual([`${group}/batch.json`, `${group}/packing-list.pdf`]);
    const batchDir = `lab-jobs/schools/${group}/`;
    const list = await PDFDocument.load(await labFile(`${batchDir}packing-list.pdf`));
    expect(list.getPageCount()).toBeGreaterThan(0);
    const batch = JSON.parse(
      (await labFile(`${batchDir}batch.json`)).toString('utf8'),
    ) as SchoolBatch;
    expect(batch.orders.map((o) => o.orderUuid)).toContain(school);
    expect(batch.orders.map((o) => o.orderUuid)).not.toContain(posted);
  });

  // Four print files, one a 13-page calendar: longer than the others on a busy machine.
  it(
    'prints each template item of a package at its size; catalogue and digital set get no file',
    { timeout: 600_000 },
    async () => {
      const b = await parent();
      const { added } = await addPackageToCart(b, DEMO_PACKAGES.family, DEMO_SUBJECTS.emma);
      expect(added.statusCode).toBe(200);
      // Emma's school catalogue joins the order in checkout, as its offer adds it.
      const checkoutUuid = (
        (await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string }
      ).checkoutUuid;
      const catalogue = await b.post(`/api/webshop/checkout/${checkoutUuid}/catalogues`, {
        catalogues: [{ uuid: demoUuid('catalogue:emma'), quantity: 2 }],
      });
      expect(catalogue.statusCode).toBe(200);
      const { url, body } = await invoiceByPost(b, checkoutUuid);
      const bought = await b.post(url, body);
      expect(bought.statusCode).toBe(200);
      const order = (bought.json() as { order: { uuid: string } }).order.uuid;
      await runLabWorker();
      expect(await job(order)).toMatchObject({ state: 'done', error: null });
      const folder = `lab-jobs/${order}/`;
      const manifest = await manifestIn(`${folder}`);
      const lines = manifest.lines.map((l) => [l.kind, l.format, l.quantity, l.files.length]);
      expect(lines).toEqual([
        ['package-template', '30x40', 1, 1],
        ['package-template', '30x40', 1, 1],
        ['package-template', '20x30', 1, 1],
        ['package-template', '15x15', 1, 1],
        // The digital set is downloaded, the school catalogue is the studio's book: no print file.
        ['digital-set', null, 1, 0],
        ['catalogue', null, 1, 0],
        ['catalogue', null, 2, 0],
      ]);
      expect(manifest.lines.every((l) => l.subject === 'Emma Nordmann')).toBe(true);
      const files = manifest.lines.flatMap((l) => l.files);
      expect(new Set(files).size).toBe(4);
      expect(await labFiles(folder)).toEqual(
        [...files, 'manifest.json', 'packing-slip.pdf'].sort(),
      );
      // Each PDF: one page per part, cut (TrimBox) at its product's size, 3 mm bleed around it.
      const mm = (points: number) => Math.round((points * 25.4) / 72);
      const sizes = [];
      for (const file of files) {
        const pdf = await PDFDocument.load(await labFile(`${folder}${file}`));
        const page = pdf.getPages()[0];
        const trim = page?.getTrimBox();
        const media = page?.getMediaBox();
        sizes.push([
          pdf.getPageCount(),
          mm(trim?.width ?? 0),
          mm(trim?.height ?? 0),
          mm(media?.width ?? 0),
          mm(media?.height ?? 0),
        ]);
      }
      expect(sizes).toEqual([
        [1, 300, 400, 306, 406],
        [1, 300, 400, 306, 406],
        [13, 200, 300, 206, 306],
        [1, 150, 150, 156, 156],
      ]);
    },
  );

  /**
   * Buys a canvas of Lucas's green-screen portrait with no background (and `choice` on the
   * picture) and answers the share of chroma-green pixels on the printed page.
   */
  async function printedGreen(b: Browser, choice: object): Promise<number> {
    await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.lucas)}`,
    );
    const [green] = await app.db
      .select({ uuid: pictures.uuid, width: pictures.width, height: pictures.height })
      .from(pictures)
      .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
      .where(and(eq(pictureSets.subjectUuid, DEMO_SUBJECTS.lucas), eq(pictures.greenscreen, true)));
    if (!green) throw new Error('Lucas has a green-screen portrait in the demo');
    const canvas = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0203', version: 1 };
    const filled = (
      await b.post('/api/webshop/user/templates/fill-template', {
        template: { uuid: canvas.uuid },
        subject: { uuid: DEMO_SUBJECTS.lucas },
      })
    ).json() as { year: number; userResources: { type: string; image?: object | null }[] };
    const templateData = {
      ...filled,
      userResources: filled.userResources.map((r) =>
        r.type === 'IMAGE' && r.image
          ? {
              ...r,
              image: {
                ...r.image,
                ...green,
                greenscreen: true,
                background: null,
                rotation: 0,
                ...choice,
              },
            }
          : r,
      ),
    };
    const added = await b.post('/api/webshop/cart/template-lines', {
      productUuid: demoProductUuid('canvas'),
      template: canvas,
      templateData,
      lines: [{ quantity: 1, subProductUuids: [] }],
    });
    expect(added.statusCode).toBe(200);
    const bought = await buyByInvoice(b);
    expect(bought.statusCode).toBe(200);
    const order = (bought.json() as { order: { uuid: string } }).order.uuid;
    await runLabWorker();
    expect(await job(order)).toMatchObject({ state: 'done', error: null });
    const manifest = await manifestIn(`lab-jobs/${order}/`);
    const file = manifest.lines[0]?.files[0] ?? '';
    const pdf = await PDFDocument.load(await labFile(`lab-jobs/${order}/${file}`));
    // The page's picture, as the lab's printer gets it: no chroma green left on it.
    const xobjects = pdf.getPages()[0]?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    const image = pdf.context.lookup(xobjects?.values()[0]);
    if (!(image instanceof PDFRawStream)) throw new Error('the page has no picture');
    const { data, info } = await sharp(Buffer.from(image.contents))
      .resize(400)
      .raw()
      .toBuffer({ resolveWithObject: true });
    let chroma = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, bl] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (g > r + 40 && g > bl + 40) chroma += 1;
    }
    return chroma / (info.width * info.height);
  }

  it('prints a green-screen picture left on no background on its default background', async () => {
    // A design saved with no background and no choice made: the print takes the default.
    expect(await printedGreen(await parent(), {})).toBeLessThan(1 / 1000);
  });

  it('prints a green-screen picture as photographed when "No background" was chosen', async () => {
    // The parent chose "No background" in the editor, which shows the green; so does the print.
    expect(await printedGreen(await parent(), { noBackground: true })).toBeGreaterThan(0.2);
  });

  it('retries a failed job later and leaves a job another worker holds alone', async () => {
    const order = await buyCard(await parent());
    let calls = 0;
    const failing = createFulfilmentWorker(app.db, {
      storage: app.storage,
      output,
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
      output,
      render: runPrintTasks,
    });
    await again.kick();
    expect(calls).toBe(1);
    expect((await job(order))?.state).toBe('queued');
    // The failed try left no work folder and nothing for the lab.
    expect(await workFolders(order)).toEqual([]);
    expect(await labFiles(`lab-jobs/${order}/`).catch(() => [])).toEqual([]);
    // Once its time has come (here: moved back), the next worker finishes it.
    await app.db
      .update(fulfilmentJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(fulfilmentJobs.orderUuid, order));
    await again.kick();
    await again.close();
    expect(await job(order)).toMatchObject({ state: 'done', attempts: 2, error: null });
    expect(await labFiles(`lab-jobs/${order}/`)).toContain('manifest.json');
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
