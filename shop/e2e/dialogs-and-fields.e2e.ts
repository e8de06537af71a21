// Dialogs that can be left and fields that speak at the right time, on a 390×844 touch phone:
// the voucher dialog, the editor's Unsaved changes, the register step's first tap, the code
// field's old refusal, the cart's quantity field and the checkout's Full name.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';
import { addCard, becomeNewParent, goToCheckout, openFirstField } from './journey-steps';

const browser = journeyBrowser();
const FOLDED_BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';

async function phone(): Promise<Page> {
  const context = await phoneContext(browser());
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** Whether the focused element is inside the open dialog named `name`. */
function focusInside(page: Page, name: string): Promise<boolean> {
  return page.evaluate((title) => {
    const dialog = [...document.querySelectorAll('dialog[open]')].find((d) =>
      d.textContent?.includes(title),
    );
    return dialog !== undefined && dialog.contains(document.activeElement);
  }, name);
}

describe('dialogs and fields on a phone', () => {
  it('a wrong code clears as a new one is typed; Back works at the first tap', async () => {
    const page = await phone();
    await page.goto('/');
    const code = page.getByLabel('Your code');
    await code.fill('WRONG-CODE-123');
    await page.getByRole('button', { name: 'Show my pictures' }).tap();
    await page.getByText('The code is not valid').waitFor();
    await snap(page, 'fields-1a-wrong-code');
    await code.press('End');
    await code.pressSequentially('4');
    await page.getByText('The code is not valid').waitFor({ state: 'hidden' });
    await snap(page, 'fields-1b-typing-clears-refusal');

    await code.fill(DEMO_CODES.sofie);
    await page.getByRole('button', { name: 'Show my pictures' }).tap();
    await page.getByText('Code validated').waitFor();
    await page.getByLabel('E-mail').fill(uniqueEmail('first-tap'));
    await page.getByRole('button', { name: 'Continue' }).tap();
    await page.getByRole('heading', { name: 'Create a free user account' }).waitFor();
    expect(
      await page.getByLabel('Mobile phone').evaluate((e) => e === document.activeElement),
    ).toBe(true);
    // The first tap on 'terms of service' opens them; nothing turned red.
    await page.getByRole('button', { name: 'terms of service' }).tap();
    const terms = page.getByRole('dialog', { name: 'Terms of service' });
    await terms.waitFor();
    expect(await page.getByText('This is required!').count()).toBe(0);
    await snap(page, 'fields-1c-terms-at-first-tap');
    await terms.getByRole('button', { name: 'Close' }).tap();
    await terms.waitFor({ state: 'hidden' });
    // The first tap on Back leaves the step.
    await page.getByLabel('Mobile phone').focus();
    await page.getByRole('button', { name: 'Back' }).tap();
    await page.getByRole('heading', { name: 'Create a free user account' }).waitFor({
      state: 'hidden',
    });
    await snap(page, 'fields-1d-back-at-first-tap');
  }, 90_000);

  it('the voucher dialog is left by ×, backdrop and Escape; quantity and Full name behave', async () => {
    const page = await phone();
    await becomeNewParent(page, DEMO_CODES.emma, 'voucher-exit');
    await addCard(page);
    await page.goto('/shopping-cart');

    const open = page.getByRole('button', { name: 'Use voucher code' });
    const dialog = page.getByRole('dialog', { name: 'Voucher code' });
    await open.tap();
    await dialog.waitFor();
    await expect.poll(() => focusInside(page, 'Voucher code')).toBe(true);
    await snap(page, 'dialogs-2a-voucher-with-close');
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'hidden' });
    expect(await open.evaluate((e) => e === document.activeElement)).toBe(true);

    await open.tap();
    await dialog.waitFor();
    await page.touchscreen.tap(20, 20); // the backdrop above the dialog
    await dialog.waitFor({ state: 'hidden' });

    await open.tap();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The quantity field shows the line's quantity after the rule, whatever was typed: 0 on a
    // line of 2 makes it the minimum of 1, and then 0, nothing or 2.5 leave it at 1.
    const quantity = page.getByRole('spinbutton', { name: /^Quantity of/ });
    for (const typed of ['0', '0', '', '2.5']) {
      await quantity.fill(typed);
      await quantity.blur();
      await expect.poll(() => quantity.inputValue()).toBe('1');
      // The field is disabled while the cart saves; on a busy machine that takes seconds.
      await expect.poll(() => quantity.isEnabled(), { timeout: 30_000 }).toBe(true);
    }
    await snap(page, 'fields-2b-quantity-shows-real');

    // Picking a delivery method does not turn an empty Full name red.
    await goToCheckout(page);
    await page.getByRole('radio').first().check();
    const name = page.getByLabel('Full name').first();
    await name.fill('');
    await page.getByRole('radio').nth(1).check();
    expect(await page.getByText('This is required!').count()).toBe(0);
    await snap(page, 'fields-2c-method-picked-no-red');
  }, 120_000);

  it('the editor’s Unsaved changes takes focus, closes on Escape and gives focus back', async () => {
    const page = await phone();
    await page.goto('/');
    await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail('editor-esc') });
    await page.goto(`/products/cards/cards/${demoProductUuid('card-10x15')}/${FOLDED_BIRTHDAY}`);
    await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
    await openFirstField(page, page.getByRole('button', { name: 'Edit text' }));
    await page.getByRole('textbox', { name: 'Enter text' }).fill('Hei, Emma!');
    await page.getByRole('button', { name: 'Done' }).tap();
    await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();

    const back = page.getByRole('button', { name: 'Back' });
    await back.tap();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await expect.poll(() => focusInside(page, 'Unsaved changes')).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, 'Unsaved changes')).toBe(true);
    }
    await snap(page, 'dialogs-3a-editor-unsaved-focused');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await back.evaluate((e) => e === document.activeElement)).toBe(true);
    await snap(page, 'dialogs-3b-editor-escape-stays');
  }, 120_000);
});
