// The shop on a 1280×800 desktop screen as a parent sees it: the menu in view beside the page,
// lists in columns, the summary beside the cart and the checkout, the editor's panel beside its
// canvas, nothing wider than its column; the menu's switch to that layout on a phone and back;
// and the phone layout at 390×844 as it was.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { desktopContext, journeyBrowser, phoneContext, snap } from './browser';
import {
  addCard,
  becomeNewParent,
  type Box,
  box,
  fillCard,
  newPhonePage,
  openFirstField,
} from './journey-steps';

const browser = journeyBrowser();
let current: Page | undefined;
afterEach(async (context) => {
  if (current && context.task.result?.state === 'fail') {
    await snap(current, `desktop-failed-${context.task.name.slice(0, 40)}`).catch(() => undefined);
  }
  await current?.context().close();
  current = undefined;
});

/** The folded birthday card's template. */
const FOLDED_BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';
/** 'Winter greetings' of the 15x15 card and the classic 20x30 calendar. */
const WINTER = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001';
const CALENDAR_CLASSIC = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101';

async function desktop(): Promise<Page> {
  const context = await desktopContext(browser());
  context.setDefaultTimeout(20_000);
  current = await context.newPage();
  return current;
}

async function phone(): Promise<Page> {
  current = await newPhonePage(browser(), 20_000);
  return current;
}

/** A parent of their own (Emma's code, registered now) with two Winter greetings cards. */
async function parentWithCards(page: Page): Promise<void> {
  await becomeNewParent(page, DEMO_CODES.emma, 'desktop');
  await addCard(page);
}

/** The cart's Winter greetings line and its Total, where the parent's cart page draws them. */
async function cartLineAndTotal(page: Page): Promise<{ line: Box; total: Box }> {
  await page.goto('/shopping-cart');
  const line = page.locator('main li').filter({ hasText: 'Winter greetings' }).first();
  const total = page.locator('main').getByText('Total', { exact: true });
  return { line: await box(line), total: await box(total) };
}

/** `right` lies wholly to the right of `left`, and the two share some height: side by side. */
function expectSideBySide(left: Box, right: Box): void {
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  expect(right.y).toBeLessThan(left.y + left.height);
  expect(left.y).toBeLessThan(right.y + right.height);
}

/**
 * `left` (scrolled into view) lies wholly left of `right`, and `right` is in the window with it:
 * a step's part beside the summary that stays in view as the steps scroll.
 */
async function expectBesideInView(left: Locator, right: Locator): Promise<void> {
  await left.scrollIntoViewIfNeeded();
  const [l, r] = [await box(left), await box(right)];
  expect(r.x).toBeGreaterThanOrEqual(l.x + l.width);
  expect(r.y).toBeGreaterThanOrEqual(0);
  expect(r.y + r.height).toBeLessThanOrEqual(800);
  expect(l.y + l.height).toBeLessThanOrEqual(800);
}

/** `below` starts under `above` (the phone's one column). */
function expectStacked(above: Box, below: Box): void {
  expect(below.y).toBeGreaterThanOrEqual(above.y + above.height - 1);
}

/**
 * Nothing sticks out sideways: the page does not scroll sideways, and every visible element in
 * the page's column stays within it. Returns the elements that do not, to be reported.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`page ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
    }
    const main = document.querySelector('main');
    if (!main) return ['no main'];
    const column = main.getBoundingClientRect();
    for (const element of main.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.left < column.left - 1 || rect.right > column.right + 1) {
        const name = `${element.tagName.toLowerCase()}.${element.className}`;
        problems.push(`${name}: ${Math.round(rect.left)}–${Math.round(rect.right)} px`);
      }
    }
    return problems;
  });
}

/** The share of chroma-green pixels (green far above red and blue) the editor's canvas shows. */
async function greenShare(page: Page): Promise<number> {
  const png = await page.locator('.ks-editor__canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let green = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (g > r + 60 && g > b + 60) green += 1;
  }
  return green / (info.width * info.height);
}

