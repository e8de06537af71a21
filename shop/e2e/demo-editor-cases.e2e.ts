// The editor's cases of the demo shop, as a parent on a phone meets them: each journey opens a
// demo product or package seeded for one rule (shop/server/demo/cases-editor.ts) and checks what
// the rule shows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EDITOR_CASE_TEMPLATES } from '../server/demo/cases-editor';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, snap } from './browser';
import { cartOf, newParentPhone } from './journey-steps';

const browser = journeyBrowser();

const inbox = (page: Page) => page.locator('button:has(img[src*="size=320"])');
const numbered = (page: Page) => page.getByRole('button', { name: /^[0-9]+$/ });
const mainToolbar = (page: Page) =>
  page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
const GRADUATION = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0002';
const PINCH_HINT = 'Pinch to zoom, drag to move the picture';

describe('the demo editor cases', () => {
  it('a six-field collage asks to use a picture in all fields; one field has no zoom', async () => {
    const page = await newParentPhone(browser(), DEMO_CODES.emma, 'collage');
    const product = demoProductUuid('collage');
    await page.goto(`/products/photogifts/${product}/${EDITOR_CASE_TEMPLATES.collage}`);
    await mainToolbar(page);
    await snap(page, 'editor-cases-1a-collage-opened');

    // The printed title is locked: no Edit text, and it is not one of the numbered fields.
    expect(await page.getByRole('button', { name: 'Edit text' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Change/edit photos' }).tap();
    await numbered(page).first().waitFor();
    expect(await numbered(page).count()).toBe(6);

    // Field 6 has crop and zoom switched off: its editor opens without the pinch hint...
    await numbered(page).nth(5).tap();
    await page.getByRole('tab', { name: 'Image inbox' }).waitFor();
    expect(await page.getByText(PINCH_HINT).count()).toBe(0);
    await snap(page, 'editor-cases-1b-no-zoom-field');
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await mainToolbar(page);

    // ...while field 1 offers it (once per session, so it is still unseen here).
    await page.getByRole('button', { name: 'Change/edit photos' }).tap();
    await numbered(page).first().tap();
    await page.getByText(PINCH_HINT).waitFor();
    await inbox(page).nth(2).tap();
    // A question over the editor hides the hint under its backdrop; it returns when answered No.
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await page.getByRole('dialog', { name: 'Discard changes?' }).waitFor();
    expect(await page.getByText(PINCH_HINT).count()).toBe(0);
    await page.getByRole('button', { name: 'No', exact: true }).tap();
    await page.getByText(PINCH_HINT).waitFor();
    await page.getByRole('button', { name: 'Done' }).tap();

    // More than four picture fields on a photo gift: use the picture everywhere?
    await page.getByText('Do you want to replace all pictures in this module?').waitFor();
    expect(await page.getByText(PINCH_HINT).count()).toBe(0);
    await snap(page, 'editor-cases-1c-replace-all-question');
    await page.getByRole('button', { name: 'Yes', exact: true }).tap();
    await mainToolbar(page);
    await snap(page, 'editor-cases-1d-one-picture-everywhere');

    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByRole('button', { name: 'Add to cart' }).last().tap();
    await page.getByRole('button', { name: 'Ok', exact: true }).tap();
    await page.waitForURL('**/shopping-cart');
    const line = (await cartOf(page)).orderLines[0];
    const images = (line?.template?.data.userResources ?? []).flatMap((r) => {
      const image = (r as { image?: { uuid?: string } | null }).image;
      return image?.uuid ? [image.uuid] : [];
    });
    expect(images).toHaveLength(6);
    expect(new Set(images).size).toBe(1);
  });

  it('a calendar printed for one year only has its year button disabled', async () => {
    const page = await newParentPhone(browser(), DEMO_CODES.jonas, 'one-year-calendar');
    const product = demoProductUuid('calendar-one-year');
    await page.goto(`/products/calendars/${product}/${EDITOR_CASE_TEMPLATES.calendarOneYear}`);
    await mainToolbar(page);
    const year = page.getByRole('button', { name: 'Change year' });
    await year.waitFor();
    expect(await year.isDisabled()).toBe(true);
    await snap(page, 'editor-cases-4a-one-year-calendar');
  });

  it("a photo day's options take away the image toolbox, design change and own photos", async () => {
    // Ida's photo day has no image toolbox: Change photos, and no Edit image tab.
    const ida = await newParentPhone(browser(), DEMO_CODES.ida, 'no-toolbox');
    await ida.goto(`/products/cards/${demoProductUuid('card-10x15')}/${GRADUATION}`);
    await ida.getByRole('button', { name: 'Change photos', exact: true }).waitFor();
    expect(await ida.getByRole('button', { name: 'Change/edit photos' }).count()).toBe(0);
    expect(await ida.getByRole('button', { name: 'Change design' }).count()).toBe(1);
    await ida.getByRole('button', { name: 'Change photos', exact: true }).tap();
    await numbered(ida).first().tap();
    await ida.getByRole('tab', { name: 'Image inbox' }).waitFor();
    expect(await ida.getByRole('tab', { name: 'Edit image' }).count()).toBe(0);
    await snap(ida, 'editor-cases-3a-no-image-toolbox');

    // Nora's has no design change: the card's other design is not offered.
    const nora = await newParentPhone(browser(), DEMO_CODES.nora, 'no-design-change');
    await nora.goto(`/products/cards/${demoProductUuid('card-10x15')}/${GRADUATION}`);
    await mainToolbar(nora);
    expect(await nora.getByRole('button', { name: 'Change design' }).count()).toBe(0);
    await snap(nora, 'editor-cases-3b-no-design-change');

    // Even's has no own photos: the inbox has no Upload photos.
    const even = await newParentPhone(browser(), DEMO_CODES.even, 'no-own-photos');
    await even.goto(`/products/cards/${demoProductUuid('card-10x15')}/${GRADUATION}`);
    await mainToolbar(even);
    await even.getByRole('button', { name: 'Change/edit photos' }).tap();
    await numbered(even).first().tap();
    await even.getByRole('tab', { name: 'Image inbox' }).waitFor();
    expect(await even.getByText('Upload photos').count()).toBe(0);
    await snap(even, 'editor-cases-3c-no-own-photos');
  });
});
