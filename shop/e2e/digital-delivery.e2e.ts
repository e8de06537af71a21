// A parent buys a green-screen digital portrait on a phone and finds it to download on the
// receipt and in My orders: on the picture set's background (the default first), or transparent.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { journeyBrowser, snap } from './browser';
import {
  becomeNewParent,
  failureReport,
  fillCard,
  goToCheckout,
  newPhonePage,
} from './journey-steps';
import { greenPixels } from '../server/test/green-pixels';

const browser = journeyBrowser();
const watch = failureReport('digital-delivery');

/** From the cart through checkout to Buy now: download delivery, the contact's name, paid by card
 * (the built-in test gateway) or by invoice. */
async function buyCart(page: Page, payment: 'card' | 'invoice'): Promise<void> {
  await page.goto('/shopping-cart');
  await goToCheckout(page);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const download = page.getByLabel(/^Download/);
  if (await download.first().isVisible()) await download.first().check();
  for (const field of await page.getByLabel('Full name').all()) await field.fill('Kari Nordmann');
  await continueButton.click();
  if (payment === 'invoice') {
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await page.getByLabel('Personal id number (11 digits)').fill('01019000083');
  } else {
    await page.getByRole('radio', { name: /^Card/ }).check();
  }
  await continueButton.click();
  await page.getByLabel('I accept the').check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  if (payment === 'card') {
    await fillCard(page);
    await page.getByRole('button', { name: 'Pay' }).click();
  }
  await page.waitForURL('**/shopping-cart/checkout/payment/receipt/**');
}

describe('digital delivery', () => {
  it('a parent buys a green-screen portrait and downloads it on its background from the receipt and My orders', async () => {
    const page = await newPhonePage(browser(), 20_000);
    watch(page, { failedCalls: false });
    await becomeNewParent(page, DEMO_CODES.lucas, 'digital');

    // The green-screen portrait into the cart, as the digital portraits page toggles it.
    const answer = await page.request.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.lucas}`);
    const portraits = (await answer.json()) as {
      sections: { pictureType: string; pictures: { uuid: string; greenscreen: boolean }[] }[];
    };
    const green = portraits.sections.flatMap((s) => s.pictures).find((p) => p.greenscreen);
    expect(green).toBeDefined();
    const toggled = await page.request.post('/ajax/cart/toggle_digital_file_in_cart.php', {
      data: { file: green?.uuid },
    });
    expect(await toggled.json()).toEqual({ inCart: true });

    // Paid by card: a picture bought on an invoice waits for the invoice to be paid.
    await buyCart(page, 'card');

    // The receipt lists the portrait with its downloads, the default background first.
    const downloads = page.getByRole('region', { name: 'Your digital pictures' });
    await downloads.waitFor();
    const links = downloads.getByRole('link');
    await links.first().waitFor();
    const labels = await links.allTextContents();
    expect(labels[0]).toMatch(/^On /);
    expect(labels.at(-1)).toBe('Transparent (PNG)');
    await downloads.scrollIntoViewIfNeeded();
    await snap(page, 'digital-1-receipt-downloads');

    // The first link gives the full picture on its background: no chroma green left.
    const href = (await links.first().getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    const bytes = await file.body();
    expect((await greenPixels(bytes)).green).toBe(0);
    const transparent = await page.request.get((await links.last().getAttribute('href')) ?? '');
    expect(transparent.headers()['content-type']).toBe('image/png');
    await sharp(bytes).resize(390).png().toFile('test-results/screenshots/digital-file.png');

    // My orders shows the same downloads on the order.
    await page.goto('/my-account/orders');
    await page
      .getByRole('link', { name: /^Order [0-9a-f]{8} Ordered/ })
      .first()
      .click();
    const again = page.getByRole('region', { name: 'Your digital pictures' });
    await again.waitFor();
    expect(await again.getByRole('link').allTextContents()).toEqual(labels);
    await again.scrollIntoViewIfNeeded();
    await snap(page, 'digital-2-my-order-downloads');

    // Another browser, signed out, gets no file from the link: it is led to sign in.
    const stranger = await newPhonePage(browser());
    await stranger.goto(href);
    expect((await stranger.request.get(href)).status()).toBe(404);
    // The link leads to My orders, which sends a visitor on to sign in.
    await stranger.waitForURL(/\/#login$/);
    await stranger.getByLabel('Password').first().waitFor();
    await snap(stranger, 'digital-3-link-signed-out');
    await stranger.context().close();

    // Another portrait bought on an invoice: the receipt says it waits for the invoice, no link.
    const other = portraits.sections.flatMap((s) => s.pictures).find((p) => p.uuid !== green?.uuid);
    await page.request.post('/ajax/cart/toggle_digital_file_in_cart.php', {
      data: { file: other?.uuid },
    });
    await buyCart(page, 'invoice');
    const waiting = page.getByRole('region', { name: 'Your digital pictures' });
    await waiting.getByText('Ready to download once the invoice is paid.').waitFor();
    expect(await waiting.getByRole('link').count()).toBe(0);
    await waiting.scrollIntoViewIfNeeded();
    await snap(page, 'digital-4-receipt-awaiting-invoice');
    await page.context().close();
  });
});
