// The editor as a parent with a green-screen picture meets it on a 390×844 touch phone: the
// picture on its set's default background, the low-resolution warning that leaves the bottom
// panel usable, and Undo on the main toolbar.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';
import { openFirstField } from './journey-steps';

const WINTER = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001';

const browser = journeyBrowser();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

/** `item` can be scrolled to, and is then wholly above the Cancel/Done row and in the screen. */
async function reachable(page: Page, item: Locator): Promise<void> {
  await item.scrollIntoViewIfNeeded();
  const shown = await box(item);
  const cancel = await box(page.getByRole('button', { name: 'Cancel' }));
  expect(shown.y + shown.height).toBeLessThanOrEqual(cancel.y + 0.5);
  expect(shown.y).toBeGreaterThanOrEqual(0);
}

/** Every tab of the image editor is in view, above the pictures. */
async function tabsInView(page: Page): Promise<void> {
  for (const tab of await page.getByRole('tab').all()) {
    const shown = await box(tab);
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(844);
    expect(
      await tab.evaluate(
        (el) =>
          document
            .elementFromPoint(el.getBoundingClientRect().x + 10, el.getBoundingClientRect().y + 10)
            ?.closest('[role="tab"]') === el,
      ),
    ).toBe(true);
  }
}

describe('the editor for a green-screen picture', () => {
  it('opens on the default background, warns of soft prints without hiding the menu, undoes', async () => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await registerParent(page, { code: DEMO_CODES.lucas, email: uniqueEmail('green-editor') });
    const set = await (
      await page.request.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.lucas}`)
    ).json();
    const backgrounds = (await (
      await page.request.get(`/api/webshop/green-screen-backgrounds/${set.pictureSet.job.uuid}`)
    ).json()) as { uuid: string; default: boolean }[];
    const defaultIndex = backgrounds.findIndex((bg) => bg.default);
    expect(defaultIndex).toBeGreaterThanOrEqual(0);

    await page.goto(`/products/cards/cards/${demoProductUuid('card-15x15')}/${WINTER}`);
    const photos = page.getByRole('button', { name: 'Change/edit photos' });
    await photos.waitFor();
    await snap(page, 'editor-parent-1a-green-opened');

    // The placed green-screen portrait stands on the set's default background.
    await openFirstField(page, photos);
    await page.getByRole('tab', { name: 'Backgrounds' }).tap();
    const choice = page.getByRole('button', { name: `Background ${defaultIndex + 1}` });
    await choice.waitFor();
    expect(await choice.getAttribute('aria-pressed')).toBe('true');
    expect(
      await page.getByRole('button', { name: 'No background' }).getAttribute('class'),
    ).not.toContain('selected');
    await snap(page, 'editor-parent-1b-default-background-chosen');

    // Zoomed in until the print would be soft: tabs, pictures and backgrounds stay reachable.
    await page.getByRole('tab', { name: 'Edit image' }).tap();
    const warning = page.getByRole('status').filter({ hasText: /printed/ });
    for (let i = 0; i < 20 && !(await warning.isVisible()); i += 1) {
      await page.getByRole('button', { name: 'Zoom in' }).tap();
    }
    await warning.waitFor();
    await page.getByRole('tab', { name: 'Backgrounds' }).tap();
    await tabsInView(page);
    await reachable(page, page.getByRole('button', { name: `Background ${backgrounds.length}` }));
    await tabsInView(page);
    await snap(page, 'editor-parent-1c-warning-backgrounds');
    await page.getByRole('tab', { name: 'Image inbox' }).tap();
    const pictures = page.getByRole('button', { name: /^Picture [0-9]+/ });
    await pictures.first().waitFor();
    await reachable(page, pictures.last());
    await tabsInView(page);
    await snap(page, 'editor-parent-1d-warning-inbox');
    await page.getByRole('button', { name: 'Done' }).tap();

    // Undo on the main toolbar takes the last zoom step back.
    await photos.waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.isEnabled()).toBe(true);
    await undo.tap();
    await snap(page, 'editor-parent-1e-main-undo');
    await context.close();
  }, 180_000);
});
