// The template-editor journeys, as a parent on a phone clicks them: a folded card made, bought
// and edited in the cart, and a pre-filled calendar with another year.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, snap } from './browser';
import { cartOf, newParentPhone } from './journey-steps';

const FOLDED_BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';
const CALENDAR_CLASSIC = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101';

const browser = journeyBrowser();

/** Waits until `count` engine thumbnails (JPEG data: images) have been drawn and loaded. */
async function thumbnailsDrawn(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="data:image/jpeg"]')];
    return images.length >= n && images.every((img) => img.complete && img.naturalWidth > 0);
  }, count);
}

/**
 * Waits until the editor canvas shows sepia tones (red ≥ green ≥ blue) at a few points of the
 * front photo's circle (centred at 195,324 CSS px on the phone) in the topmost opaque layer;
 * the effect is drawn a moment after the tap.
 */
async function sepiaDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const points = [
      [195, 324],
      [135, 264],
      [255, 264],
      [135, 384],
      [255, 384],
    ] as const;
    return points.every(([x, y]) => {
      const canvas = [...document.querySelectorAll('canvas')]
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          return x >= rect.left && x < rect.right && y >= rect.top && y < rect.bottom;
        })
        .reverse()
        .map((el) => {
          const rect = el.getBoundingClientRect();
          const px = Math.round(((x - rect.left) * el.width) / rect.width);
          const py = Math.round(((y - rect.top) * el.height) / rect.height);
          return el.getContext('2d')?.getImageData(px, py, 1, 1).data;
        })
        .find((data) => data && data[3] === 255);
      if (!canvas) return false;
      const [r = 0, g = 0, b = 0] = canvas;
      return r + 2 >= g && g + 2 >= b && r > b;
    });
  });
}

const inbox = (page: Page) => page.locator('button:has(img[src*="size=320"])');
const firstSlot = (page: Page) => page.getByRole('button', { name: /^[0-9]+$/ }).first();

/** Back on the main toolbar (a part tab tapped while a menu closes is ignored). */
async function mainToolbar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
}

async function toPart(page: Page, part: RegExp): Promise<void> {
  await mainToolbar(page);
  await page.getByRole('button', { name: part }).tap();
  await page.locator('[aria-current="page"]', { hasText: part }).waitFor();
}

/** Writes `text` in the current part's field number `n` (as the canvas numbers it), back to main. */
async function writeText(page: Page, n: number, text: string): Promise<void> {
  await mainToolbar(page);
  await page.getByRole('button', { name: 'Edit text' }).tap();
  await page.getByRole('button', { name: String(n), exact: true }).tap();
  await page.getByRole('textbox', { name: 'Enter text' }).fill(text);
  await page.getByRole('button', { name: 'Done' }).tap();
  await mainToolbar(page);
}

/** The text of the current part's field number `n`, as the text editor opens on it; back to main. */
async function textOf(page: Page, n: number): Promise<string> {
  await mainToolbar(page);
  await page.getByRole('button', { name: 'Edit text' }).tap();
  await page.getByRole('button', { name: String(n), exact: true }).tap();
  const text = await page.getByRole('textbox', { name: 'Enter text' }).inputValue();
  await page.getByRole('button', { name: 'Cancel' }).tap();
  await mainToolbar(page);
  return text;
}

/** The year the year menu shows; back to main. */
async function yearShown(page: Page): Promise<number> {
  await mainToolbar(page);
  await page.getByRole('button', { name: 'Change year' }).tap();
  const year = Number(await page.getByRole('textbox', { name: 'Year' }).inputValue());
  await page.getByRole('button', { name: 'Done' }).tap();
  await mainToolbar(page);
  return year;
}

