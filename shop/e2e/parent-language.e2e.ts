// A Norwegian and a Swedish phone: the shop opens in the phone's language on the first visit,
// and what the server says (a refused code, the cart's summary lines) comes in that language too.
import { describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';
import { addCard } from './journey-steps';

const browser = journeyBrowser();

const words = {
  nb: {
    heading: 'Hei! Har du fått en kode fra oss?',
    codeLabel: 'Din kode',
    submit: 'Vis bildene mine',
    notValid: 'Koden er ikke gyldig',
    subtotal: 'Delsum',
    total: 'Totalt',
  },
  sv: {
    heading: 'Hej! Har du fått en kod från oss?',
    codeLabel: 'Din kod',
    submit: 'Visa mina bilder',
    notValid: 'Koden är inte giltig',
    subtotal: 'Delsumma',
    total: 'Totalt',
  },
} as const;

describe('the parent language from the first visit', () => {
  for (const [lang, locale] of [
    ['nb', 'nb-NO'],
    ['sv', 'sv-SE'],
  ] as const) {
    it(`a phone set to ${locale} opens, refuses a code and sums the cart in its language`, async () => {
      const said = words[lang];
      const context = await phoneContext(browser(), { locale });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: said.heading }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);

      await page.getByLabel(said.codeLabel).fill('ZZZZ-ZZZZ-ZZZZ');
      await page.getByRole('button', { name: said.submit }).click();
      await page.getByRole('alert').filter({ hasText: said.notValid }).waitFor();
      await snap(page, `parent-language-${lang}-code-refused`);

      await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail(`lang-${lang}`) });
      await addCard(page);
      await page.goto('/shopping-cart');
      await page.waitForLoadState('networkidle');
      await snap(page, `parent-language-${lang}-cart`);
      await page.getByText(said.subtotal, { exact: true }).first().waitFor();
      await page.getByText(said.total, { exact: true }).first().waitFor();
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('Subtotal');
      expect(text).not.toMatch(/Nkr/);
      await snap(page, `parent-language-${lang}-cart`);
      await context.close();
    });
  }
});