/**
 * The editor's panel as a parent at 1280×800 sees it: beside the canvas, wholly in the window
 * (nothing cut off at its edges), and every button and tab in it inside it, or reached by
 * scrolling the panel (never sideways).
 */
async function panelBesideCanvas(page: Page): Promise<void> {
  const canvas = await box(page.locator('.ks-editor__canvas'));
  const panel = await box(page.locator('.ks-bottom'));
  expectSideBySide(canvas, panel);
  expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
  expect(panel.y + panel.height).toBeLessThanOrEqual(800);
  const outside = await page.locator('.ks-bottom').evaluate((element) => {
    const edge = element.getBoundingClientRect();
    return [...element.querySelectorAll('button, [role="tab"], input, [role="status"]')]
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && (rect.left < edge.left || rect.right > edge.right))
      .map(
        ({ el, rect }) => `${el.textContent}: ${Math.round(rect.left)}–${Math.round(rect.right)}`,
      );
  });
  expect(outside).toEqual([]);
}

/** `locator` is wholly in the 1280×800 window. */
async function inWindow(locator: Locator): Promise<void> {
  const shown = await box(locator);
  expect(shown.x).toBeGreaterThanOrEqual(0);
  expect(shown.y).toBeGreaterThanOrEqual(0);
  expect(shown.x + shown.width).toBeLessThanOrEqual(1280);
  expect(shown.y + shown.height).toBeLessThanOrEqual(800);
}

