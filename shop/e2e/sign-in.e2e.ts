// The foundation journeys of issue 3, as a parent on a phone clicks them.
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_USER } from '../server/demo/demo-accounts';
import { journeyBrowser, openMailbox, registerParent, snap, uniqueEmail } from './browser';
import { loadedImages, newPhonePage, registerInForms } from './journey-steps';

const browser = journeyBrowser();

const newPhone = () => newPhonePage(browser());

describe('entering the shop', () => {
  it('a newcomer enters a code, registers and sees the pictures of the new set', async () => {
    const page = await newPhone();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Hi! Did you receive a code from us?' }).waitFor();
    await page.getByLabel('Your code').fill(DEMO_CODES.sofie.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Show my pictures' }).click();

    await page.getByText('Code validated').waitFor();
    await registerInForms(page, 'newcomer', 'sunny-day-42');

    await page.waitForURL('**/new-picture-set');
    await page.getByRole('link', { name: 'View offers and campaigns' }).waitFor();
    const thumbnails = await loadedImages(page, 'main img');
    expect(thumbnails).toBeGreaterThan(0);
    await snap(page, 'foundation-1-newcomer-new-picture-set');
  });

  it('a returning parent is sent to sign in and comes back to where they were going', async () => {
    const page = await newPhone();
    await page.goto('/my-account/picture-sets');
    await page.waitForURL(/\/#login$/);
    await page.getByLabel('E-mail').fill(DEMO_USER.email);
    await page.getByLabel('Password').fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Sign in' }).last().click();

    await page.waitForURL('**/my-account/picture-sets');
    await page.getByRole('heading', { name: 'My picture sets' }).first().waitFor();
    expect(await loadedImages(page, 'main img')).toBeGreaterThan(0);
    await snap(page, 'foundation-2-returning-picture-sets');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText(`Hi ${DEMO_USER.name}`).waitFor();
    await snap(page, 'foundation-2b-side-menu-signed-in');
  });

  it('a forgotten password is reset through the e-mailed link', async () => {
    const page = await newPhone();
    const email = uniqueEmail('forgetful');
    // The parent has an account already (made the way the shop makes one: code, then register).
    await page.goto('/');
    await registerParent(page, { code: DEMO_CODES.noah, email, password: 'first-password' });
    await page.context().clearCookies();

    await page.goto('/#login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send instructions' }).click();
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await snap(page, 'foundation-3a-forgot-password-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The development mailbox shows the mail the parent would receive.
    const mailbox = await openMailbox(browser());
    const link = mailbox
      .locator('article')
      .filter({ hasText: email })
      .locator('a[href*="/reset-password?resetcode="]')
      .first();
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await mailbox.context().close();
    await page.goto(href ?? '');

    await page.getByLabel('New password').fill('second-password');
    await page.getByLabel('Repeat password').fill('second-password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The password was successfully updated.').waitFor();
    await snap(page, 'foundation-3b-password-updated');

    await page.goto('/#login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('second-password');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => !url.hash.includes('login'));
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText('Log out').waitFor();
  });

  it('a wrong code shows the server message under the field', async () => {
    const page = await newPhone();
    await page.goto('/');
    await page.getByLabel('Your code').fill('WRONG-CODE-123');
    await page.getByRole('button', { name: 'Show my pictures' }).click();
    await page.getByText('The code is not valid').waitFor();
    await snap(page, 'foundation-4-wrong-code');
  });

  it('switching to Norwegian changes the shell and is kept after a reload', async () => {
    const page = await newPhone();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Language').selectOption('nb');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Hei! Har du fått en kode fra oss?' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Hei! Har du fått en kode fra oss?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nb');
    await snap(page, 'foundation-5-norwegian');
  });
});
