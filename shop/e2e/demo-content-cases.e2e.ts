// The demo's content page with every module type (issue 24), as a parent finds it from the side
// menu on a phone and on a desktop computer; and the shop as a studio switches it through the
// price sheet's shop section (free delivery, the address form).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studioAddresses } from '../contract/addresses/studio';
import { DEMO_STAFF } from '../server/demo/demo-accounts';
import { desktopContext, journeyBrowser, phoneContext, snap } from './browser';
import { cardsInNewCart, goToCheckout } from './journey-steps';

const browser = journeyBrowser();

/** Opens Help → Picture guide from the side menu (behind the Menu button on a phone). */
async function openGuide(context: BrowserContext, phone: boolean): Promise<Page> {
  const page = await context.newPage();
  // No automatic rotation: the slider stays on its first slide while the journey reads it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await nav.getByText('Help', { exact: true }).click();
  await nav.getByRole('link', { name: 'Picture guide' }).click();
  await page.waitForURL('**/pages/picture-guide');
  return page;
}

/** What a parent sees of each module, the same at either width. */
async function expectEveryModule(page: Page): Promise<void> {
  // Slider: two slides, the first one showing with its button.
  const slides = page.getByRole('region', { name: 'Slides' });
  await slides.waitFor();
  await expect
    .poll(() => slides.getByRole('button', { name: /^Show slide \d of 2$/ }).count())
    .toBe(2);
  await page.getByRole('heading', { name: 'Smile!' }).waitFor();

  // Title, then the text paragraph with its line break kept.
  await page.getByRole('heading', { name: 'Picture guide', level: 2 }).waitFor();
  const text = page.locator('p', { hasText: 'Prints come on matte paper.' });
  expect(await text.innerText()).toBe(
    'Prints come on matte paper.\nDigital pictures are full size and yours to keep.',
  );

  // HTML paragraph: its markup shown, what an editor pasted around it gone.
  const html = page.locator('div', { hasText: 'Frames fit a' }).last();
  expect(await html.locator('strong').innerText()).toBe('13×18 cm');
  expect(await html.getByRole('link', { name: 'Ask us' }).getAttribute('href')).toBe('/contact-us');
  expect(await html.locator('script').count()).toBe(0);
  expect(await html.locator('[onmouseover]').count()).toBe(0);
  expect(await html.locator('img').count()).toBe(0);
  expect(await html.getByRole('link', { name: 'Size chart' }).count()).toBe(0);
  await html.getByText('Size chart').hover();
  expect(await page.evaluate(() => 'cmsInjected' in window)).toBe(false);

  // Rich text: a heading and a list.
  await page.getByRole('heading', { name: 'Good to know', level: 3 }).waitFor();
  expect(await page.getByRole('listitem').filter({ hasText: 'five working days' }).count()).toBe(1);

  // Category tiles lead to their product lists.
  const packages = page.getByRole('link', { name: /^Packages/ });
  expect(await packages.getAttribute('href')).toBe('/products/packages');
  expect(await page.getByRole('link', { name: /^Calendars/ }).getAttribute('href')).toBe(
    '/products/calendars',
  );

  // The unknown module renders nothing: the page ends with the tiles, no error shown.
  expect(await page.getByText('Photo day in').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);

  // Every image on the page has loaded.
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((imgs) =>
          imgs.every(
            (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
          ),
        ),
    )
    .toBe(true);
}

/** The linked image opens the photo day FAQ in a new window and leaves the guide open. */
async function expectImageOpensNewWindow(page: Page): Promise<void> {
  const image = page.getByRole('link', { name: 'Questions about photo day' });
  expect(await image.getAttribute('target')).toBe('_blank');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), image.click()]);
  await opened.waitForURL('**/pages/photo-day-faq');
  await opened.getByRole('heading', { name: 'Photo day FAQ' }).first().waitFor();
  // No handle back on the shop's window.
  expect(await opened.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/pages\/picture-guide$/);
  await opened.close();
}

describe('the demo content page with every module type', () => {
  it.each<[on: string, phone: boolean, shot: string]>([
    ['a phone', true, 'demo-content-1-phone'],
    ['a desktop computer', false, 'demo-content-2-desktop'],
  ])('shows each module on %s', async (_on, phone, shot) => {
    const context = await (phone ? phoneContext : desktopContext)(browser());
    const page = await openGuide(context, phone);
    await expectEveryModule(page);
    await snap(page, shot);
    await expectImageOpensNewWindow(page);
    await context.close();
  });
});

/** An American shop: no free delivery, the state chosen from a list, no postal code. */
const AMERICAN = {
  freeShippingThreshold: -1,
  country: 'US',
  gatherAddress2: false,
  gatherState: true,
  states: ['California', 'New York', 'Texas'],
  hidePostalCode: true,
};

describe("the shop switched through the price sheet's shop section", () => {
  it('drops the promo bar, offers the states and asks no postal code, and switches back', async () => {
    const studio = await desktopContext(browser());
    const login = await studio.request.post('/api/webshop/login', {
      data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
    });
    expect(login.ok()).toBe(true);
    const sheet = (await (
      await studio.request.get(studioAddresses.priceSheet.path)
    ).json()) as Record<string, unknown>;
    const importShop = async (shop: unknown) => {
      const res = await studio.request.post(studioAddresses.importPrices.path, {
        data: { ...sheet, shop },
      });
      expect(res.ok(), await res.text()).toBe(true);
      expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
    };

    const promo = 'Free delivery when you spend over';
    const before = await (await phoneContext(browser())).newPage();
    await before.goto('/');
    await before.getByText(promo).waitFor();
    await before.context().close();

    await importShop(AMERICAN);
    try {
      const context = await phoneContext(browser());
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText(promo).count()).toBe(0);

      await cardsInNewCart(page, 'us-address');
      await page.getByText('Winter greetings').first().waitFor();
      expect(await page.getByText(promo).count()).toBe(0);
      await goToCheckout(page);
      await page.getByLabel('Letter by post').check();

      const state = page.getByRole('combobox', { name: 'State' });
      await state.waitFor();
      expect(await state.locator('option').allTextContents()).toEqual([
        'Choose a state',
        ...AMERICAN.states,
      ]);
      expect(await page.getByLabel(/Zip code|Postal code/).count()).toBe(0);
      expect(await page.getByLabel('Address line 2').count()).toBe(0);

      for (const field of await page.getByLabel('Full name').all()) await field.fill('Mary Smith');
      await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
      await page.getByLabel('City').fill('Austin');
      const next = page.getByRole('button', { name: 'Continue' });
      expect(await next.isDisabled()).toBe(true);
      await state.selectOption('Texas');
      await expect.poll(() => next.isEnabled()).toBe(true);
      await snap(page, 'demo-content-3-american-address');
      await next.click();
      await page.getByRole('radio', { name: /^Invoice/ }).waitFor();
      await context.close();
    } finally {
      await importShop(sheet['shop']);
    }
    const after = await (await phoneContext(browser())).newPage();
    await after.goto('/');
    await after.getByText(promo).waitFor();
    await after.context().close();
    await studio.close();
  });
});