describe('the desktop layout at 1280×800', () => {
  it('shows the menu beside the page without opening it, and the page fits its column', async () => {
    const page = await desktop();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.getByRole('link', { name: 'Contact us' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expectSideBySide(await box(nav), await box(page.getByRole('heading', { level: 1 })));
    // Nothing to switch to: the screen is wide, so the layout is the desktop one already.
    expect(await nav.getByRole('button', { name: /version$/ }).count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-1-front-page');

    await nav.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL('**/contact-us');
    await nav.waitFor();
    expect(await overflowing(page)).toEqual([]);
  });

  it('lays out picture sets, products, packages and the picture set in columns', async () => {
    const page = await desktop();
    await parentWithCards(page);

    await page.goto(`/my-account/picture-sets/${DEMO_SUBJECTS.emma}`);
    const pictures = page.locator('main img');
    await expect.poll(() => pictures.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    expectSideBySide(await box(pictures.nth(0)), await box(pictures.nth(1)));
    const buy = await box(page.getByRole('link', { name: 'Buy products' }));
    // A button at a button's width, not stretched across the page.
    expect(buy.width).toBeLessThanOrEqual(300);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-2-picture-set');

    await page.goto('/products/categories');
    const categories = page.locator('main').getByText(/^(Packages|Cards|Calendars)$/);
    await expect.poll(() => categories.count(), { timeout: 20_000 }).toBe(3);
    expectSideBySide(await box(categories.nth(0)), await box(categories.nth(1)));
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-3-products');

    await page.goto('/products/packages');
    const offers = page.getByRole('list', { name: 'Package offers' }).getByRole('article');
    await expect.poll(() => offers.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    expectSideBySide(await box(offers.nth(0)), await box(offers.nth(1)));
    // Every offer in view at once: no carousel to swipe on a desktop.
    expect(await page.getByRole('button', { name: /^Show / }).count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-4-packages');
  });

  it('keeps the summary beside the cart and beside the checkout steps', async () => {
    const page = await desktop();
    await parentWithCards(page);

    const { line, total } = await cartLineAndTotal(page);
    expectSideBySide(line, total);
    const checkout = await box(page.getByRole('link', { name: 'Checkout' }));
    expect(checkout.x).toBeGreaterThanOrEqual(line.x + line.width);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-5-cart');

    // The voucher dialog: in view with its × button, and left by ×, by Escape and by the backdrop.
    const opener = page.getByRole('button', { name: 'Use voucher code' });
    const voucher = page.getByRole('dialog', { name: 'Voucher code' });
    const openVoucher = async () => {
      await opener.click();
      await voucher.getByRole('textbox', { name: 'Voucher code' }).waitFor();
    };
    await openVoucher();
    const dialogBox = await box(voucher);
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(1280);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(800);
    // A dialog at a dialog's width, not stretched across the desktop.
    expect(dialogBox.width).toBeLessThanOrEqual(640);
    const close = voucher.getByRole('button', { name: 'Close' });
    expect(await close.isVisible()).toBe(true);
    await snap(page, 'desktop-checkout-1-voucher');
    await close.click();
    await voucher.waitFor({ state: 'hidden' });
    await openVoucher();
    await page.keyboard.press('Escape');
    await voucher.waitFor({ state: 'hidden' });
    await openVoucher();
    // A click on the backdrop, beside the dialog.
    await page.mouse.click(Math.max(5, dialogBox.x - 40), 400);
    await voucher.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/shopping-cart/checkout');
    // The offers checkout opens with, answered 'No thanks' however many come.
    const noThanks = page.getByRole('button', { name: 'No thanks' });
    for (let i = 0; i < 4; i += 1) {
      const offered = await noThanks
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!offered) break;
      const offer = (await page.getByRole('dialog').getByRole('heading').textContent()) ?? '';
      const current = page.getByRole('dialog').filter({ hasText: offer });
      await noThanks.click();
      await current.waitFor({ state: 'detached' });
    }
    const delivery = page.getByRole('radio', { name: /Letter by post/ });
    const summary = page.locator('main').getByRole('complementary');
    await summary.getByText('Winter greetings').waitFor();
    expectSideBySide(await box(delivery), await box(summary));
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-6-checkout');

    // The address step: the recipient's fields beside the summary, none cut off.
    await delivery.check();
    const address = page.getByLabel('Address', { exact: true });
    await expectBesideInView(address, summary);
    for (const name of await page.getByLabel('Full name').all()) await name.fill('Kari Nordmann');
    await address.fill('Munkegata 1');
    await page.getByLabel('Postal code', { exact: true }).fill('7011');
    await page.getByLabel('City').fill('Trondheim');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expectBesideInView(continueButton, summary);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-2-address');

    // The pickup step: the store under its heading, its variants beside the summary.
    await page.getByLabel('Pick up in store').check();
    const heading = page.getByRole('heading', { name: 'Pickup location' });
    await expectBesideInView(heading, summary);
    const express = page.getByRole('radio', { name: /^Express.*Next day/ });
    await express.check();
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-3-pickup');
    await continueButton.click();

    // The payment step, then the summary step with Buy now beside what is bought.
    const card = page.getByRole('radio', { name: /^Card/ });
    await card.check();
    await expectBesideInView(card, summary);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-4-payment');
    await continueButton.click();
    const buy = page.getByRole('button', { name: /^Buy now/ });
    await page.getByLabel('I accept the').check();
    await expectBesideInView(buy, summary);
    const buyBox = await box(buy);
    expect(buyBox.width).toBeLessThanOrEqual(820);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-5-confirm');

    // Paid on the card page, the receipt: readable, in the column, its ways on in view.
    await buy.click();
    await fillCard(page);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-6-card-page');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Thank you for the order!' }).waitFor();
    const wayOn = page.getByRole('navigation', { name: 'Next' });
    await wayOn.getByRole('link').first().waitFor();
    // A readable width: each amount near its line, not a desktop's width away.
    const receiptTotal = page
      .locator('main dl div')
      .filter({ hasText: /^Total/ })
      .first();
    expect((await box(receiptTotal)).width).toBeLessThanOrEqual(760);
    expect(await overflowing(page)).toEqual([]);
    await snap(page, 'desktop-checkout-7-receipt');
  });

  it('puts the editor’s menus beside the canvas', async () => {
    const page = await desktop();
    await parentWithCards(page);
    await page.goto(`/products/cards/cards/${demoProductUuid('card-10x15')}/${FOLDED_BIRTHDAY}`);
    const canvas = page.locator('.ks-editor__canvas');
    const tools = page.getByRole('button', { name: 'Change/edit photos' });
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    expectSideBySide(await box(canvas), await box(tools));
    expectSideBySide(await box(canvas), await box(addToCart));
    // The canvas keeps the editor's height (less its top bar and part tabs).
    expect((await box(canvas)).height).toBeGreaterThan(600);
    expect((await box(addToCart)).width).toBeLessThanOrEqual(200);
    await snap(page, 'desktop-7-editor');

    // A menu opens in the same column, its actions in view.
    await openFirstField(page, page.getByRole('button', { name: 'Edit text' }), 'click');
    const text = page.getByRole('textbox', { name: 'Enter text' });
    expectSideBySide(await box(canvas), await box(text));
    // Every text tool in view in the column (none scrolled out of it sideways).
    const panel = await box(page.locator('.ks-bottom'));
    for (const tool of await page.getByRole('tablist').getByRole('tab').all()) {
      const toolBox = await box(tool);
      expect(toolBox.x + toolBox.width).toBeLessThanOrEqual(panel.x + panel.width);
    }
    const done = await box(page.getByRole('button', { name: 'Done' }));
    expect(done.y + done.height).toBeLessThanOrEqual(800);
    await snap(page, 'desktop-8-editor-text');
  });

  it('edits a green-screen card and a calendar with the panel beside the canvas', async () => {
    const page = await desktop();
    await becomeNewParent(page, DEMO_CODES.lucas, 'desktop-green');
    await page.goto(`/products/cards/cards/${demoProductUuid('card-15x15')}/${WINTER}`);
    const photos = page.getByRole('button', { name: 'Change/edit photos' });
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await photos.waitFor();
    await page.waitForLoadState('networkidle');
    await panelBesideCanvas(page);
    await inWindow(addToCart);
    // Lucas's green-screen portrait stands on the picture set's default background, not on green.
    expect(await greenShare(page)).toBeLessThan(0.005);
    await snap(page, 'desktop-editor-1-green-screen-card');

    // The Backgrounds panel, the default chosen; 'No background' shows the green, and Undo and
    // Redo on the main toolbar take it back and bring it again.
    await openFirstField(page, photos, 'click');
    await page.getByRole('tab', { name: 'Backgrounds' }).click();
    await page.getByRole('button', { name: 'Background 1' }).waitFor();
    expect(
      await page.getByRole('button', { name: /^Background [0-9]+$/, pressed: true }).count(),
    ).toBe(1);
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-2-backgrounds');
    await page.getByRole('button', { name: 'No background' }).click();
    await expect.poll(() => greenShare(page)).toBeGreaterThan(0.05);
    await page.getByRole('button', { name: 'Done' }).click();
    await photos.waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    const redo = page.getByRole('button', { name: 'Redo' });
    await undo.click();
    await expect.poll(() => greenShare(page)).toBeLessThan(0.005);
    await redo.click();
    await expect.poll(() => greenShare(page)).toBeGreaterThan(0.05);
    await undo.click();
    await expect.poll(() => greenShare(page)).toBeLessThan(0.005);
    expect(await redo.isEnabled()).toBe(true);
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-3-undone');

    // Zoomed in until the print would be soft: the warning, the tabs and Cancel/Done all in view.
    await openFirstField(page, photos, 'click');
    await page.getByRole('tab', { name: 'Edit image' }).click();
    const warning = page.getByRole('status').filter({ hasText: /printed/ });
    for (let i = 0; i < 20 && !(await warning.isVisible()); i += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).click();
    }
    await inWindow(warning);
    for (const tab of await page.getByRole('tab').all()) await inWindow(tab);
    await inWindow(page.getByRole('button', { name: 'Done' }));
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-4-low-resolution');
    await page.getByRole('tab', { name: 'Backgrounds' }).click();
    const last = page.getByRole('button', { name: /^Background [0-9]+$/ }).last();
    await last.scrollIntoViewIfNeeded();
    await inWindow(last);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await photos.waitFor();

    // The text panel: the field, its tools and its buttons in the column.
    await openFirstField(page, page.getByRole('button', { name: 'Edit text' }), 'click');
    await page.getByRole('textbox', { name: 'Enter text' }).fill('God jul fra Lucas');
    await panelBesideCanvas(page);
    await inWindow(page.getByRole('button', { name: 'Done' }));
    await snap(page, 'desktop-editor-5-text');
    await page.getByRole('button', { name: 'Done' }).click();
    await inWindow(addToCart);
    expectSideBySide(await box(page.locator('.ks-editor__canvas')), await box(addToCart));

    // A calendar: its year menu in the same column.
    await page.goto(`/products/calendars/${demoProductUuid('calendar-20x30')}/${CALENDAR_CLASSIC}`);
    await page.getByRole('button', { name: 'Change year' }).click();
    const year = page.getByRole('textbox', { name: 'Year' });
    const before = Number(await year.inputValue());
    await page.getByRole('button', { name: 'Next year' }).click();
    await expect.poll(() => year.inputValue()).toBe(String(before + 1));
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-6-calendar-year');
    await page.getByRole('button', { name: 'Done' }).click();
    await inWindow(addToCart);
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-7-calendar');

    // Every month's tab in view above the canvas at once: none cut at the column's edge, none
    // behind a sideways scroll; Month 12 opens with a click.
    const strip = page.locator('.ks-parttabs');
    const stripBox = await box(strip);
    expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (let month = 1; month <= 12; month += 1) {
      const tab = strip.getByRole('button', { name: new RegExp(`Month ${month}$`) });
      const tabBox = await box(tab);
      expect(tabBox.x).toBeGreaterThanOrEqual(stripBox.x);
      expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);
      await inWindow(tab);
    }
    expectSideBySide(stripBox, await box(page.locator('.ks-bottom')));
    const december = strip.getByRole('button', { name: /Month 12$/ });
    await december.click();
    await expect.poll(() => december.getAttribute('aria-current')).toBe('page');
    await inWindow(december);
    await panelBesideCanvas(page);
    await snap(page, 'desktop-editor-8-calendar-month-12');
  });
});

describe('the switch in the menu', () => {
  it('lays a phone out as a desktop, remembers it, and goes back to the phone layout', async () => {
    const page = await phone();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.getByRole('button', { name: 'Desktop version' }).click();

    // The menu is now beside the page, with no button to open it.
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(1280);
    await nav.getByRole('link', { name: 'Contact us' }).waitFor();
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expectSideBySide(await box(nav), await box(page.getByRole('heading', { level: 1 })));
    await snap(page, 'desktop-9-phone-switched');

    // Remembered in this browser: a new visit opens in the desktop layout.
    await page.reload();
    await nav.getByRole('button', { name: 'Mobile version' }).waitFor();
    expect(await page.evaluate(() => window.innerWidth)).toBe(1280);

    await nav.getByRole('button', { name: 'Mobile version' }).click();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    expect(await nav.count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Desktop version' }).waitFor();
  });

  it('is not offered in a narrow window of a desktop browser, where it could not work', async () => {
    const page = await desktop();
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.getByRole('link', { name: 'Contact us' }).waitFor();
    expect(await nav.getByRole('button', { name: /version$/ }).count()).toBe(0);
  });

  it('says it in the parent’s language', async () => {
    const context = await phoneContext(browser(), { locale: 'nb-NO' });
    current = await context.newPage();
    await current.goto('/');
    await current.getByRole('button', { name: 'Meny' }).click();
    await current.getByRole('button', { name: 'Skrivebordsversjon' }).click();
    await current.getByRole('button', { name: 'Mobilversjon' }).waitFor();
  });
});

describe('the phone layout at 390×844', () => {
  it('keeps the menu behind its button and the summary under the cart', async () => {
    const page = await phone();
    await parentWithCards(page);
    const { line, total } = await cartLineAndTotal(page);
    expectStacked(line, total);
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu' }).count()).toBe(0);
    expect(await overflowing(page)).toEqual([]);

    await page.goto('/products/packages');
    // One offer at a time, swiped.
    await page.getByRole('region', { name: 'Package offers' }).waitFor();
    expect(await page.getByRole('list', { name: 'Package offers' }).count()).toBe(0);
  });
});
