// The demo's shop cases (issue 24), each as a parent on a phone finds it in the seeded demo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASTRID_PICTURES, NO_SETS_PARENT, SETS_PARENT } from '../server/demo/cases-shop';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';

/** The class photo card's design (fixtures/templates/card-class-photo). */
const CLASS_PHOTO = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0004';
/** The class photo card is sold five at the least (price-sheet.json, minOrderQuantity). */
const CLASS_CARD_MINIMUM = 5;

const browser = journeyBrowser();

async function signedIn(who: { email: string; password: string }): Promise<Page> {
  const context = await phoneContext(browser());
  const page = await context.newPage();
  const login = await page.request.post('/api/webshop/login', {
    data: { email: who.email, password: who.password },
  });
  expect(login.ok()).toBe(true);
  return page;
}

describe('the demo shop cases', () => {
  it('a set of nine pictures shows seven on its card, and a bought set offers its download', async () => {
    const page = await signedIn(SETS_PARENT);
    await page.goto('/my-account/picture-sets');
    const astrid = page.getByRole('article', { name: 'Astrid Holm' });
    await astrid.getByRole('link', { name: 'View and download' }).waitFor();
    expect(await astrid.getByRole('img').count()).toBe(7);
    await astrid.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        astrid
          .getByRole('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    await snap(page, 'demo-shop-1a-set-card-seven-of-nine');

    await astrid.getByRole('link', { name: 'View and download' }).click();
    await page.getByRole('heading', { name: 'Astrid Holm' }).waitFor();
    await expect
      .poll(() => page.getByRole('img', { name: /Astrid Holm/ }).count())
      .toBe(ASTRID_PICTURES);
    await snap(page, 'demo-shop-1b-all-nine-pictures');
  });

  it('a photo day not yet published says so, one never in the shop says none are available', async () => {
    const page = await signedIn(SETS_PARENT);
    await page.goto('/my-account/picture-sets');
    // Ingrid's retakes wait for fine-tuned pictures.
    await page
      .getByRole('article', { name: 'Ingrid Larsen' })
      .getByText('Your pictures are not yet available in the webhop.', { exact: false })
      .waitFor();
    // Hedda's autumn photo day has never been in the web shop and waits for nothing.
    const hedda = page.getByRole('article', { name: 'Hedda Vik' });
    await hedda.getByText('No pictures currently available').waitFor();
    expect(await hedda.getByText('not yet available', { exact: false }).count()).toBe(0);
    await snap(page, 'demo-shop-2-not-available-texts');
  });

  it('a parent without picture sets is told there is nothing to share', async () => {
    const page = await signedIn(NO_SETS_PARENT);
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Share picture sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share picture sets' });
    await dialog
      .getByText("You currently don't have any picture sets available for sharing.")
      .waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await snap(page, 'demo-shop-5-nothing-to-share');
  });

  it('the class photo card starts at its minimum of five in the buy menu and keeps it in the cart', async () => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail('minimum') });
    const product = demoProductUuid('class-card');
    await page.goto(`/products/cards/cards/${product}/${CLASS_PHOTO}`);
    await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    const menuQuantity = page.getByRole('textbox', { name: /Class photo card/ });
    await menuQuantity.waitFor();
    expect(await menuQuantity.inputValue()).toBe(String(CLASS_CARD_MINIMUM));
    await snap(page, 'demo-shop-3a-buy-menu-minimum');

    // The cart line as the editor's 'Add to cart' leaves it: five cards.
    const filled = await page.request.post('/api/webshop/user/templates/fill-template', {
      data: { template: { uuid: CLASS_PHOTO }, subject: { uuid: DEMO_SUBJECTS.emma } },
    });
    expect(filled.ok()).toBe(true);
    const added = await page.request.post('/api/webshop/cart/template-lines', {
      data: {
        productUuid: product,
        template: { uuid: CLASS_PHOTO, version: 1 },
        templateData: await filled.json(),
        lines: [{ quantity: CLASS_CARD_MINIMUM }],
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await page.goto('/shopping-cart');
    const quantity = page.getByLabel('Quantity of Class photo card 15x10');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe(String(CLASS_CARD_MINIMUM));
    // Fewer than the minimum cannot be asked for: the minus is off, a smaller number reads five.
    const fewer = page.getByRole('button', { name: 'Fewer of Class photo card 15x10' });
    expect(await fewer.isDisabled()).toBe(true);
    await quantity.fill('2');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe(String(CLASS_CARD_MINIMUM));
    await snap(page, 'demo-shop-3b-cart-minimum');
    await context.close();
  }, 120_000);
});