describe('the template editor', () => {
  it('a folded birthday card is made, bought twice and its text changed in the cart', async () => {
    const page = await newParentPhone(browser(), DEMO_CODES.emma, 'card-maker');
    const product = demoProductUuid('card-10x15');
    await page.goto(`/products/cards/cards/${product}/${FOLDED_BIRTHDAY}`);
    await mainToolbar(page);
    await page.locator('[aria-current="page"]', { hasText: 'Front' }).waitFor();
    await snap(page, 'editor-1a-card-opened');

    // The front photo from the inbox, rotated, undone and redone, in sepia.
    await page.getByRole('button', { name: 'Change/edit photos' }).tap();
    await firstSlot(page).tap();
    await inbox(page).nth(2).tap();
    await page.getByRole('tab', { name: 'Edit image' }).tap();
    await page.getByRole('button', { name: 'Rotate' }).tap();
    await page.getByRole('button', { name: 'Undo' }).tap();
    await page.getByRole('button', { name: 'Redo' }).tap();
    await page.getByRole('button', { name: 'Sepia' }).tap();
    await sepiaDrawn(page);
    await snap(page, 'editor-1b-front-photo-rotated-sepia');
    await page.getByRole('button', { name: 'Done' }).tap();

    // The inside photo.
    await toPart(page, /Inside/);
    await page.getByRole('button', { name: 'Change/edit photos' }).tap();
    await firstSlot(page).tap();
    await inbox(page).nth(0).tap();
    await page.getByRole('button', { name: 'Done' }).tap();
    await mainToolbar(page);
    await snap(page, 'editor-1c-inside-filled');

    // A greeting on the front in Pacifico.
    await toPart(page, /Front/);
    await page.getByRole('button', { name: 'Edit text' }).tap();
    await firstSlot(page).tap();
    await page.getByRole('textbox', { name: 'Enter text' }).fill('Gratulerer, Emma!');
    await page.getByRole('tab', { name: 'Font', exact: true }).tap();
    await page.getByRole('button', { name: 'Pacifico' }).tap();
    await snap(page, 'editor-1d-greeting-pacifico');
    await page.getByRole('button', { name: 'Done' }).tap();
    await mainToolbar(page);

    // The card's samples (the child's name filled in) wait for Emma's own words before Add to cart.
    expect(await page.getByText('Still to finish: Front, Inside').isVisible()).toBe(true);
    await writeText(page, 3, 'Emma turns 9');
    // Undo on the main toolbar takes the whole text back (the sample again, the front unfinished
    // again); Redo brings it back.
    await page.getByText('Still to finish: Inside', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Undo' }).tap();
    await page.getByText('Still to finish: Front, Inside').waitFor();
    expect(await textOf(page, 3)).not.toBe('Emma turns 9');
    await page.getByRole('button', { name: 'Redo' }).tap();
    await page.getByText('Still to finish: Inside', { exact: true }).waitFor();
    expect(await textOf(page, 3)).toBe('Emma turns 9');
    await toPart(page, /Inside/);
    await writeText(page, 3, 'Hugs from Emma');
    expect(await page.getByText(/Still to finish/).count()).toBe(0);

    await page.getByRole('button', { name: 'Preview' }).tap();
    await page.getByRole('button', { name: 'Close' }).waitFor();
    await thumbnailsDrawn(page, 2);
    await snap(page, 'editor-1e-preview');
    await page.getByRole('button', { name: 'Close' }).tap();
    await mainToolbar(page);

    // Two of them; the once-per-session warning is acknowledged.
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByRole('button', { name: 'Increase quantity' }).first().tap();
    // Two cards at NOK 29, as the server prices them.
    await page.getByText('NOK 58').waitFor();
    expect(await page.getByText('Total:').isVisible()).toBe(true);
    await snap(page, 'editor-1f-buy-menu-quantity-2');
    await page.getByRole('button', { name: 'Add to cart' }).last().tap();
    await page.getByRole('button', { name: 'Ok', exact: true }).tap();
    await page.waitForURL('**/shopping-cart');
    const quantity = page.getByLabel('Quantity of Card 10x15');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('2');
    const bought = await cartOf(page);
    expect(bought.orderLines).toHaveLength(1);
    expect(JSON.stringify(bought.orderLines[0]?.template?.data)).toContain('Gratulerer, Emma!');
    await thumbnailsDrawn(page, 1);
    await snap(page, 'editor-1g-cart-with-two-cards');

    // Edit from the cart: another text, 'Update cart', the same line updated.
    await page.getByRole('link', { name: 'Edit Card 10x15' }).tap();
    await mainToolbar(page);
    await page.getByRole('button', { name: 'Edit text' }).tap();
    await firstSlot(page).tap();
    await page.getByRole('textbox', { name: 'Enter text' }).fill('Hurra for Emma!');
    await page.getByRole('button', { name: 'Done' }).tap();
    await mainToolbar(page);
    await snap(page, 'editor-1h-edit-text-changed');
    await page.getByRole('button', { name: 'Update cart' }).tap();
    await page.getByRole('button', { name: 'Update cart' }).last().tap();
    await page.waitForURL('**/shopping-cart/');
    await page.getByLabel('Quantity of Card 10x15').waitFor();
    const updated = await cartOf(page);
    expect(updated.orderLines).toHaveLength(1);
    expect(updated.orderLines[0]?.uuid).toBe(bought.orderLines[0]?.uuid);
    const design = JSON.stringify(updated.orderLines[0]?.template?.data);
    expect(design).toContain('Hurra for Emma!');
    expect(design).not.toContain('Gratulerer, Emma!');
    expect(await page.getByRole('article', { name: 'Card 10x15' }).count()).toBe(1);
    expect(await page.getByLabel('Quantity of Card 10x15').inputValue()).toBe('2');
    await thumbnailsDrawn(page, 1);
    await snap(page, 'editor-1i-cart-line-updated');
  });

  it('a pre-filled 20x30 calendar gets the next year and goes to the cart', async () => {
    const page = await newParentPhone(browser(), DEMO_CODES.jonas, 'calendar-maker');
    const product = demoProductUuid('calendar-20x30');
    await page.goto(`/products/calendars/${product}/${CALENDAR_CLASSIC}`);
    await mainToolbar(page);
    await snap(page, 'editor-2a-calendar-opened');

    await page.getByRole('button', { name: 'Change year' }).tap();
    const year = page.getByRole('textbox', { name: 'Year' });
    const before = Number(await year.inputValue());
    await page.getByRole('button', { name: 'Next year' }).tap();
    await page.waitForFunction(
      (next) =>
        document.querySelector<HTMLInputElement>('input[aria-label="Year"]')?.value ===
        String(next),
      before + 1,
    );
    await snap(page, 'editor-2b-next-year');
    await page.getByRole('button', { name: 'Done' }).tap();
    // Undo on the main toolbar takes the year step back, Redo does it again.
    await mainToolbar(page);
    await page.getByRole('button', { name: 'Undo' }).tap();
    expect(await yearShown(page)).toBe(before);
    await page.getByRole('button', { name: 'Redo' }).tap();
    expect(await yearShown(page)).toBe(before + 1);
    expect(await page.getByRole('button', { name: 'Redo' }).isDisabled()).toBe(true);
    await toPart(page, /Month 1$/);
    await snap(page, 'editor-2c-first-month-next-year');

    // Every part (cover and twelve months) is filled from the parent's pictures.
    expect(await page.getByRole('img', { name: 'Complete', exact: true }).count()).toBe(13);
    expect(await page.getByRole('img', { name: 'Not complete', exact: true }).count()).toBe(0);
    await snap(page, 'editor-2d-all-parts-complete');

    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await snap(page, 'editor-2e-buy-menu');
    await page.getByRole('button', { name: 'Add to cart' }).last().tap();
    await page.getByRole('button', { name: 'Ok', exact: true }).tap();
    await page.waitForURL('**/shopping-cart');
    await page.getByRole('article', { name: 'Wall calendar 20x30' }).waitFor();
    const bought = await cartOf(page);
    expect(bought.orderLines).toHaveLength(1);
    expect(bought.orderLines[0]?.template?.data.year).toBe(before + 1);
    await thumbnailsDrawn(page, 1);
    await snap(page, 'editor-2f-cart-with-calendar');
  });
});
