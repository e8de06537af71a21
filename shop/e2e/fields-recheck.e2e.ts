// What a parent types that the shop cannot take, on a 390×844 touch phone: an absurd cart
// quantity shows the line's real quantity, and a 300-character code or voucher gets a sentence
// in the parent's language, never a schema's words.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, phoneContext, snap } from './browser';
import { addCard, becomeNewParent, cardsInNewCart } from './journey-steps';

const browser = journeyBrowser();
const BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';
const LONG = 'X'.repeat(300);
/** The words of a schema refusal ('body.code: Too big: expected string to have <=100…'). */
const SCHEMA_WORDS = /Too big|expected string|querystring\.|body\./;

async function phone(locale = 'en-GB'): Promise<Page> {
  const context = await phoneContext(browser(), { locale });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** The card line's quantity as the server keeps it. */
async function serverQuantity(page: Page): Promise<number> {
  const cart = await page.request.get('/api/webshop/cart/priced');
  const lines = (await cart.json()).cart.orderLines as { quantity: number }[];
  return lines[0]?.quantity ?? 0;
}

describe('fields a parent overfills', () => {
  it('the quantity field shows the line’s real quantity after 999999, 0, empty and 2.5', async () => {
    const page = await phone();
    await becomeNewParent(page, DEMO_CODES.emma, 'quantity-real');
    await addCard(page);
    await page.goto('/shopping-cart');
    const quantity = page.getByRole('spinbutton', { name: /^Quantity of/ });
    for (const typed of ['999999', '0', '', '2.5', '3']) {
      await quantity.fill(typed);
      await quantity.blur();
      try {
        await expect.poll(() => quantity.isEnabled(), { timeout: 30_000 }).toBe(true);
      } catch (error) {
        await snap(page, `recheck-1-stuck-after-${typed || 'empty'}`);
        throw error;
      }
      // What the field shows is what the cart holds, and stays so after a reload.
      await expect
        .poll(async () => Number(await quantity.inputValue()))
        .toBe(await serverQuantity(page));
      if (typed === '999999') {
        expect(Number(await quantity.inputValue())).toBeGreaterThan(2);
        await snap(page, 'recheck-1a-quantity-999999');
      }
      await page.reload();
      expect(Number(await quantity.inputValue())).toBe(await serverQuantity(page));
    }
    expect(await serverQuantity(page)).toBe(3);
    await snap(page, 'recheck-1b-quantity-3');
  }, 150_000);

  it('a 300-character code or voucher gets a sentence in Norsk, never a schema message', async () => {
    const page = await phone('nb-NO');
    // A code letter's link with a code far too long: the field takes what a code can be.
    await page.goto(`/?code=${LONG}`);
    const code = page.getByLabel('Din kode');
    await expect.poll(() => code.inputValue()).toMatch(/^X+$/);
    expect((await code.inputValue()).length).toBeLessThanOrEqual(64);
    await page.getByRole('button', { name: 'Vis bildene mine' }).tap();
    await page.getByText('Koden er ikke gyldig').waitFor();
    expect(await page.getByText(SCHEMA_WORDS).count()).toBe(0);
    await snap(page, 'recheck-2a-long-code-nb');
    // Typed over with another code: the old refusal goes.
    await code.fill('Y'.repeat(300));
    expect((await code.inputValue()).length).toBeLessThanOrEqual(64);
    await page.getByText('Koden er ikke gyldig').waitFor({ state: 'hidden' });

    await cardsInNewCart(page, 'long-voucher');
    await page.getByRole('button', { name: 'Bruk rabattkode' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Rabattkode' });
    await dialog.waitFor();
    const voucher = dialog.getByRole('textbox');
    await voucher.fill(LONG);
    expect((await voucher.inputValue()).length).toBeLessThanOrEqual(100);
    await dialog.getByRole('button', { name: 'Bruk', exact: true }).tap();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    const text = (await refusal.textContent()) ?? '';
    expect(text).not.toMatch(SCHEMA_WORDS);
    // A Norwegian sentence: none of the English voucher refusals.
    expect(text).not.toMatch(/voucher|code is not|not valid/i);
    await snap(page, 'recheck-2b-long-voucher-nb');
    // The server itself, sent the whole 300 characters, answers a sentence too.
    const direct = await page.request.post('/api/webshop/cart/rebate-code', {
      data: { code: LONG },
      headers: { 'accept-language': 'nb' },
    });
    expect(direct.status()).toBe(400);
    expect((await direct.json()).error).toBe('Teksten du skrev er for lang (høyst 100 tegn).');
  }, 150_000);

  it('a product opened from a child’s page comes filled for that child, not the newest set', async () => {
    const page = await phone();
    await page.goto('/');
    const login = await page.request.post('/api/webshop/login', {
      data: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.ok()).toBe(true);
    // The child whose set is not the newest: what the shop filled before, without a choice.
    const plain = await page.request.get(
      `/api/webshop/user/templates/by-product/${demoProductUuid('card-10x15')}`,
    );
    const filledFor = JSON.stringify((await plain.json()).items);
    const [name, subject] = filledFor.includes('Emma turns')
      ? (['Jonas', DEMO_SUBJECTS.jonas] as const)
      : (['Emma', DEMO_SUBJECTS.emma] as const);

    await page.goto(`/my-account/picture-sets/${subject}`);
    await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
    const filled = page.waitForResponse((r) => r.url().includes('/templates/by-product/'));
    await page.goto(`/products/cards/${demoProductUuid('card-10x15')}/${BIRTHDAY}`);
    const answer = await filled;
    expect(new URL(answer.url()).searchParams.get('subject')).toBe(subject);
    const item = ((await answer.json()).items as { template: { uuid: string } }[]).find(
      (i) => i.template.uuid === BIRTHDAY,
    );
    expect(JSON.stringify(item)).toContain(`${name} turns 8`);
    await page.getByRole('button', { name: /Add to cart/ }).waitFor();
    await snap(page, 'recheck-3-editor-filled-for-child');
  }, 150_000);
});
