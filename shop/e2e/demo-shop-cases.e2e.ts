// The demo's shop cases (issue 24), each as a parent on a phone finds it in the seeded demo.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ASTRID_PICTURES, NO_SETS_PARENT, SETS_PARENT } from '../server/demo/cases-shop';
import { journeyBrowser, phoneContext, snap } from './browser';

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
});
