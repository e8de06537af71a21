// axe-core on every page a parent reaches, signed out and signed in, on a phone: no violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, DEMO_USER } from '../server/demo/demo-accounts';
import { journeyBrowser, phoneContext } from './browser';

const browser = journeyBrowser();

const publicRoutes = [
  '/',
  '/#login',
  '/contact-us',
  '/privacy-policy',
  '/reset-password?resetcode=unknown',
  '/pages/how-it-works',
  '/pages/photo-day-faq',
  '/pages/picture-guide',
  '/debug',
];
const signedInRoutes = [
  '/my-account',
  '/my-account/picture-sets',
  `/my-account/picture-sets/${DEMO_SUBJECTS.emma}`,
  '/my-account/contact-info',
  '/my-account/communication',
  '/my-account/change-password',
  '/my-account/orders',
  '/new-picture-set',
  '/products/packages',
  '/products/categories',
  '/products/cards',
  '/products/calendars',
  `/products/digital-portraits/${DEMO_SUBJECTS.emma}`,
  '/products/catalogues',
];

async function violations(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // A hash change (/ → /#login) loads no document, and the page's parts arrive in chunks after
  // it: every page has a heading one once it is drawn, so wait for that before judging it.
  await page.locator('h1').first().waitFor();
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${route}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility', () => {
  it('has no axe violations on the public pages', async () => {
    const page = await (await phoneContext(browser())).newPage();
    const found: string[] = [];
    for (const route of publicRoutes) found.push(...(await violations(page, route)));
    expect(found).toEqual([]);
  });

  it('has no axe violations on the pages of a signed-in parent', async () => {
    const page = await (await phoneContext(browser())).newPage();
    const login = await page.request.post('/api/webshop/login', {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.ok()).toBe(true);
    const found: string[] = [];
    for (const route of signedInRoutes) found.push(...(await violations(page, route)));
    expect(found).toEqual([]);
  });
});
