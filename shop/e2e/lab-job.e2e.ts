// From Buy now to the lab and back to the parent, on a phone: a parent orders a folded card, the
// family package (whose template items are two canvas prints, a 13-month calendar and a card)
// and a green-screen digital portrait, and pays by test card. The shop's background worker then
// writes the order's lab job under DATA_DIR/lab-jobs/<order>/ (a shop of this file's own: the
// shared one runs in test mode, where the worker is off): a manifest listing each line and its
// files, and PDFs a lab's preflight accepts. The parent downloads the portrait on its background
// and follows the order's status in My orders as staff move it to shipped.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { request, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageInstance } from '../contract/packages';
import { DEMO_CODES, DEMO_STAFF, DEMO_SUBJECTS, demoUuid } from '../server/demo/demo-accounts';
import { DEMO_PACKAGES } from '../server/demo/packages';
import type { LabManifest } from '../server/services/fulfilment/manifest';
import { freePort, ShopProcess } from '../server/test/shop-process';
import { en } from '../web/i18n/locales/en';
import { journeyBrowser, phoneContext, registerParent, screenshotDir, snap } from './browser';
import { failureReport, fillCard, goToCheckout } from './journey-steps';
import { packageBody } from '../server/test/packages';

const root = path.resolve(import.meta.dirname, '../..');
const browser = journeyBrowser();
const watch = failureReport('lab-job');
let shop: ShopProcess;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-e2e-lab-job-'));
  // Demo mode, as `npm start` runs: the fulfilment worker on, the test card gateway allowed.
  shop = new ShopProcess(dataDir, await freePort(), { mode: 'demo' });
  await shop.start(170_000);
});
afterAll(async () => {
  await shop?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A template of the fixtures, as the print file must follow it. */
interface FixtureTemplate {
  trimBox: { width: number; height: number };
  bleed: number | null;
  parts: unknown[];
}
const template = (folder: string): FixtureTemplate =>
  JSON.parse(
    readFileSync(path.join(root, 'fixtures/templates', folder, 'template.json'), 'utf8'),
  ) as FixtureTemplate;

/** Each printed format of this order and the template it is made from. */
const TEMPLATES: Record<string, string> = {
  '10x15': 'card-folded-birthday',
  '30x40': 'gift-canvas-print',
  '20x30': 'calendar-20x30-classic',
  '15x15': 'card-15x15-winter',
};

const FOLDED = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003', version: 1 };

const mm = (points: number) => Math.round(((points * 25.4) / 72) * 10) / 10;

/** The boxes of a page in mm: MediaBox, BleedBox and TrimBox as x, y, width, height. */
function boxes(page: PDFPage) {
  const inMm = (b: { x: number; y: number; width: number; height: number }) => ({
    x: mm(b.x),
    y: mm(b.y),
    width: mm(b.width),
    height: mm(b.height),
  });
  return {
    media: inMm(page.getMediaBox()),
    bleed: inMm(page.getBleedBox()),
    trim: inMm(page.getTrimBox()),
  };
}

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The order's lab job, once the worker has written its manifest (the job's last file). */
async function labJob(orderUuid: string): Promise<LabManifest> {
  const manifest = path.join(dataDir, 'lab-jobs', orderUuid, 'manifest.json');
  // Rendering 300 dpi pages in the background takes minutes on a busy machine.
  await expect.poll(() => existsSync(manifest), { timeout: 900_000, interval: 2_000 }).toBe(true);
  return JSON.parse(readFileSync(manifest, 'utf8')) as LabManifest;
}

/** The folded card and the family package for Emma, and Lucas's green-screen portrait. */
async function fillCart(page: Page): Promise<{ width: number; height: number }> {
  const filled = await page.request.post('/api/webshop/user/templates/fill-template', {
    data: { template: { uuid: FOLDED.uuid }, subject: { uuid: DEMO_SUBJECTS.emma } },
  });
  expect(filled.ok()).toBe(true);
  // The invitation's own words in the two texts the template asks the parent to write.
  const words: Record<string, string> = {
    'front/sub': 'Emma turns 9',
    'inside/sign': 'Love from Emma',
  };
  const data = (await filled.json()) as { year: number; userResources: { id: string }[] };
  const card = await page.request.post('/api/webshop/cart/template-lines', {
    data: {
      productUuid: demoUuid('product:card-10x15'),
      template: FOLDED,
      templateData: {
        ...data,
        userResources: data.userResources.map((r) =>
          words[r.id] ? { ...r, text: words[r.id] } : r,
        ),
      },
      lines: [{ quantity: 1 }],
    },
  });
  expect(card.ok(), await card.text()).toBe(true);

  const instance = (await (
    await page.request.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {
      data: { subjectUuid: DEMO_SUBJECTS.emma },
    })
  ).json()) as PackageInstance;
  const pack = await page.request.post(`/api/webshop/cart/packages/${DEMO_PACKAGES.family}`, {
    data: packageBody(instance),
  });
  expect(pack.ok(), await pack.text()).toBe(true);

  const code = await page.request.get(
    `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.lucas)}`,
  );
  expect(code.ok()).toBe(true);
  const portraits = (await (
    await page.request.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.lucas}`)
  ).json()) as {
    sections: {
      pictures: { uuid: string; greenscreen: boolean; width: number; height: number }[];
    }[];
  };
  const green = portraits.sections.flatMap((s) => s.pictures).find((p) => p.greenscreen);
  const toggled = await page.request.post('/ajax/cart/toggle_digital_file_in_cart.php', {
    data: { file: green?.uuid },
  });
  expect(await toggled.json()).toEqual({ inCart: true });
  return { width: green?.width ?? 0, height: green?.height ?? 0 };
}

/** Through checkout: store pickup, the contact's name, paid with the test card. */
async function payByCard(page: Page): Promise<string> {
  await page.goto('/shopping-cart');
  await page.getByText('Birthday invitation (folded)').first().waitFor();
  await goToCheckout(page);
  await page.getByLabel('Pick up in store').check();
  await page.getByRole('radio', { name: /^Express.*Next day/ }).check();
  for (const field of await page.getByLabel('Full name').all()) await field.fill('Kari Nordmann');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/shopping-cart/checkout/payment/receipt/**');
  return page.url().split('/').pop() ?? '';
}

/** The status My orders shows beside the order, as the parent reads it. */
async function shownStatus(page: Page, orderUuid: string): Promise<string> {
  await page.goto(`/my-account/orders/${orderUuid}`);
  const header = page.getByRole('link', { name: new RegExp(`^Order ${orderUuid.slice(0, 8)}`) });
  const status = header.locator('[data-status]');
  await status.waitFor();
  return ((await status.textContent()) ?? '').trim();
}

describe('the lab job', () => {
  it('a paid order of a folded card, a package with its calendar and a digital portrait reaches the lab and the parent follows it', async () => {
    const context = await phoneContext(browser(), { baseURL: shop.url });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    watch(page, { failedCalls: false });
    await page.goto('/');
    await registerParent(page, {
      code: DEMO_CODES.emma,
      email: `lab-job.${Date.now()}@example.test`,
    });
    const portrait = await fillCart(page);
    const orderUuid = await payByCard(page);

    // The receipt: the portrait to download on its background (the default first), and the
    // portraits of the digital set the package holds.
    const downloads = page.getByRole('region', { name: 'Your digital pictures' });
    const links = downloads
      .getByRole('listitem')
      .filter({ hasText: 'Lucas Johansen' })
      .getByRole('link');
    await links.first().waitFor();
    expect(await links.first().textContent()).toMatch(/^On /);
    const fromPackage = downloads.getByRole('listitem').filter({ hasText: 'Family package, Emma' });
    expect(await fromPackage.count()).toBeGreaterThan(0);
    expect(await fromPackage.first().getByRole('link').count()).toBeGreaterThan(0);
    const labels = await downloads.getByRole('link').allTextContents();
    const file = await page.request.get((await links.first().getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    // At full resolution, and on a background: no chroma green left.
    const { data, info } = await sharp(await file.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual(portrait);
    let chroma = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      if (g > r + 40 && g > b + 40) chroma += 1;
    }
    expect(chroma).toBe(0);
    await downloads.scrollIntoViewIfNeeded();
    await snap(page, 'lab-job-1-receipt-downloads');

    // My orders: the order received, with the same downloads.
    expect(await shownStatus(page, orderUuid)).toBe(en.orders.status_received);
    const again = page.getByRole('region', { name: 'Your digital pictures' });
    await expect.poll(() => again.getByRole('link').allTextContents()).toEqual(labels);
    await snap(page, 'lab-job-2-my-orders-received');

    // The lab job: a manifest listing each line with its files, written in the background.
    const manifest = await labJob(orderUuid);
    expect(manifest).toMatchObject({
      orderReference: orderUuid.slice(0, 8),
      delivery: { method: 'store-pickup', contactName: 'Kari Nordmann' },
    });
    const lines = manifest.lines.map((l) => [l.kind, l.format, l.files.length]);
    expect(lines).toEqual(
      expect.arrayContaining([
        ['template', '10x15', 1],
        ['package-template', '30x40', 1],
        ['package-template', '20x30', 1],
        ['package-template', '15x15', 1],
        ['digital-set', null, 0],
        ['digital-file', null, 0],
      ]),
    );
    const printed = manifest.lines.filter((l) => l.files.length > 0);
    expect(printed.map((l) => l.format).sort()).toEqual([
      '10x15',
      '15x15',
      '20x30',
      '30x40',
      '30x40',
    ]);
    const folder = path.join(dataDir, 'lab-jobs', orderUuid);
    expect(existsSync(path.join(folder, manifest.packingSlip))).toBe(true);

    // Each PDF opens, has the template's page count, and its boxes nest with the template's
    // bleed on every side: TrimBox inside BleedBox inside MediaBox.
    let calendarFile = '';
    for (const line of printed) {
      const fixture = template(TEMPLATES[line.format ?? ''] ?? '');
      const bleed = fixture.bleed ?? 3;
      for (const name of line.files) {
        const pdf = await PDFDocument.load(readFileSync(path.join(folder, name)));
        expect(pdf.getPageCount(), name).toBe(fixture.parts.length);
        for (const pdfPage of pdf.getPages()) {
          const { media, bleed: bleedBox, trim } = boxes(pdfPage);
          expect(inside(trim, bleedBox), `${name}: TrimBox inside BleedBox`).toBe(true);
          expect(inside(bleedBox, media), `${name}: BleedBox inside MediaBox`).toBe(true);
          expect([trim.width, trim.height], name).toEqual([
            fixture.trimBox.width,
            fixture.trimBox.height,
          ]);
          expect([trim.x - bleedBox.x, trim.y - bleedBox.y], name).toEqual([bleed, bleed]);
          expect([bleedBox.width - trim.width, bleedBox.height - trim.height], name).toEqual([
            2 * bleed,
            2 * bleed,
          ]);
        }
        if (line.format === '20x30') calendarFile = path.join(folder, name);
        // Its first pages as a PDF reader shows them, for a person to look at.
        const pages = String(Math.min(2, pdf.getPageCount()));
        const look = path.join(screenshotDir, `lab-job-print-${name.replace(/\.pdf$/, '')}`);
        execFileSync('pdftoppm', ['-png', '-r', '30', '-l', pages, path.join(folder, name), look]);
      }
    }

    // A month of the calendar as a PDF reader shows it, to look at.
    const prefix = path.join(screenshotDir, 'lab-job-3-calendar-page');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '30',
      '-f',
      '2',
      '-l',
      '2',
      '-singlefile',
      calendarFile,
      prefix,
    ]);
    const month = await sharp(`${prefix}.png`).stats();
    // A drawn page, not a blank one: its pixels vary.
    expect(Math.max(...month.channels.map((c) => c.stdev))).toBeGreaterThan(10);

    // Staff move the order along through the staff API, as the studio dashboard does.
    const staff = await request.newContext({
      baseURL: shop.url,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${process.pid % 250}.240.1` },
    });
    const signedIn = await staff.post('/api/webshop/login', {
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(signedIn.ok()).toBe(true);
    for (const step of [
      { status: 'in_production' },
      { status: 'shipped', trackingReference: 'PN-18042' },
    ]) {
      const moved = await staff.post(`/api/staff/orders/${orderUuid}/advance`, { data: step });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    await staff.dispose();

    // My orders shows the parent the new status with its tracking reference.
    await expect
      .poll(() => shownStatus(page, orderUuid))
      .toBe(`${en.orders.status_shipped} · Tracking reference PN-18042`);
    await page.getByRole('region', { name: 'Your digital pictures' }).waitFor();
    // From the top, so the shop's fixed header does not cover the order's status.
    await page.evaluate(() => window.scrollTo(0, 0));
    await snap(page, 'lab-job-4-my-orders-shipped');
    await context.close();
  }, 1_200_000);
});
