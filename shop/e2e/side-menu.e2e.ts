// The side menu as a parent opens it on the phone: each link once.
import { describe, expect, it } from 'vitest';
import { journeyBrowser, phoneContext, snap } from './browser';

const browser = journeyBrowser();

describe('the side menu', () => {
  it('shows Contact us once and the Help group without repeating itself', async () => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu' });
    await nav.getByText('Help', { exact: true }).click();
    await nav.getByRole('link', { name: 'For photographers' }).waitFor();
    await snap(page, 'side-menu-help-open');

    expect(await nav.getByRole('link', { name: 'Contact us' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Help' }).count()).toBe(0);
    await context.close();
  });
});
