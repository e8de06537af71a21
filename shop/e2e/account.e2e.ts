// The account journeys of issue 9 (my account, sharing, pages, debug), as a parent on a phone clicks them.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_STAFF, DEMO_USER } from '../server/demo/demo-accounts';
import { journeyBrowser, openMailbox, registerParent, snap, uniqueEmail } from './browser';
import { newPhonePage } from './journey-steps';

const browser = journeyBrowser();

const newPhone = () => newPhonePage(browser());

/** A phone signed in as a new parent of its own who holds the given code. */
async function newParent(
  code: string,
  name: string,
  password = 'account-pass-1',
): Promise<{ page: Page; email: string }> {
  const page = await newPhone();
  const email = uniqueEmail(name);
  await registerParent(page, { code, email, password });
  return { page, email };
}

/** A finger swipe from one x to another across the middle of the element (Chrome touch events). */
async function swipe(
  cdp: CDPSession,
  box: { x: number; y: number; width: number; height: number },
) {
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.85;
  const to = box.x + box.width * 0.15;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let i = 1; i <= 8; i++) {
    const x = from + ((to - from) * i) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('my account and around', () => {
  it('a parent updates the contact information and it is kept after a reload', async () => {
    const { page } = await newParent(DEMO_CODES.maja, 'contact');
    await page.goto('/my-account/contact-info');
    await page.getByLabel('Name').waitFor();
    await page.getByLabel('Name').fill('Mari Solberg');
    await page.getByLabel('Address', { exact: true }).fill('Storgata 12');
    await page.getByLabel('Postal code').fill('0155');
    await page.getByLabel('City').fill('Oslo');
    await page.getByLabel('Mobile phone').fill('+47 412 34 567');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your contact information has been saved.').waitFor();
    await snap(page, 'account-1a-contact-saved');

    await page.reload();
    await page.getByLabel('Name').waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Mari Solberg');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('Storgata 12');
    expect(await page.getByLabel('Postal code').inputValue()).toBe('0155');
    expect(await page.getByLabel('City').inputValue()).toBe('Oslo');
    expect((await page.getByLabel('Mobile phone').inputValue()).replace(/\D/g, '')).toBe(
      '4741234567',
    );
    await snap(page, 'account-1b-contact-after-reload');
  });

  it('under My account the add-picture-set button answers from 5 characters', async () => {
    const { page } = await newParent(DEMO_CODES.maja, 'addcode');
    await page.goto('/my-account/add-picture-set');
    const field = page.getByRole('textbox', { name: 'Your code' });
    const button = page.getByRole('button', { name: 'Add picture set' });
    await field.fill('ABCD');
    expect(await button.isDisabled()).toBe(true);
    await field.fill('ABCDE');
    expect(await button.isEnabled()).toBe(true);
    await snap(page, 'account-0-add-code-five-characters');
  });

  it('a parent changes the password, logs out and signs in with the new one', async () => {
    const { page, email } = await newParent(DEMO_CODES.filip, 'password', 'old-password-1');
    await page.goto('/my-account/change-password');
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Repeat the new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText('Your password has been changed. Other devices have been signed out.')
      .waitFor();
    await snap(page, 'account-2a-password-changed');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Hi! Did you receive a code from us?' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    await page.goto('/#login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('new-password-2');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => !url.hash.includes('login'));
    await page.getByRole('button', { name: 'Sign in' }).last().waitFor({ state: 'detached' });
    await snap(page, 'account-2b-signed-in-with-new-password');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByText(`Hi ${email}`).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
  });

  it('a parent shares a set with one valid and one invalid address; the code works elsewhere', async () => {
    const { page } = await newParent(DEMO_CODES.ella, 'share');
    const grandma = uniqueEmail('grandma');
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Share picture sets' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share picture sets' });
    await dialog.getByRole('checkbox', { name: /Ella Moen/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('E-mail address 1').fill(grandma);
    await dialog.getByRole('button', { name: 'Add recipient' }).click();
    await dialog.getByLabel('E-mail address 2').fill('not-an-email');
    await snap(page, 'account-3a-share-recipients');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('The picture sets were shared with:').waitFor();
    const sentTo = await dialog.getByRole('listitem').allTextContents();
    expect(sentTo).toEqual([grandma]);
    await snap(page, 'account-3b-share-receipt');

    // The development mailbox shows the mail grandma receives, with the set's code.
    const mailbox = await openMailbox(browser());
    const mail = mailbox.locator('article').filter({ hasText: grandma });
    await expect.poll(() => mail.count()).toBe(1);
    const text = await mail.locator('pre').innerText();
    const code = /Ella Moen: (\S+)/.exec(text)?.[1] ?? '';
    expect(code).not.toBe('');
    expect(await mailbox.locator('article').filter({ hasText: 'not-an-email' }).count()).toBe(0);
    await snap(mailbox, 'account-3c-mailbox');
    await mailbox.context().close();

    const grandmasPhone = await newPhone();
    await grandmasPhone.goto('/');
    await grandmasPhone.getByLabel('Your code').fill(code);
    await grandmasPhone.getByRole('button', { name: 'Show my pictures' }).click();
    await grandmasPhone.getByText('Code validated').waitFor();
    await grandmasPhone.getByText(/photos of Ella Moen/).waitFor();
    await snap(grandmasPhone, 'account-3d-shared-code-validated');
  });

  it('a parent shares one set from the picture-set pages, that set already chosen', async () => {
    const { page } = await newParent(DEMO_CODES.oskar, 'share-set');
    const second = await page.request.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.blaabaer)}`,
    );
    expect(second.ok()).toBe(true);
    const grandpa = uniqueEmail('grandpa');

    // From the list: the card's Share opens the dialog with that card's set ticked, only it.
    await page.goto('/my-account/picture-sets');
    const card = page.getByRole('article', { name: 'Oskar Lie' });
    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share picture sets' });
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: /Oskar Lie/ }).isChecked())
      .toBe(true);
    expect(await dialog.getByRole('checkbox', { name: /Blåbær group/ }).isChecked()).toBe(false);
    await snap(page, 'account-3e-share-from-set-card');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // From the set page: chosen again, and sent.
    await card.getByRole('link', { name: 'View' }).click();
    // The set page's title: the list's card has a heading of that name too, at level 2 or 3.
    await page.getByRole('heading', { level: 1, name: 'Oskar Lie' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => dialog.getByRole('checkbox', { name: /Oskar Lie/ }).isChecked())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('E-mail address 1').fill(grandpa);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('The picture sets were shared with:').waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([grandpa]);
    await snap(page, 'account-3f-share-from-set-page-sent');

    const mailbox = await openMailbox(browser());
    const mail = mailbox.locator('article').filter({ hasText: grandpa });
    await expect.poll(() => mail.count()).toBe(1);
    const text = await mail.locator('pre').innerText();
    expect(text).toMatch(/Oskar Lie: \S+/);
    expect(text).not.toContain('Blåbær group');
    await mailbox.context().close();
  });

  it('the how-it-works page slides by swipe and an unknown page says so', async () => {
    const page = await newPhone();
    // No automatic rotation: only the swipe can move the slider.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/pages/how-it-works');
    const slides = page.getByRole('region', { name: 'Slides' });
    await slides.waitFor();
    const dots = slides.getByRole('button', { name: /^Show slide \d of 3$/ });
    await expect.poll(() => dots.count()).toBe(3);
    const current = async () => {
      for (let i = 0; i < 3; i++) {
        if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
      }
      return -1;
    };
    expect(await current()).toBe(0);
    const box = await slides.locator('img').first().boundingBox();
    expect(box).not.toBeNull();
    const cdp = await page.context().newCDPSession(page);
    if (box) await swipe(cdp, box);
    await expect.poll(current).toBe(1);
    await page.getByRole('heading', { name: '2. Your code' }).waitFor();
    // The track has come to rest on the second slide.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLElement>('[aria-roledescription=carousel] *')].some(
        (el) => el.style.transform === 'translateX(calc(-100% + 0px))',
      ),
    );
    await snap(page, 'account-4a-how-it-works-swiped');

    await slides.getByRole('button', { name: 'Show slide 3 of 3' }).click();
    await expect.poll(current).toBe(2);

    await page.goto('/pages/unknown');
    await page.getByText('Page not found').first().waitFor();
    await snap(page, 'account-4b-page-not-found');
  });

  it('a parent records a debug session for support and stops it', async () => {
    const page = await newPhone();
    await page.goto('/debug');
    await page
      .getByRole('checkbox', {
        name: 'I agree that this browser session is recorded and sent to support.',
      })
      .check();
    await page.getByRole('button', { name: 'Start debug mode' }).click();
    await page.getByRole('button', { name: 'Stop debug mode' }).waitFor();
    await snap(page, 'account-5a-debug-on');
    await page.getByRole('button', { name: 'Stop debug mode' }).click();
    await page.getByText('Debug mode is stopped. Thank you for helping us!').waitFor();
    await snap(page, 'account-5b-debug-stopped');
  });

  it('support replays a recording with play and pause; a parent may not', async () => {
    // A visitor records a short visit: the debug page, then the contact page.
    const visitor = await newPhone();
    await visitor.goto('/debug');
    await visitor
      .getByRole('checkbox', {
        name: 'I agree that this browser session is recorded and sent to support.',
      })
      .check();
    await visitor.getByRole('button', { name: 'Start debug mode' }).click();
    await visitor.getByRole('button', { name: 'Stop debug mode' }).waitFor();
    await visitor.goto('/contact-us');
    await visitor.getByRole('heading', { name: 'Contact us' }).waitFor();
    await visitor.waitForTimeout(1500);
    await visitor.goto('/debug');
    await visitor.getByRole('button', { name: 'Stop debug mode' }).click();
    await visitor.getByText('Debug mode is stopped. Thank you for helping us!').waitFor();

    const parent = await newPhone();
    const parentLogin = await parent.request.post('/api/webshop/login', {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(parentLogin.ok()).toBe(true);
    await parent.goto('/debug/recordings');
    await parent.getByText('Only support staff can see recordings.').waitFor();

    const support = await newPhone();
    const login = await support.request.post('/api/webshop/login', {
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(login.ok()).toBe(true);
    await support.goto('/debug/recordings');
    await support.getByRole('heading', { name: 'Session recordings' }).waitFor();
    const newest = support.getByRole('listitem').first();
    await newest.getByText('Visitor without an account').waitFor();
    await snap(support, 'account-5c-support-recordings');
    await newest.getByRole('link').click();

    await support.getByRole('heading', { name: 'Recording replay' }).waitFor();
    const play = support.getByRole('button', { name: 'Play' });
    await expect.poll(() => play.isEnabled(), { timeout: 20_000 }).toBe(true);
    // The replayed page is drawn in rrweb's iframe, from the recorded snapshot.
    const replayed = support.frameLocator('iframe').first();
    await replayed.getByText('Start debug mode').first().waitFor({ state: 'attached' });
    await play.click();
    const pause = support.getByRole('button', { name: 'Pause' });
    await pause.waitFor();
    await replayed.getByRole('heading', { name: 'Contact us' }).waitFor({ timeout: 20_000 });
    await snap(support, 'account-5d-support-replay-playing');
    if (await pause.isVisible()) await pause.click();
    await play.waitFor();
    expect(await support.getByText(/^\d+:\d\d of \d+:\d\d$/).textContent()).toMatch(
      /^\d+:\d\d of \d+:\d\d$/,
    );
  });
});
