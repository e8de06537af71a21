// The packages journeys: a parent on a phone picks the Family package, puts one portrait in all of
// it, adds it to the cart, and opens it again from the cart to update it; saves one item of a
// package in one press; and cancels the package sent home for inspection (demo parent).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_USER } from '../server/demo/demo-accounts';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';

const browser = journeyBrowser();

/** A phone with a parent of its own (code, then register), so the cart starts empty. */
async function parentOnPhone(): Promise<Page> {
  const context = await phoneContext(browser());
  const page = await context.newPage();
  await page.goto('/');
  await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail('package') });
  return page;
}

describe('picture packages', () => {
  it('a parent chooses the Family package, uses one portrait everywhere, adds it and updates it from the cart', async () => {
    const page = await parentOnPhone();

    // The offers, with a countdown that ticks.
    await page.goto('/products/packages');
    await page.getByRole('heading', { name: 'Exclusive deals' }).waitFor();
    const timer = page
      .getByRole('region', { name: 'Time left of the offer' })
      .getByRole('timer')
      .first();
    await timer.waitFor();
    const before = await timer.textContent();
    await page.waitForFunction(
      (was) => {
        const region = document.querySelector('[aria-label="Time left of the offer"]');
        const el = region?.querySelector('[role="timer"]');
        return el !== null && el !== undefined && el.textContent !== was;
      },
      before,
      { timeout: 2_500 },
    );
    await snap(page, 'packages-1-offers');
    // A package below its original price names both that price and the rebate.
    const family = page.getByRole('article', { name: 'Family package' });
    expect(await family.getByText('Original price NOK 1,499').isVisible()).toBe(true);
    expect(await family.getByText('Rebate NOK 500').isVisible()).toBe(true);

    // The Family package in the package builder.
    await page
      .getByRole('article', { name: 'Family package' })
      .getByRole('link', { name: 'Choose package' })
      .click();
    await page.getByRole('heading', { name: 'Family package' }).waitFor();
    const firstItem = page.getByRole('button', { name: /^Edit / }).first();
    await firstItem.waitFor();
    await snap(page, 'packages-2-builder');

    // One portrait for all the pictures of the package.
    await firstItem.click();
    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await page.getByRole('button', { name: '1', exact: true }).click();
    const inbox = page.locator('button:has(img[src*="size=320"])');
    await inbox.first().waitFor();
    expect(await inbox.count()).toBeGreaterThan(1);
    // A picture that is not the one in the slot now.
    const unpressed = page.locator('button[aria-pressed="false"]:has(img[src*="size=320"])');
    await ((await unpressed.count()) > 0 ? unpressed.first() : inbox.nth(1)).click();
    await page.getByRole('button', { name: 'Done' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace all package pictures?' });
    await replace.waitFor();
    await snap(page, 'packages-3-replace-all');
    await replace.getByRole('button', { name: 'Yes' }).click();
    await replace.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Family package' }).waitFor();
    await snap(page, 'packages-4-replaced');

    // Into the cart, past the warning.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const warning = page.getByRole('dialog', { name: 'Before you add the package' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/shopping-cart');
    const line = page.getByRole('article', { name: /Family package/ });
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await page.locator('main article').count()).toBe(1);
    // In the cart too: the package line's original price and its rebate.
    expect(await line.getByText('Original price NOK 1,499').isVisible()).toBe(true);
    expect(await line.getByText('Rebate NOK 500').isVisible()).toBe(true);
    await snap(page, 'packages-5-cart');

    // Back to the builder from the cart line, in update mode.
    await line.getByRole('link', { name: /^Edit / }).click();
    const update = page.getByRole('button', { name: 'Update cart' });
    await update.waitFor();
    expect(page.url()).toContain('orderpart=');
    await snap(page, 'packages-6-update');
    await update.click();
    await page.waitForURL('**/shopping-cart/');
    await page.getByRole('article', { name: /Family package/ }).waitFor();
    await snap(page, 'packages-7-updated');
  }, 120_000);

  it('a parent changes one picture of an item and Save returns to the package at once', async () => {
    const page = await parentOnPhone();
    await page.goto('/products/packages');
    await page
      .getByRole('article', { name: 'Family package' })
      .getByRole('link', { name: 'Choose package' })
      .click();
    await page.getByRole('heading', { name: 'Family package' }).waitFor();
    const firstThumb = page
      .getByRole('button', { name: /^Edit / })
      .first()
      .locator('img');
    await firstThumb.waitFor();
    const drawnBefore = await firstThumb.getAttribute('src');

    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await page.getByRole('button', { name: '1', exact: true }).click();
    const unpressed = page.locator('button[aria-pressed="false"]:has(img[src*="size=320"])');
    await unpressed.first().click();
    await page.getByRole('button', { name: 'Done' }).click();
    // Only this picture: the package's other items keep theirs.
    const replace = page.getByRole('dialog', { name: 'Replace all package pictures?' });
    await replace.getByRole('button', { name: 'No' }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();
    await snap(page, 'packages-8-item-edited');

    // One press: no quantity to choose, straight back to the package with the new design.
    await save.click();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await save.count()).toBe(0);
    expect(await page.getByText('Select quantity').count()).toBe(0);
    await page.waitForFunction(
      (was) => {
        const img = document.querySelector('button[aria-label^="Edit "] img');
        return img !== null && img.getAttribute('src') !== was;
      },
      drawnBefore,
      { timeout: 10_000 },
    );
    await snap(page, 'packages-9-item-saved');

    // The saved item is a change of the package that is not in the cart yet.
    await page.getByRole('link', { name: 'Keepsake, front page' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await leave
      .getByText('Are you sure you want to leave the page with unsaved changes?')
      .waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await page.getByRole('heading', { name: 'Family package' }).waitFor();
  }, 120_000);

  it('the demo parent cancels the package sent home for inspection, and keeps it again', async () => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    // The demo seed sent Emma's package home to the demo parent; this journey restores it.
    const login = await page.request.post('/api/webshop/login', {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/my-account');
    await page.getByRole('main').getByRole('link', { name: 'Cancel picture packages' }).click();
    await page.getByRole('heading', { name: 'Cancel picture packages' }).waitFor();
    const emma = page.getByRole('checkbox', { name: 'Cancel the package for Emma Nordmann' });
    const saveChanges = page.getByRole('button', { name: 'Save changes' });
    expect(await emma.isChecked()).toBe(false);
    expect(await saveChanges.isDisabled()).toBe(true);

    await emma.check();
    expect(await saveChanges.isEnabled()).toBe(true);
    await snap(page, 'packages-10-cancel-inspection');
    await saveChanges.click();
    // The list is replaced by the stored choices: checked, and nothing left to save.
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Save changes',
      );
      return button?.disabled === true;
    });
    expect(await emma.isChecked()).toBe(true);
    await page.reload();
    await emma.waitFor();
    expect(await emma.isChecked()).toBe(true);
    await snap(page, 'packages-11-cancelled');

    // Kept again: the demo is as it was.
    await emma.uncheck();
    await saveChanges.click();
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Save changes',
      );
      return button?.disabled === true;
    });
    expect(await emma.isChecked()).toBe(false);
    await context.close();
  }, 60_000);
});
