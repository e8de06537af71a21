// The studio dashboard at a desk (1280×800): staff sign in, import a photo day from a zip made
// by the fixtures' photo-day maker and read its report, open the job, re-issue a code, and move
// a parent's order along, and change the Photo mug's price that the parent then sees. A
// parent who opens /studio sees the shop's not-found page.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { zipFolder } from '../../fixtures/tools/photo-day-zip';
import { DEMO_EXPRESS_PICKUP } from '../server/demo/checkout';
import {
  DEMO_CODES,
  DEMO_STAFF,
  DEMO_SUBJECTS,
  DEMO_USER,
  demoUuid,
} from '../server/demo/demo-accounts';
import { en } from '../web/i18n/locales/en';
import { baseUrl, journeyBrowser, registerParent, snap, uniqueEmail } from './browser';
import { writeFjordlysDay } from './journey-steps';

const browser = journeyBrowser();
const work = mkdtempSync(path.join(tmpdir(), 'keepsake-dashboard-e2e-'));
let current: Page | undefined;
let problems: string[] = [];
afterEach(async (context) => {
  if (current && context.task.result?.state === 'fail') {
    await snap(current, `studio-dashboard-failed-${context.task.name.slice(0, 30)}`).catch(
      () => undefined,
    );
    console.log(problems.join('\n'));
  }
  current = undefined;
  problems = [];
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let desks = 0;
/** A desktop browser at 1280×800 on a network address of its own. */
async function desk(b: Browser): Promise<Page> {
  desks += 1;
  const context = await b.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    extraHTTPHeaders: {
      'accept-language': 'en-GB',
      'x-forwarded-for': `10.${(process.pid + 7) % 250}.200.${desks}`,
    },
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  current = page;
  return page;
}

async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/#login');
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await page.waitForURL((url) => !url.hash.includes('login'));
}

/** A parent who holds Emma's set pays a print by card through the shop's calls. */
async function parentOrder(b: Browser): Promise<string> {
  const page = await desk(b);
  await page.goto('/');
  const email = uniqueEmail('dashboard-buyer');
  await registerParent(page, { code: DEMO_CODES.emma, email });
  const filled = await page.request.post('/api/webshop/user/templates/fill-template', {
    data: {
      template: { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001' },
      subject: { uuid: DEMO_SUBJECTS.emma },
    },
  });
  expect(filled.ok()).toBe(true);
  const added = await page.request.post('/api/webshop/cart/template-lines', {
    data: {
      productUuid: demoUuid('product:card-15x15'),
      template: { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 },
      templateData: await filled.json(),
      lines: [{ quantity: 1 }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const checkout = (await (await page.request.post('/api/webshop/checkout')).json()) as {
    checkoutUuid: string;
  };
  const choice = {
    deliveryOptionUuid: demoUuid('delivery-option:store'),
    paymentOptionUuid: demoUuid('payment:card'),
  };
  const priced = await page.request.get(
    `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${choice.deliveryOptionUuid}/payment-options/${choice.paymentOptionUuid}?pickupLocationUuid=${DEMO_EXPRESS_PICKUP}`,
  );
  const total = ((await priced.json()) as { cart: { summary: { totalPrice: { amount: number } } } })
    .cart.summary.totalPrice.amount;
  const tx = await page.request.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, {
    data: {
      ...choice,
      total,
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: { name: 'Kari Nordmann', emailAddress: email },
        pickupLocationUuid: DEMO_EXPRESS_PICKUP,
      },
      paymentOptionData: {},
      client: 'desktop',
    },
  });
  expect(tx.ok(), await tx.text()).toBe(true);
  const { transaction } = (await tx.json()) as { transaction: { uuid: string } };
  const paid = await page.request.post(`/api/webshop/payment/${transaction.uuid}/card`, {
    data: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2040, cvc: '123' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await page.context().close();
  return email;
}

describe('the studio dashboard', () => {
  it('staff import a photo day from a zip, re-issue a code and move an order along', async () => {
    const buyer = await parentOrder(browser());
    const day = path.join(work, 'day');
    const key = `dashboard-${Date.now()}`;
    await writeFjordlysDay(day, key, 'Fjellsiden skole', [
      { name: 'Siri Fjell', className: '2B', files: ['siri-1.jpg', 'siri-2.jpg'] },
      { name: 'Tor Fjell', className: '5A', files: ['tor-1.jpg'] },
      { name: 'Ada Li', className: '5A', files: ['ada-1.jpg'] },
    ]);
    const zip = path.join(work, 'photo-day.zip');
    writeFileSync(zip, await zipFolder(day));

    const page = await desk(browser());
    await signIn(page, DEMO_STAFF);
    await page.goto('/studio/import');
    const s = en.studio;
    await page.getByRole('heading', { name: s.importTitle }).waitFor();
    await page.getByLabel(s.zipFile).setInputFiles(zip);
    await page.getByRole('button', { name: s.startImport, exact: true }).click();
    await page.getByText(s.state_done).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: s.report }).waitFor();
    expect(await page.locator('progress').getAttribute('value')).toBe('4');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '3 subjects added' }).count())
      .toBe(1);
    await snap(page, 'studio-dashboard-1-import-report');

    await page.getByRole('link', { name: s.openJob }).click();
    await page.getByRole('heading', { name: 'Fjellsiden skole' }).waitFor();
    const rows = page.locator('tbody tr');
    expect(await rows.count()).toBe(3);
    const tor = rows.filter({ hasText: 'Tor Fjell' });
    const oldCode = ((await tor.locator('td').nth(4).textContent()) ?? '').trim();
    expect(oldCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await tor.getByRole('button', { name: 'Re-issue the code of Tor Fjell' }).click();
    await page.getByText('Tor Fjell has a new code').waitFor();
    const newCode = ((await tor.locator('td').nth(4).textContent()) ?? '').trim();
    expect(newCode).not.toBe(oldCode);
    await snap(page, 'studio-dashboard-2-job-reissued');
    // The old code opens nothing now; the new one opens Tor's pictures.
    const old = await page.request.get(
      `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(oldCode)}`,
    );
    expect(await old.json()).toMatchObject({ valid: false });
    const letters = await page.request.get(
      (await page.getByRole('link', { name: s.downloadLetters }).getAttribute('href')) ?? '',
    );
    expect(letters.headers()['content-type']).toBe('application/pdf');

    await page.getByRole('link', { name: s.jobsTab }).click();
    await page.getByRole('heading', { name: s.jobsTitle }).waitFor();
    const jobRow = page.locator('tbody tr').filter({ hasText: key });
    await expect.poll(() => jobRow.locator('td').nth(2).textContent()).toBe('3');
    await snap(page, 'studio-dashboard-3-jobs');

    await page.getByRole('link', { name: s.ordersTab }).click();
    await page.getByRole('heading', { name: s.ordersTitle }).waitFor();
    const order = page.locator('tbody tr').filter({ hasText: buyer });
    // The status cell (the buttons name statuses too).
    const status = () => order.locator('td').nth(4).textContent();
    await expect.poll(status).toBe(en.orders.status_received);
    await order.getByRole('button', { name: 'Mark In production' }).click();
    await expect.poll(status).toBe(en.orders.status_in_production);
    await order.getByRole('button', { name: 'Mark Ready for pickup' }).click();
    await expect.poll(status).toBe(en.orders.status_ready_for_pickup);
    await order.getByRole('button', { name: 'Mark Delivered' }).waitFor();
    await snap(page, 'studio-dashboard-4-orders');

    // Act as the customer: the shop opens signed in as the buyer.
    await order.getByRole('button', { name: s.actAsCustomer }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/studio'));
    const me = await page.request.get('/api/webshop/user');
    expect(JSON.stringify(await me.json())).toContain(buyer);
    expect(problems.filter((p) => !p.includes('/api/webshop/user'))).toEqual([]);
  }, 240_000);

  it("staff change the Photo mug's price and the parent's product list shows it", async () => {
    const s = en.studio;
    const page = await desk(browser());
    await signIn(page, DEMO_STAFF);
    await page.goto('/studio');
    await page.getByRole('link', { name: s.pricesTab }).click();
    await page.getByRole('heading', { name: s.pricesTitle, level: 1 }).waitFor();
    const mug = 'Photo mug';
    const tier = s.tierFrom.replace('{{quantity}}', '1');
    const priceField = page.getByRole('textbox', {
      name: s.priceOf.replace('{{product}}', mug).replace('{{tier}}', tier),
    });
    const before = await priceField.inputValue();
    expect(before).toMatch(/^\d+\.\d\d$/);
    // A second tab shows the same prices, and will be the older one once the first saves.
    const other = await page.context().newPage();
    await other.goto('/studio/prices');
    const otherField = other.getByRole('textbox', {
      name: s.priceOf.replace('{{product}}', mug).replace('{{tier}}', tier),
    });
    await expect.poll(() => otherField.inputValue()).toBe(before);
    // A price the shop has not had: 12.34 kroner above the old one, typed with a comma.
    const ore = Math.round(Number(before) * 100) + 1234;
    const typed = `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, '0')}`;
    const shown = `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
    await priceField.fill(typed);
    await page.getByRole('button', { name: s.saveProduct.replace('{{product}}', mug) }).click();
    await page.getByText(/Saved: 0 products added, 1 updated/).waitFor();
    await expect.poll(() => priceField.inputValue()).toBe(shown);
    await snap(page, 'studio-dashboard-6-prices');

    // The older tab's save of the same product overwrites nothing: it shows the newer prices.
    await otherField.fill('1,00');
    await other.getByRole('button', { name: s.saveProduct.replace('{{product}}', mug) }).click();
    await other.getByText(s.pricesChangedElsewhere).waitFor();
    await expect.poll(() => otherField.inputValue()).toBe(shown);
    await other.close();

    // A negative price is the server's to refuse: nothing changes and the report says where.
    await priceField.fill('-1');
    await page.getByRole('button', { name: s.saveProduct.replace('{{product}}', mug) }).click();
    await page.getByText(/This must not be negative/).waitFor();
    const sheet = (await (
      await page.request.get('/api/staff/studio/prices/price-sheet.json')
    ).json()) as {
      products: { name: { en: string }; prices: { price: number }[] }[];
    };
    expect(sheet.products.find((p) => p.name.en === mug)?.prices[0]?.price).toBe(ore);

    // The parent's list of photo gifts shows the mug at the new price.
    const parent = await desk(browser());
    await signIn(parent, DEMO_USER);
    await parent.goto('/products/categories/mugs');
    const group = parent.getByRole('region', { name: mug });
    await expect
      .poll(async () => (await group.locator('header').textContent()) ?? '')
      .toMatch(new RegExp(shown.replace('.', '[.,]')));
    await group.scrollIntoViewIfNeeded();
    await snap(parent, 'studio-dashboard-7-parent-mug-price');

    // Put the demo's price back for the journeys after this one.
    await priceField.fill(before);
    await page.getByRole('button', { name: s.saveProduct.replace('{{product}}', mug) }).click();
    await page.getByText(/Saved: 0 products added, 1 updated/).waitFor();
  }, 180_000);

  it('a parent who opens /studio sees the not-found page', async () => {
    const page = await desk(browser());
    await signIn(page, DEMO_USER);
    await page.goto('/studio');
    await page.getByRole('heading', { name: en.routes.notFound }).waitFor();
    expect(await page.getByText(en.studio.jobsTab).count()).toBe(0);
    const api = await page.request.get('/api/staff/studio/jobs');
    expect(api.status()).toBe(403);
    await snap(page, 'studio-dashboard-5-parent-not-found');
  }, 120_000);
});
