// Screens a parent tripped on, on a 390×844 touch phone and a 1280×800 desktop: the checkout's
// summary follows the delivery picked before Continue; a single digital portrait with a rebate
// shows its struck original price and the rebate where the parent sees them; a calendar's part
// tabs on a phone (the desktop's are in desktop-layout.e2e.ts).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { desktopContext, journeyBrowser, snap } from './browser';
import {
  addCard,
  becomeNewParent,
  type Box,
  box,
  failureReport,
  goToCheckout,
  newPhonePage,
} from './journey-steps';

const browser = journeyBrowser();
/** The classic 20x30 calendar's template: a cover and twelve months. */
const CALENDAR_CLASSIC = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101';
const watch = failureReport('parent-screens');
const devices = ['phone', 'desktop'] as const;
type Device = (typeof devices)[number];

async function open(device: Device): Promise<Page> {
  if (device === 'phone') return newPhonePage(browser(), 20_000);
  const context = await desktopContext(browser());
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

/** 'NOK 1,234.50' as minor units; the test's own reading of what the page shows. */
function minor(text: string): number {
  const match = /([0-9][0-9,]*(?:\.[0-9]{2})?)/.exec(text.replace(/\s/g, ''));
  if (!match?.[1]) throw new Error(`no amount in '${text}'`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

/** The summary's lines as the parent reads them: each term and its amount. */
async function summaryLines(summary: Locator): Promise<{ term: string; amount: number }[]> {
  const rows = await summary.locator('dl > div').all();
  const lines = [];
  for (const row of rows) {
    const term = ((await row.locator('dt').textContent()) ?? '').trim();
    lines.push({ term, amount: minor((await row.locator('dd').textContent()) ?? '') });
  }
  return lines;
}

async function summaryTotal(summary: Locator): Promise<number> {
  const total = (await summaryLines(summary)).find((l) => l.term === 'Total');
  if (!total) throw new Error('no Total in the summary');
  return total.amount;
}

/** Where an element's text is drawn (it may run past the element's own box). */
async function textBox(locator: Locator): Promise<Box> {
  await locator.waitFor();
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/** Two boxes that share no pixel: one is not drawn over the other. */
function apart(a: Box, b: Box): boolean {
  return (
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
  );
}

/** Fills the contact name, pays by card and waits at the last step's Buy now. */
async function toBuyNow(page: Page): Promise<Locator> {
  for (const field of await page.getByLabel('Full name').all()) {
    await field.fill('Kari Nordmann');
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const buy = page.getByRole('button', { name: /^Buy now/ });
  await buy.waitFor();
  return buy;
}

/** Oskar's rebated portrait as `scope` shows it: NOK 149 struck as the original, NOK 60 off. */
async function expectRebated(scope: Locator): Promise<{ original: Locator; rebate: Locator }> {
  const original = scope.getByText(/^Original price/);
  expect(await original.isVisible()).toBe(true);
  expect(await original.textContent()).toMatch(/Original price\s*NOK\s*149/);
  expect(await original.locator('s').isVisible()).toBe(true);
  const rebate = scope.getByText(/^Rebate/);
  expect(await rebate.isVisible()).toBe(true);
  expect(await rebate.textContent()).toMatch(/Rebate\s*NOK\s*60/);
  return { original, rebate };
}

/** The price a delivery choice shows at its end, as the parent reads it. */
async function choicePrice(radio: Locator): Promise<number> {
  const label = radio.locator('xpath=ancestor::label[1]');
  return minor((await label.locator('span').last().textContent()) ?? '');
}

describe('the checkout summary follows the delivery picked', () => {
  for (const device of devices) {
    it(`on a ${device}: the delivery line and the total change with each pick, before Continue`, async () => {
      const page = await open(device);
      watch(page);
      await becomeNewParent(page, DEMO_CODES.emma, `priced-${device}`);
      await addCard(page);
      await page.goto('/shopping-cart');
      await goToCheckout(page);
      // Beside the steps on a desktop; in the delivery step, above Continue, on a phone.
      const summary =
        device === 'desktop'
          ? page.locator('main').getByRole('complementary')
          : page.getByRole('region', { name: 'Summary' });
      await summary.getByText('Total', { exact: true }).waitFor();
      const before = await summaryLines(summary);
      const goods = await summaryTotal(summary);

      // Letter by post: its price joins the summary and the total at once.
      const post = page.getByRole('radio', { name: /^Letter by post/ });
      await post.check();
      const postPrice = await choicePrice(post);
      expect(postPrice).toBeGreaterThan(0);
      await expect.poll(() => summaryTotal(summary)).toBe(goods + postPrice);
      const withPost = await summaryLines(summary);
      expect(withPost.length).toBe(before.length + 1);
      expect(withPost.some((l) => l.term !== 'Total' && l.amount === postPrice)).toBe(true);
      await snap(page, `parent-screens-${device}-1-post-picked`);

      // The store's express pickup: the summary follows the new pick, the post's price gone.
      await page.getByLabel('Pick up in store').check();
      const express = page.getByRole('radio', { name: /^Express.*Next day/ });
      await express.check();
      const expressPrice = await choicePrice(express);
      expect(expressPrice).not.toBe(postPrice);
      await expect.poll(() => summaryTotal(summary)).toBe(goods + expressPrice);
      const withExpress = await summaryLines(summary);
      expect(withExpress.some((l) => l.term !== 'Total' && l.amount === expressPrice)).toBe(true);
      expect(withExpress.some((l) => l.term !== 'Total' && l.amount === postPrice)).toBe(false);
      await summary.scrollIntoViewIfNeeded();
      await snap(page, `parent-screens-${device}-2-express-picked`);

      // Continue: the server's total for the chosen delivery is the one the summary showed.
      const buy = await toBuyNow(page);
      expect(minor((await buy.textContent()) ?? '')).toBe(goods + expressPrice);
    });
  }
});

describe('a single digital portrait with a rebate', () => {
  for (const device of devices) {
    it(`on a ${device}: the original price struck and the rebate are in view`, async () => {
      const page = await open(device);
      watch(page);
      // Oskar's parents get each single digital file for a rebated price.
      await becomeNewParent(page, DEMO_CODES.oskar, `rebate-${device}`);
      await page.goto(`/products/digital-portraits/${DEMO_SUBJECTS.oskar}`);
      const portraits = page.getByRole('region', { name: /^Portrait/ });
      await portraits.waitFor();
      await snap(page, `parent-screens-${device}-3-digital-portraits`);
      await expectRebated(portraits);

      // Bought (in the cart): the cart's line says the same.
      await portraits.getByRole('button', { name: /^Buy/ }).first().click();
      await portraits
        .getByRole('button', { name: /^Remove/ })
        .first()
        .waitFor();
      await snap(page, `parent-screens-${device}-4-digital-portrait-in-cart`);
      await page.goto('/shopping-cart');
      const line = page.getByRole('article', { name: /^Digital portrait/ });
      await line.waitFor();
      await line.scrollIntoViewIfNeeded();
      await snap(page, `parent-screens-${device}-5-cart-line`);
      const { original: lineOriginal, rebate: lineRebate } = await expectRebated(line);

      // The name, the struck original and the rebate each readable: none drawn over another.
      const name = await textBox(line.getByRole('heading', { name: 'Digital portrait' }));
      for (const part of [lineOriginal, lineRebate]) {
        expect(apart(name, await box(part)), `${await part.textContent()} over the name`).toBe(
          true,
        );
      }

      // At checkout the line says it again in the summary (under the steps on a phone, at the
      // last step; beside them on a desktop).
      await goToCheckout(page);
      const summary =
        device === 'desktop'
          ? page.locator('main').getByRole('complementary')
          : page.getByRole('region', { name: 'Summary' }).last();
      if (device === 'phone') await toBuyNow(page);
      const row = summary.locator('li').filter({ hasText: 'Digital portrait, Oskar Lie' });
      await row.scrollIntoViewIfNeeded();
      await expectRebated(row);
      await snap(page, `parent-screens-${device}-6-checkout-summary`);
    });
  }
});

describe('a calendar’s part tabs on a phone', () => {
  it('scroll sideways as before, and the tab tapped is wholly in the strip', async () => {
    const page = await open('phone');
    watch(page);
    await becomeNewParent(page, DEMO_CODES.emma, 'tabs-phone');
    await page.goto(`/products/calendars/${demoProductUuid('calendar-20x30')}/${CALENDAR_CLASSIC}`);
    const strip = page.locator('.ks-parttabs');
    await strip.getByRole('button', { name: /Cover$/ }).waitFor();
    await snap(page, 'parent-screens-phone-7-calendar-tabs');
    const december = strip.getByRole('button', { name: /Month 12$/ });
    await december.tap();
    await expect.poll(() => december.getAttribute('aria-current')).toBe('page');
    const [edge, tab] = [await box(strip), await box(december)];
    expect(tab.x).toBeGreaterThanOrEqual(edge.x);
    expect(tab.x + tab.width).toBeLessThanOrEqual(edge.x + edge.width);
    await snap(page, 'parent-screens-phone-8-calendar-month-12');
  });
});
