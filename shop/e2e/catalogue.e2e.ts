// The catalogue journeys of issue 6, as a parent on a phone clicks them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';

const browser = journeyBrowser();

/** A phone signed in as a new parent of its own who holds the given code. */
async function newParent(code: string, name: string): Promise<Page> {
  const context = await phoneContext(browser());
  const page = await context.newPage();
  await registerParent(page, { code, email: uniqueEmail(name) });
  return page;
}

describe('the catalogue', () => {
  it('a parent picks a 15x15 card template from the categories and reaches the editor', async () => {
    const page = await newParent(DEMO_CODES.lucas, 'cards');
    await page.goto('/products/categories');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('link', { name: /^Cards/ }).click();

    const format = page.getByLabel('Format');
    await format.waitFor();
    expect((await format.locator('option').allTextContents())[0]).toBe('All');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await format.selectOption('15x15');
    await snap(page, 'catalogue-1a-cards-15x15');

    const template = page
      .locator('main a[href*="/products/"]')
      .filter({ has: page.locator('img') })
      .first();
    await template.click();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor({ timeout: 30_000 });
    await page
      .getByText(/Card 15x15/)
      .first()
      .waitFor();
    await snap(page, 'catalogue-1b-card-editor');
  });

  it('a parent buys two digital portraits and the second costs the tier price in the cart', async () => {
    const page = await newParent(DEMO_CODES.aksel, 'digital');
    await page.goto(`/products/digital-portraits/${DEMO_SUBJECTS.aksel}`);
    const portraits = page.getByRole('region', { name: 'Portrait pictures' });
    await portraits.waitFor();
    await portraits.getByRole('button', { name: 'Buy Portrait pictures 1' }).click();
    await portraits.getByRole('button', { name: 'Remove Portrait pictures 1' }).waitFor();
    await portraits.getByRole('button', { name: 'Buy Portrait pictures 2' }).click();
    await portraits.getByRole('button', { name: 'Remove Portrait pictures 2' }).waitFor();
    await snap(page, 'catalogue-2a-digital-two-bought');

    await page.goto('/shopping-cart');
    const main = page.locator('main');
    await main.getByText('Total', { exact: true }).waitFor();
    const text = (await main.innerText()).replace(/\s+/g, ' ');
    // The first portrait at the full price, the second at the tier price, both in the total.
    expect(text).toMatch(/Digital portrait.*Aksel Strand.*NOK 149.*Digital portrait.*NOK 99/);
    expect(text).toMatch(/Total NOK 248/);
    await snap(page, 'catalogue-2b-cart-digital-tier');
  });

  it('a parent orders two catalogues from the dialog and sees them in the cart', async () => {
    const page = await newParent(DEMO_CODES.jonas, 'catalogue');
    await page.goto('/products/catalogues');
    const dialog = page.getByRole('dialog', { name: 'Do you want to order the catalogue?' });
    await dialog.waitFor();
    await dialog.getByLabel('Quantity').first().selectOption('2');
    await snap(page, 'catalogue-3a-catalogue-dialog');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();

    await page.waitForURL('**/shopping-cart');
    const main = page.locator('main');
    await main.getByText('School catalogue 2026, Jonas Nordmann').waitFor();
    await main.getByText('Total', { exact: true }).waitFor();
    expect(await main.getByRole('spinbutton').first().inputValue()).toBe('2');
    await snap(page, 'catalogue-3b-cart-catalogue');
  });
});
