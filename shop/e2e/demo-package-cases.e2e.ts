// The package cases of the demo shop, as a parent on a phone meets them (data in
// shop/server/demo/cases-packages.ts): Pia Kvale's parent, who holds her brother Petter's
// pictures too, builds a package that keeps to one child and one in package mode.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PictureSet } from '../contract/picture-sets';
import { PACKAGE_CASE_CODES } from '../server/demo/cases-packages';
import { journeyBrowser, snap } from './browser';
import { cartOf, failureReport, newParentPhone } from './journey-steps';

const browser = journeyBrowser();
const watch = failureReport('package-cases');

const ONE_CHILD = 'One-child card package';
const SIBLINGS = 'Sibling card package';

/** A new parent holding Pia's code and then Petter's, with their pictures' uuids. */
async function siblingsParent(name: string) {
  const page = await newParentPhone(browser(), PACKAGE_CASE_CODES.pia, name);
  watch(page);
  // A signed-in parent adds a second code to their account.
  const added = await page.request.get(
    `/ajax/prophoto/add_picture_set_by_code.php?code=${PACKAGE_CASE_CODES.petter}`,
  );
  expect((await added.json()).valid).toBe(true);
  const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()) as {
    pictureSets: PictureSet[];
  };
  const picturesOf = (who: string) =>
    sets.pictureSets.find((s) => s.subject.name === who)?.pictures.map((p) => p.uuid) ?? [];
  const petter = picturesOf('Petter Kvale');
  expect(petter).toHaveLength(1);
  return { page, petter: petter[0] ?? '' };
}

/** The package builder of the named package, from the packages page. */
async function openPackage(page: Page, name: string) {
  await page.goto('/products/packages');
  await page.getByRole('heading', { name: 'Exclusive deals' }).waitFor();
  // The offers are a carousel: its dot brings this one into view.
  await page.getByRole('button', { name: `Show ${name}` }).click();
  await page.getByRole('article', { name }).getByRole('link', { name: 'Choose package' }).click();
  await page.getByRole('heading', { name }).waitFor();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor();
}

const items = (page: Page) => page.getByRole('button', { name: /^Edit / });

/** Item `index` opened in the editor, and the inbox of its first picture field. */
async function pickInItem(page: Page, index: number, picture: string) {
  await items(page).nth(index).click();
  await page.getByRole('button', { name: 'Change/edit photos' }).click();
  await page.getByRole('button', { name: '1', exact: true }).click();
  await page.locator(`button:has(img[src*="${picture}"])`).click();
}

/** The picture uuids each template item of the parent's one package line holds. */
async function cartItemPictures(page: Page): Promise<string[][]> {
  const line = (await cartOf(page)).orderLines[0];
  return (line?.package?.packageItems ?? []).flatMap((item) =>
    item.templateData
      ? [
          item.templateData.userResources.flatMap((r) => {
            const image = (r as { image?: { uuid?: string } | null }).image;
            return image?.uuid ? [image.uuid] : [];
          }),
        ]
      : [],
  );
}

/**
 * In package mode: the sibling package's first card gets the brother's picture and Done is
 * pressed, which asks whether to replace the picture in every card of the package.
 */
async function brotherPickedInSiblings(name: string) {
  const { page, petter } = await siblingsParent(name);
  await openPackage(page, SIBLINGS);
  await pickInItem(page, 0, petter);
  await page.getByRole('button', { name: 'Done' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace all package pictures?' });
  return { page, petter, replace };
}
describe('the demo package cases', () => {
  it("a package without subject change refuses the brother's picture; one card keeps its design", async () => {
    const { page, petter } = await siblingsParent('pk-one-child');
    // Their photo days offer these two packages and no other.
    await page.goto('/products/packages');
    await page.getByRole('article', { name: SIBLINGS }).waitFor();
    expect(await page.locator('main article').count()).toBe(2);
    await openPackage(page, ONE_CHILD);
    await page.getByText('Pia Kvale').first().waitFor();
    await snap(page, 'package-cases-1a-one-child-builder');

    // The first card's design is fixed: its editor offers no Change design...
    await items(page).nth(0).click();
    await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
    await page.getByRole('button', { name: 'Preview' }).waitFor();
    expect(await page.getByRole('button', { name: 'Change design' }).count()).toBe(0);
    await snap(page, 'package-cases-1b-fixed-design');

    // ...and Petter's picture cannot go into Pia's package.
    await page.getByRole('button', { name: 'Change/edit photos' }).click();
    await page.getByRole('button', { name: '1', exact: true }).click();
    await page.locator(`button:has(img[src*="${petter}"])`).click();
    await page
      .getByText('Only pictures of the same person can be used here', { exact: true })
      .waitFor();
    await snap(page, 'package-cases-1c-other-child-refused');
  }, 120_000);

  it('the second card of the same package may change its design', async () => {
    const { page } = await siblingsParent('pk-design');
    await openPackage(page, ONE_CHILD);
    await items(page).nth(1).click();
    await page.getByRole('button', { name: 'Change design' }).waitFor();
    await snap(page, 'package-cases-2-design-may-change');
  }, 120_000);

  it("package mode: Yes puts the brother's picture in every card; the warning comes once", async () => {
    const { page, petter, replace } = await brotherPickedInSiblings('pk-replace-all');
    await replace.waitFor();
    await snap(page, 'package-cases-3a-replace-all-question');
    await replace.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { name: SIBLINGS }).waitFor();

    // The first package added in this browser session: the warning first.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const warning = page.getByRole('dialog', { name: 'Before you add the package' });
    await warning.waitFor();
    await snap(page, 'package-cases-3b-warning');
    await warning.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/shopping-cart');
    const cards = await cartItemPictures(page);
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card).toContain(petter);

    // The second package of the session goes straight into the cart.
    await openPackage(page, ONE_CHILD);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/shopping-cart');
    expect(await page.getByRole('dialog', { name: 'Before you add the package' }).count()).toBe(0);
    expect((await cartOf(page)).orderLines).toHaveLength(2);
    await snap(page, 'package-cases-3c-second-package-no-warning');
  }, 180_000);

  it("package mode: No puts the brother's picture in this card only", async () => {
    const { page, petter, replace } = await brotherPickedInSiblings('pk-this-one');
    await replace.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: SIBLINGS }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Before you add the package' })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await page.waitForURL('**/shopping-cart');
    const [first, second] = await cartItemPictures(page);
    expect(first).toContain(petter);
    expect(second).not.toContain(petter);
    await snap(page, 'package-cases-4-this-card-only');
  }, 180_000);
});
