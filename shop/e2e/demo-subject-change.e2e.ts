// The demo's subject-change cases as a parent on a phone meets them: a photo day decides which
// picture sets one product may combine (1 the same child, 2 the same photo day, 3 the same kind
// of photo day), and a photographer may keep their pictures from being mixed with others'. Each
// parent holds the case's set and some that the rule allows or forbids; the card's image inbox
// must offer exactly the allowed sets' pictures, grey the others with the rule's reason, and
// place an allowed one when picked.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PictureSet } from '../contract/picture-sets';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, snap } from './browser';
import { failureReport, newParentPhone } from './journey-steps';

const browser = journeyBrowser();
const watch = failureReport('subject-change');

/** 'Graduation', a one-photo design of the 10x15 card. */
const GRADUATION = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0002';
const SAME_PERSON = 'Only pictures of the same person can be used here';
const SAME_DAY = 'Only pictures from the same photo session can be used here';
const SAME_KIND = 'Only pictures from the same kind of photo session can be used here';
const SAME_PHOTOGRAPHER = "Pictures from different photographers can't be combined";

const inbox = (page: Page) => page.locator('button:has(img[src*="size=320"])');
const numbered = (page: Page) => page.getByRole('button', { name: /^[0-9]+$/ });

/** A new parent on a phone of their own holding the sets of `codes` (the first one registered). */
async function parentHolding(codes: string[], name: string): Promise<Page> {
  const [first = '', ...more] = codes;
  const page = await newParentPhone(browser(), first, name);
  watch(page);
  for (const code of more) {
    const added = await page.request.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}`,
    );
    expect(added.ok(), await added.text()).toBe(true);
  }
  return page;
}

/** Each of the parent's set pictures, by uuid: whose set it is. */
async function ownersOf(page: Page): Promise<Map<string, string>> {
  const res = await page.request.get('/api/webshop/user/picture-sets');
  expect(res.ok()).toBe(true);
  const { pictureSets: sets } = (await res.json()) as { pictureSets: PictureSet[] };
  return new Map(sets.flatMap((set) => set.pictures.map((p) => [p.uuid, set.subject.name])));
}

interface InboxItem {
  owner: string;
  uuid: string;
  selected: boolean;
  /** The grey text under a refused picture ('Not allowed picture - …'), or null. */
  refusal: string | null;
}

/** The card's photo field opened in the editor; the inbox as the parent sees it. */
async function openPhotoField(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Change/edit photos' }).tap();
  await numbered(page).first().tap();
  await page.getByRole('tab', { name: 'Image inbox' }).waitFor();
  await inbox(page).first().waitFor();
}

async function inboxItems(page: Page, owners: Map<string, string>): Promise<InboxItem[]> {
  const raw = await inbox(page).evaluateAll((buttons) =>
    buttons.map((b) => ({
      src: b.querySelector('img')?.getAttribute('src') ?? '',
      selected: b.getAttribute('aria-pressed') === 'true',
      refusal: b.querySelector('span')?.textContent ?? null,
    })),
  );
  return raw.map(({ src, selected, refusal }) => {
    const uuid = [...owners.keys()].find((u) => src.includes(u)) ?? '';
    return { uuid, owner: owners.get(uuid) ?? `not a set picture: ${src}`, selected, refusal };
  });
}

const names = (list: InboxItem[]) => [...new Set(list.map((i) => i.owner))].sort();

/**
 * Each refused picture's grey text as laid out: the ones that stick out of their tile (cut off
 * at its edge), and how many lines of it show, at most 3 (the rest ends in an ellipsis).
 */
async function refusalLayout(page: Page): Promise<{ outside: string[]; lines: number[] }> {
  return inbox(page).evaluateAll((buttons) => {
    const outside: string[] = [];
    const lines: number[] = [];
    for (const button of buttons) {
      const text = button.querySelector('span');
      if (!text) continue;
      const tile = button.getBoundingClientRect();
      const shown = text.getBoundingClientRect();
      if (
        shown.top < tile.top - 0.5 ||
        shown.bottom > tile.bottom + 0.5 ||
        shown.left < tile.left - 0.5 ||
        shown.right > tile.right + 0.5
      ) {
        outside.push(`${text.textContent}: ${Math.round(shown.top)} < ${Math.round(tile.top)}`);
      }
      const style = getComputedStyle(text);
      const lineHeight = parseFloat(style.lineHeight);
      lines.push(Math.round(text.clientHeight / lineHeight));
    }
    return { outside, lines };
  });
}

/**
 * The refused pictures' texts stay inside their tiles, three lines at most, on the phone and in
 * the desktop layout (1280×800); the first refused picture is left scrolled into view.
 */
async function refusalsFit(page: Page, shot: string): Promise<void> {
  const refused = page.locator('button:has(img[src*="size=320"]):has(span)').first();
  await refused.scrollIntoViewIfNeeded();
  const phone = await refusalLayout(page);
  expect(phone.outside).toEqual([]);
  expect(phone.lines.length).toBeGreaterThan(0);
  for (const n of phone.lines) expect(n).toBeLessThanOrEqual(3);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('tab', { name: 'Image inbox' }).waitFor();
  const desktop = await refusalLayout(page);
  expect(desktop.outside).toEqual([]);
  for (const n of desktop.lines) expect(n).toBeLessThanOrEqual(3);
  await refused.scrollIntoViewIfNeeded();
  await snap(page, `desktop-editor-${shot}-refused-inbox`);
  await page.setViewportSize({ width: 390, height: 844 });
  await refused.scrollIntoViewIfNeeded();
}

/**
 * The parent opens the card, filled from their newest set, and checks the inbox: whose pictures
 * it offers and whose it greys with the rule's reason (`expect` is told whose picture is in the
 * field). A refused picture tapped is not placed; an offered one of another set (or another of
 * the same child's) is, as the field shows when opened again.
 */
async function checkInbox(
  page: Page,
  shot: string,
  expected: (placed: string) => { offered: string[]; refused: string[]; reason: string },
): Promise<void> {
  const owners = await ownersOf(page);
  await page.goto(`/products/cards/${demoProductUuid('card-10x15')}/${GRADUATION}`);
  await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
  await openPhotoField(page);
  const items = await inboxItems(page, owners);
  await refusalsFit(page, shot);
  await snap(page, `${shot}a-inbox`);

  const placed = items.find((i) => i.selected);
  const { offered, refused, reason } = expected(placed?.owner ?? 'nothing placed');
  expect(names(items.filter((i) => i.refusal === null))).toEqual([...offered].sort());
  // Every picture of a refused set is greyed for this rule (not only for the field's own rules).
  const greyed = `Not allowed picture - ${reason}`;
  expect(names(items.filter((i) => i.refusal === greyed))).toEqual([...refused].sort());
  expect(names(items.filter((i) => i.refusal !== null))).toEqual([...refused].sort());

  // A refused picture is not placed: the shop says so and the field keeps its picture.
  await inbox(page)
    .nth(items.findIndex((i) => i.refusal === greyed))
    .tap();
  await page.getByText('Picture not allowed').waitFor();
  await snap(page, `${shot}b-refused`);
  await page.getByRole('button', { name: 'Ok', exact: true }).tap();
  await page.getByText('Picture not allowed').waitFor({ state: 'hidden' });
  expect((await inboxItems(page, owners)).find((i) => i.selected)?.uuid).toBe(placed?.uuid);

  // An offered picture other than the placed one (of another set where there is one) is placed.
  const others = items.filter((i) => i.refusal === null && i.uuid !== placed?.uuid);
  const pick = others.find((i) => i.owner !== placed?.owner) ?? others[0];
  if (!pick) throw new Error('No other offered picture to pick');
  await inbox(page).nth(items.indexOf(pick)).tap();
  await page.getByRole('button', { name: 'Done' }).tap();
  await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
  await snap(page, `${shot}c-picked`);
  await openPhotoField(page);
  expect((await inboxItems(page, owners)).find((i) => i.selected)?.uuid).toBe(pick.uuid);
}

describe('the demo subject-change cases', () => {
  it('subject change 1: only the same child, not the sibling on the same photo day', async () => {
    const page = await parentHolding([DEMO_CODES.theo, DEMO_CODES.tiril], 'same-child');
    // Theo and Tiril share a photo day, so either may be the one the card is filled from.
    const sibling = (child: string) => (child === 'Theo Eide' ? 'Tiril Eide' : 'Theo Eide');
    await checkInbox(page, 'subject-change-1', (placed) => ({
      offered: [placed],
      refused: [sibling(placed)],
      reason: SAME_PERSON,
    }));
  });

  it('subject change 2: children of the same photo day, not another day', async () => {
    const page = await parentHolding(
      [DEMO_CODES.vilde, DEMO_CODES.vetle, DEMO_CODES.sigrid],
      'same-day',
    );
    // Vilde and Vetle share the newest photo day: the card is filled from one of them.
    await checkInbox(page, 'subject-change-2', (placed) => {
      expect(['Vilde Aas', 'Vetle Aas']).toContain(placed);
      return { offered: ['Vilde Aas', 'Vetle Aas'], refused: ['Sigrid Holm'], reason: SAME_DAY };
    });
  });

  it('subject change 3: an older school photo day, not a kindergarten one', async () => {
    const page = await parentHolding(
      [DEMO_CODES.sander, DEMO_CODES.sigrid, DEMO_CODES.ella],
      'same-kind',
    );
    await checkInbox(page, 'subject-change-3', (placed) => {
      expect(placed).toBe('Sander Bakke');
      return {
        offered: ['Sander Bakke', 'Sigrid Holm'],
        refused: ['Ella Moen'],
        reason: SAME_KIND,
      };
    });
  });

  it("photographers not mixed: only Sara's photographer's sets, even of another day", async () => {
    const page = await parentHolding(
      [DEMO_CODES.sara, DEMO_CODES.sigrid, DEMO_CODES.theo],
      'no-mixing',
    );
    // Theo's school photo day is of the same kind: only the photographer keeps him out.
    await checkInbox(page, 'subject-change-4', (placed) => {
      expect(placed).toBe('Sara Holm');
      return {
        offered: ['Sara Holm', 'Sigrid Holm'],
        refused: ['Theo Eide'],
        reason: SAME_PHOTOGRAPHER,
      };
    });
  });
});
