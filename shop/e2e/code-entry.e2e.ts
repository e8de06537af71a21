// The front page's access-code field as a parent types into it: its own messages, the submit
// rule, the server's refusal under the field, and a valid code going on.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { journeyBrowser, phoneContext, snap } from './browser';

const browser = journeyBrowser();

async function frontPage(): Promise<Page> {
  const page = await (await phoneContext(browser())).newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Hi! Did you receive a code from us?' }).waitFor();
  return page;
}

/** The text the field's aria-describedby points at. */
async function note(page: Page): Promise<string> {
  const field = page.getByLabel('Your code');
  const id = await field.getAttribute('aria-describedby');
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

describe('the access-code field', () => {
  it('says what is missing once changed and left, and lets the code go from 6 characters', async () => {
    const page = await frontPage();
    const field = page.getByLabel('Your code');
    const submit = page.getByRole('button', { name: 'Show my pictures' });
    expect(await note(page)).toBe('You find it in the SMS, letter or e-mail from us.');
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await submit.isDisabled()).toBe(true);

    // Only passing through the field says nothing: no red before typing.
    await field.focus();
    await field.blur();
    expect(await note(page)).toBe('You find it in the SMS, letter or e-mail from us.');
    expect(await field.getAttribute('aria-invalid')).toBeNull();

    // Changed and left, it says what is missing, then follows the typing.
    await field.fill('ab');
    await field.blur();
    await page.getByRole('alert').filter({ hasText: "That's too short!" }).waitFor();
    expect(await note(page)).toBe("That's too short!");
    expect(await submit.isDisabled()).toBe(true);

    await field.fill('abcde');
    await page.getByText('You find it in the SMS, letter or e-mail from us.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await submit.isDisabled()).toBe(true);
    await field.fill('abcdef');
    expect(await submit.isEnabled()).toBe(true);
  });

  it("shows the server's refusal under the field, then takes a valid code", async () => {
    const page = await frontPage();
    const field = page.getByLabel('Your code');
    await field.fill('ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Show my pictures' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is not valid' }).waitFor();
    expect(await note(page)).toBe('The code is not valid');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await snap(page, 'code-entry-not-valid');

    await field.fill(DEMO_CODES.sofie);
    await page.getByRole('button', { name: 'Show my pictures' }).click();
    await page.getByText('Code validated').waitFor();

    // Not registered yet, the code visitor opens the child's digital portraits from the list
    // and sees them, not 'Something went wrong'.
    await page.goto('/products/digital-portraits');
    await page.getByRole('link', { name: /^Sofie/ }).click();
    await page.getByRole('heading', { name: /^Sofie/, level: 2 }).waitFor();
    const portraits = page.getByRole('region', { name: 'Portrait pictures' });
    await portraits
      .getByRole('button', { name: /^Buy Portrait pictures / })
      .first()
      .waitFor();
    const pictures = portraits.locator('img');
    await expect
      .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);
    await snap(page, 'code-entry-digital-portraits-before-registering');
  });
});
