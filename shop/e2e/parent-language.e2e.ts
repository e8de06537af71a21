// A Norwegian and a Swedish phone: the shop opens in the phone's language on the first visit,
// and what the server says (a refused code, the cart's summary lines) comes in that language too.
// A parent who switches language reads the server's refusals, names, dates and prices in it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CODES, demoUuid } from '../server/demo/demo-accounts';
import { desktopContext, journeyBrowser, phoneContext, snap, uniqueEmail } from './browser';
import { addCard, becomeNewParent, cardsInNewCart } from './journey-steps';

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

      await cardsInNewCart(page, `lang-${lang}`);
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

/** The words the journey looks for once the parent has switched to that language. */
const switched = {
  nb: {
    notValid: 'Koden er ikke gyldig',
    addSubmit: 'Legg til bildesett',
    catalogue: 'Skolekatalog 2026, Emma Nordmann',
    confirmed: 'Bestilt',
    // Norwegian kroner are plain "kr" after the amount for a Norwegian.
    kroner: /\d kr\b/,
  },
  sv: {
    notValid: 'Koden är inte giltig',
    addSubmit: 'Lägg till bildset',
    catalogue: 'Skolkatalog 2026, Emma Nordmann',
    confirmed: 'Beställd',
    // A Swede reads Norwegian kroner by their code, never Intl's "Nkr".
    kroner: /\d NOK\b/,
  },
} as const;

/** Text with every run of white space (Intl's narrow and no-break spaces too) as one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** An order by invoice, sent by post, of two cards and Emma's school catalogue (the API way). */
async function orderByInvoice(page: Page): Promise<string> {
  await addCard(page);
  const listed = await page.request.get('/ajax/user/get_catalogues.php');
  const { catalogues } = (await listed.json()) as { catalogues: { uuid: string }[] };
  const added = await page.request.post('/api/webshop/cart/catalogues', {
    data: { catalogues: [{ uuid: catalogues[0]?.uuid, quantity: 1 }] },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const opened = await page.request.post('/api/webshop/checkout');
  const { checkoutUuid } = (await opened.json()) as { checkoutUuid: string };
  const delivery = demoUuid('delivery-option:postage');
  const payment = demoUuid('payment:invoice');
  const priced = await page.request.get(
    `/api/webshop/checkout/${checkoutUuid}/delivery-options/${delivery}/payment-options/${payment}`,
  );
  const { cart } = (await priced.json()) as {
    cart: { summary: { totalPrice: { amount: number } } };
  };
  const bought = await page.request.post(`/api/webshop/checkout/${checkoutUuid}/transaction`, {
    data: {
      deliveryOptionUuid: delivery,
      paymentOptionUuid: payment,
      deliveryOptionData: {
        deliveryAddress: {
          name: 'Kari Nordmann',
          address: 'Storgata 1',
          address2: '',
          postalCode: '0155',
          city: 'Oslo',
          state: '',
        },
        contactInfo: { name: 'Kari Nordmann', emailAddress: uniqueEmail('lang-order') },
      },
      paymentOptionData: { pid: '01019000083' },
      client: 'mobile',
      total: cart.summary.totalPrice.amount,
    },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  return ((await bought.json()) as { order: { uuid: string } }).order.uuid;
}

/** Picks the language in the menu: the drawer on a phone, the sidebar on a wide screen. */
async function chooseLanguage(page: Page, lang: 'nb' | 'sv'): Promise<void> {
  const menu = page.getByRole('button', { name: /^(Menu|Meny)$/ });
  const picker = page.getByLabel(/^(Language|Språk)$/).first();
  // The page's header (phone) or sidebar (wide screen) is drawn before either is used.
  await menu.or(picker).filter({ visible: true }).first().waitFor();
  if (await menu.isVisible()) await menu.click();
  await picker.selectOption(lang);
  await page.waitForFunction((want) => document.documentElement.lang === want, lang);
  const close = page.getByRole('button', { name: /^(Close menu|Lukk menyen|Stäng menyn)$/ });
  if (await close.isVisible()) await close.click();
}

describe('a parent switches language', () => {
  for (const [device, open] of [
    ['phone', (b: Parameters<typeof phoneContext>[0]) => phoneContext(b)],
    ['desktop', (b: Parameters<typeof desktopContext>[0]) => desktopContext(b)],
  ] as const) {
    it(`on a ${device}: refusals, names, dates and prices in Norsk, then Svenska`, async () => {
      const context: BrowserContext = await open(browser());
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      await becomeNewParent(page, DEMO_CODES.emma, `switch-${device}`);
      const orderUuid = await orderByInvoice(page);
      await page.goto('/my-account/add-picture-set');

      for (const lang of ['nb', 'sv'] as const) {
        const said = switched[lang];
        await chooseLanguage(page, lang);

        // A refusal the server writes: an unknown code.
        await page.goto('/my-account/add-picture-set');
        await page.getByLabel(words[lang].codeLabel).fill('ZZZZ-ZZZZ-ZZZZ');
        await page.getByRole('button', { name: said.addSubmit }).click();
        await page.getByRole('alert').filter({ hasText: said.notValid }).waitFor();
        await snap(page, `lang-${device}-${lang}-refusal`);

        // The order: the catalogue's name, the day it was ordered in words, the prices.
        await page.goto(`/my-account/orders/${orderUuid}`);
        await page.getByText(said.catalogue).first().waitFor();
        const today = new Intl.DateTimeFormat(lang === 'nb' ? 'nb-NO' : 'sv-SE', {
          dateStyle: 'long',
        }).format(new Date());
        await page.getByText(`${said.confirmed} ${today}`).first().waitFor();
        const text = plain(await page.locator('body').innerText());
        expect(text).toMatch(said.kroner);
        expect(text).not.toContain('Nkr');
        expect(text).not.toMatch(/School catalogue|Ordered|Subtotal|Invoice/);
        await snap(page, `lang-${device}-${lang}-order`);
      }
      await context.close();
    });
  }
});
