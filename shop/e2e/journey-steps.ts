// Steps several journeys take the same way: a report of where a failing journey stopped, two
// cards in the cart, past the offers checkout opens with, and on to Buy now. One copy, so a change to the cart
// or the checkout's first step is made once.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { writeCsvRoster, type CsvRow } from '../../fixtures/tools/photo-day';
import type { Cart } from '../contract/cart';
import { DEMO_CODES, DEMO_SUBJECTS, demoUuid } from '../server/demo/demo-accounts';
import { en, type Translation } from '../web/i18n/locales/en';
import { phoneContext, registerParent, snap, uniqueEmail } from './browser';

/**
 * Watches the journeys of one file: `watch(page)` records the page's errors (and, unless told
 * not to, its failed API calls); when a journey fails, a screenshot named `<name>-failed-…` shows
 * where it stopped and what was recorded is printed.
 */
export function failureReport(name: string) {
  let current: Page | undefined;
  let problems: string[] = [];
  afterEach(async (context) => {
    if (current && context.task.result?.state === 'fail') {
      await snap(current, `${name}-failed-${context.task.name.slice(0, 40)}`).catch(
        () => undefined,
      );
      console.log(problems.join('\n'));
    }
    current = undefined;
    problems = [];
  });
  return (page: Page, options: { failedCalls?: boolean } = {}) => {
    current = page;
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    if (options.failedCalls === false) return;
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
  };
}

/** A new page on a phone of its own (its own cookies), waiting `timeout` ms for each step if set. */
export async function newPhonePage(browser: Browser, timeout?: number): Promise<Page> {
  const context = await phoneContext(browser);
  if (timeout !== undefined) context.setDefaultTimeout(timeout);
  return context.newPage();
}

/**
 * The page's visitor becomes a parent of their own who holds `code`, registered now with a fresh
 * address made from `name`, starting at the shop's front page: the address they registered with.
 */
export async function becomeNewParent(page: Page, code: string, name: string): Promise<string> {
  const email = uniqueEmail(name);
  await page.goto('/');
  await registerParent(page, { code, email });
  return email;
}

/**
 * On the front page, once a code was validated: the visitor registers through the forms, with a
 * fresh address made from `name`, a mobile number and `password`.
 */
export async function registerInForms(page: Page, name: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(uniqueEmail(name));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Create a free user account' }).waitFor();
  await page.getByLabel('Mobile phone').fill('912 34 567');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create user account' }).click();
}

/** Every picture `selector` finds has really loaded (not a broken or empty one); how many. */
export async function loadedImages(page: Page, selector = 'main img'): Promise<number> {
  await page.waitForFunction(
    (sel) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(sel)];
      return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    selector,
    { timeout: 20_000 },
  );
  return page.locator(selector).count();
}

/** A phone of its own with a new parent who holds `code`, so no other journey's cart is in it. */
export async function newParentPhone(browser: Browser, code: string, name: string): Promise<Page> {
  const page = await newPhonePage(browser, 30_000);
  await becomeNewParent(page, code, name);
  return page;
}

/** The parent's cart as the shop's API gives it. */
export async function cartOf(page: Page): Promise<Cart> {
  const res = await page.request.get('/api/webshop/cart');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Cart;
}

/** The cart's Checkout pressed (a button or a link, as the layout draws it), named in `words`. */
export async function pressCheckout(page: Page, words: Translation = en): Promise<void> {
  const name = words.cartPage.checkout;
  await page.getByRole('button', { name }).or(page.getByRole('link', { name })).first().click();
}

/**
 * From the cart into the checkout's first step, past the offers it opens with; `words` are the
 * texts of the page's language.
 */
export async function goToCheckout(page: Page, words: Translation = en): Promise<void> {
  await pressCheckout(page, words);
  await page.waitForURL('**/shopping-cart/checkout');
  await declineUpsells(page, words.checkout);
}

/**
 * From the cart to Buy now in the language of `words`: express store pickup, the contact's name,
 * the payment option (`option` picks its radio; `fill` its fields), the terms. Returns Buy now's
 * text with its amount.
 */
