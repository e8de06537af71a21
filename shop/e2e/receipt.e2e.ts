// The receipt as a Norwegian parent on a phone sees it after buying by invoice: who sold, how it
// is paid, the VAT, and the invoice with its KID and PDF; the same in My orders; and a way on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { nb } from '../web/i18n/locales/nb';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';
import { addCard, buyNow, failureReport } from './journey-steps';

const browser = journeyBrowser();
const watch = failureReport('receipt');

/** Text with every run of white space (Intl's narrow and no-break spaces too) as one space. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The figure beside a label in one of the receipt's lists. */
async function figure(page: Page, region: string, label: string | RegExp): Promise<string> {
  const row = page
    .getByRole('region', { name: region })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .first();
  return plain(await row.locator('dd').textContent());
}

/** 'kr 1 234,50' or '78 kr' in Norwegian as minor units. */
function minorUnits(text: string): number {
  const digits = text.replace(/[^\d,]/g, '');
  const [whole = '0', cents = '0'] = digits.split(',');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** What the seller, payment and invoice parts must say, wherever the order is shown. */
async function expectReceiptFacts(page: Page): Promise<{ invoiceUrl: string }> {
  const seller = page.getByRole('region', { name: 'Selger' });
  await seller.waitFor();
  const sellerText = plain(await seller.textContent());
  for (const part of ['Keepsake Demo AS', 'Org.nr. 999 888 777', 'Storgata 12', '0155 Oslo']) {
    expect(sellerText).toContain(part);
  }
  expect(sellerText).toContain('Norge');

  expect(await figure(page, 'Betaling', 'Betalingsmåte')).toBe('Faktura');
  // Two cards and their pickup, all at 25 %: the VAT is a fifth of the total.
  const totalRow = page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^Totalt$/ }) })
    .first();
  const total = minorUnits(plain(await totalRow.locator('dd').textContent()));
  expect(total).toBeGreaterThan(0);
  const vatRow = page
    .getByRole('region', { name: 'Betaling' })
    .locator('dt', { hasText: /^MVA\s25\s%\sav\s/ });
  expect(minorUnits(plain(await vatRow.textContent()).replace(/^MVA 25 % av/, ''))).toBe(total);
  const vat = minorUnits(await figure(page, 'Betaling', /^MVA\s25\s%\sav\s/));
  expect(vat).toBe(Math.round(total / 5));
  expect(minorUnits(await figure(page, 'Betaling', 'Sum MVA'))).toBe(vat);

  const invoice = page.getByRole('region', { name: 'Faktura' });
  const number = await figure(page, 'Faktura', 'Fakturanummer');
  expect(number).toMatch(/^\d+$/);
  expect(await figure(page, 'Faktura', 'KID')).toMatch(/^\d{2,25}$/);
  expect(await figure(page, 'Faktura', 'Kontonummer')).toBe('1503.12.34567');
  // A date written out in Norwegian ('10. desember 2026').
  expect(await figure(page, 'Faktura', 'Forfallsdato')).toMatch(/^\d{1,2}\. \p{Ll}+ \d{4}$/u);
  expect(minorUnits(await figure(page, 'Faktura', 'Å betale'))).toBe(total);
  expect(await figure(page, 'Faktura', 'Status')).toBe('Ikke betalt ennå');
  const pdf = invoice.getByRole('link', { name: `Åpne faktura ${number} (PDF)` });
  return { invoiceUrl: (await pdf.getAttribute('href')) ?? '' };
}

describe('the receipt', () => {
  it('a Norwegian parent pays by invoice and sees seller, method, VAT and the invoice', async () => {
    const context = await phoneContext(browser(), { locale: 'nb-NO' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    watch(page);
    await page.goto('/');
    const email = uniqueEmail('receipt');
    await registerParent(page, { code: DEMO_CODES.emma, email });
    await addCard(page);

    await buyNow(page, nb, /^(Faktura|Invoice)/, async () => {
      await page.getByLabel(nb.checkout.pid).fill('01019000083');
    });

    await page.waitForURL('**/shopping-cart/checkout/payment/receipt/**');
    await page.getByRole('heading', { name: 'Takk for bestillingen!' }).waitFor();
    const orderUuid = page.url().split('/').pop() ?? '';
    await page.getByText(`Vi har sendt ordrebekreftelsen til ${email}.`).waitFor();
    const { invoiceUrl } = await expectReceiptFacts(page);
    expect(invoiceUrl).toBe(`/api/webshop/user/orders/${orderUuid}/invoice.pdf`);
    await snap(page, 'receipt-1-nb-invoice-phone');

    // A tap on the link opens the invoice itself, for its owner.
    const [opened] = await Promise.all([
      context.waitForEvent('response', (r) => r.url().endsWith(invoiceUrl)),
      page
        .getByRole('region', { name: 'Faktura' })
        .getByRole('link', { name: /^Åpne faktura \d+ \(PDF\)$/ })
        .tap(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/^application\/pdf/);
    for (const other of context.pages()) if (other !== page) await other.close();
    const pdf = await page.request.get(invoiceUrl);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Someone else who has the address gets no invoice.
    const stranger = await browser().newContext({ baseURL: page.url() });
    const theirs = await stranger.request.get(new URL(invoiceUrl, page.url()).href);
    expect([401, 403, 404]).toContain(theirs.status());
    expect(theirs.headers()['content-type'] ?? '').not.toMatch(/pdf/);
    await stranger.close();

    // A way on: the shop, or the order in My orders, where it reads the same.
    const shopOn = page.getByRole('link', { name: 'Fortsett å handle' });
    expect(await shopOn.getAttribute('href')).toBe('/products/packages');
    await page.getByRole('link', { name: 'Mine bestillinger' }).click();
    await page.waitForURL(`**/my-account/orders/${orderUuid}`);
    const mine = await expectReceiptFacts(page);
    expect(mine.invoiceUrl).toBe(invoiceUrl);
    await snap(page, 'receipt-2-nb-my-order-phone');

    // The same receipt on a laptop's screen.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/shopping-cart/checkout/payment/receipt/${orderUuid}`);
    await expectReceiptFacts(page);
    await snap(page, 'receipt-3-nb-invoice-1280');
    await context.close();
  });
});