export async function buyNow(
  page: Page,
  words: Translation,
  option: RegExp,
  fill: () => Promise<void> = async () => undefined,
): Promise<string> {
  await page.goto('/shopping-cart');
  await goToCheckout(page, words);
  const onward = page.getByRole('button', { name: words.checkout.continue });
  // The store's express pickup, named in the parent's language.
  await page.getByLabel(/^(Pick up in store|Hent i butikken)/).check();
  await page.getByRole('radio', { name: /^(Express|Ekspress).*(Next day|Neste dag)/ }).check();
  for (const field of await page.getByLabel(words.checkout.name).all()) {
    await field.fill('Kari Nordmann');
  }
  await onward.click();
  await page.getByRole('radio', { name: option }).check();
  await fill();
  await onward.click();
  const buy = page.getByRole('button', {
    name: new RegExp(`^${words.checkout.buyNow.replace(' {{total}}', '')}`),
  });
  await buy.waitFor();
  await page.getByLabel(words.checkout.acceptTerms).check();
  const total = ((await buy.textContent()) ?? '').replace(/\s+/g, ' ');
  await buy.click();
  return total;
}

/** The test gateway's card form filled: `number` (4242 4242 4242 4242 pays), a future expiry. */
export async function fillCard(page: Page, number = '4242 4242 4242 4242'): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Month (MM)').fill('12');
  await page.getByLabel('Year (YY)').fill('30');
  await page.getByLabel('CVC').fill('123');
}

/** 'Winter greetings', a template of the 15x15 card (fixtures/), filled for Emma. */
export const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
export const CARD_15 = demoUuid('product:card-15x15');

/**
 * In the editor: a menu of the main toolbar ('Change/edit photos', 'Edit text') and then its first
 * numbered field, pressed as the device does (a tap on a phone, a click with a mouse).
 */
export async function openFirstField(
  page: Page,
  menu: Locator,
  press: 'tap' | 'click' = 'tap',
): Promise<void> {
  await menu[press]();
  const field = page.getByRole('button', { name: /^[0-9]+$/ }).first();
  await field[press]();
}

/**
 * Two cards (or `quantity`) in the cart, as the editor's 'Add to cart' sends them: the template
 * filled with the parent's own pictures by the server, then one template line of that quantity.
 */
export async function addCard(page: Page, quantity = 2): Promise<void> {
  const filled = await page.request.post('/api/webshop/user/templates/fill-template', {
    data: { template: { uuid: WINTER.uuid }, subject: { uuid: DEMO_SUBJECTS.emma } },
  });
  expect(filled.ok()).toBe(true);
  const added = await page.request.post('/api/webshop/cart/template-lines', {
    data: {
      productUuid: CARD_15,
      template: WINTER,
      templateData: await filled.json(),
      lines: [{ quantity }],
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/**
 * On a page of the shop, before anyone signed in: the visitor becomes a new parent of Emma
 * (registered with a fresh address made from `name`), two cards go in the cart and the cart opens.
 */
export async function cardsInNewCart(page: Page, name: string): Promise<void> {
  await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail(name) });
  await addCard(page);
  await page.goto('/shopping-cart');
}

/**
 * Answers the offers checkout opens with ('No thanks'), however many of them come; `words` are
 * the buttons' names in the page's language (the checkout texts of a locale).
 */
export async function declineUpsells(
  page: Page,
  words: { continue: string; noThanks: string } = { continue: 'Continue', noThanks: 'No thanks' },
): Promise<void> {
  const continueButton = page.getByRole('button', { name: words.continue });
  const noThanks = page.getByRole('button', { name: words.noThanks });
  for (let i = 0; i < 4; i += 1) {
    await noThanks.or(continueButton).first().waitFor();
    if (!(await noThanks.first().isVisible())) return;
    await noThanks.first().click();
    await noThanks
      .first()
      .waitFor({ state: 'hidden' })
      .catch(() => undefined);
  }
}

/**
 * A photo day the studio journeys import: Fjordlys Foto's at `school` under the job key `key`,
 * written to `folder` as the studio's CSV roster with a picture for each of the rows' files.
 */
export async function writeFjordlysDay(
  folder: string,
  key: string,
  school: string,
  rows: CsvRow[],
): Promise<void> {
  await writeCsvRoster(
    folder,
    {
      key,
      school,
      photographer: 'Fjordlys Foto',
      contact: 'post@fjordlys.test',
      photoDate: '2026-09-14',
      orderDeadline: '2026-10-15',
    },
    rows,
  );
}

/** Where an element stands on the page, once it is there. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The element's box, after waiting for it to be attached. */
export async function box(locator: Locator): Promise<Box> {
  await locator.waitFor();
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}
