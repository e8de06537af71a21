// The payment providers' own pages, as a parent on a phone goes through them: a shop of its own
// configured with Stripe and Vipps MobilePay, both answered by the local stand-in (tests only).
// Card: Stripe's hosted Checkout page, paid or declined and left; mobile: Vipps MobilePay's
// landing page and the app's answer, approved, rejected or left to expire. And the shop without
// keys: its test mobile gateway sends the parent to a test phone page, like a provider does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import {
  standInProviderEnv,
  startPaymentStandIn,
  type StandIn,
} from '../server/test/payment-stand-in';
import { freePort, ShopProcess } from '../server/test/shop-process';
import { en } from '../web/i18n/locales/en';
import { nb } from '../web/i18n/locales/nb';
import { baseUrl, journeyBrowser, phoneContext, snap } from './browser';
import { addCard, becomeNewParent, buyNow } from './journey-steps';

const browser = journeyBrowser();
let standIn: StandIn;
let shop: ShopProcess;
let dataDir = '';

beforeAll(async () => {
  standIn = await startPaymentStandIn();
  dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-e2e-providers-'));
  const port = await freePort();
  shop = new ShopProcess(dataDir, port, {
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...standInProviderEnv(standIn.url),
    },
  });
  await shop.start(170_000);
  // Payments made on the stand-in's pages reach this shop's webhooks, as the providers' do.
  standIn.webhooksTo(shop.url);
});
afterAll(async () => {
  await shop?.stop();
  await standIn?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let current: Page | undefined;
/** Page errors and failed calls of the current journey, printed when it fails. */
let problems: string[] = [];
afterEach(async (context) => {
  if (current && context.task.result?.state === 'fail') {
    await snap(current, `providers-failed-${context.task.name.slice(0, 40)}`).catch(
      () => undefined,
    );
    console.log(problems.join('\n'));
    console.log(shop.log(3000));
  }
  await current?.context().close();
  current = undefined;
  problems = [];
});

/** 'Winter greetings', a template of the 15x15 card (fixtures/), filled for Emma. */

/**
 * A phone of a new parent (Emma's code) with two cards in the cart, on this file's shop with
 * the providers, or on `shopUrl` (the journeys' shop, with the built-in test gateways).
 */
async function parentWithCards(name: string, locale = 'en-GB', shopUrl = shop.url): Promise<Page> {
  const context = await phoneContext(browser(), { locale, baseURL: shopUrl });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  current = page;
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await becomeNewParent(page, DEMO_CODES.emma, name);
  await addCard(page);
  return page;
}

/** The first amount in a text in minor units: 'Buy now NOK 157.00', 'Kjøp nå 157 kr' are 15700. */
function minorUnits(text: string): number {
  const found = /(\d+)(?:[.,](\d{2}))?/.exec(text.replace(/\s/g, ''));
  expect(found, text).not.toBeNull();
  return Number(found?.[1]) * 100 + Number(found?.[2] ?? 0);
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The cart after a payment that did not go through: the same two cards, nothing bought. */
async function expectCartIntact(page: Page): Promise<void> {
  await page.goto('/shopping-cart');
  await page
    .getByText(/^(Winter greetings|Vinterhilsen)$/)
    .first()
    .waitFor();
  expect(await page.getByTestId('cart-count').textContent()).toBe('1');
  expect(await page.getByLabel(/^(Quantity of|Antall av) /).inputValue()).toBe('2');
}

/** The payment step's test-mode marks, by the option they stand beside. */
async function testMarks(page: Page): Promise<string[]> {
  await page.getByRole('radio', { name: /^Card/ }).waitFor();
  const marks = await page.locator('[data-testid^="test-mode-"]').all();
  return Promise.all(marks.map(async (m) => (await m.getAttribute('data-testid')) ?? ''));
}

describe('card through Stripe', () => {
  it('the parent pays on Stripe’s Checkout page and comes back to the receipt', async () => {
    const page = await parentWithCards('stripe-paid');
    const total = await buyNow(page, en, /^Card/, async () => {
      // Card and mobile go to real providers here: only the invoice is marked as test mode.
      expect(await testMarks(page)).toEqual(['test-mode-invoice']);
      await snap(page, 'providers-0-payment-step-with-providers');
    });

    // Stripe's page, not the shop's card form: its own address, its test-mode mark, our total.
    await page.waitForURL(`${standIn.url}/c/pay/**`);
    await page.getByText('Test mode', { exact: true }).waitFor();
    const pay = page.getByRole('button', { name: /^Pay NOK / });
    expect(minorUnits(plain(await pay.textContent()))).toBe(minorUnits(total));
    expect(await page.getByLabel(en.payment.expiryMonth).count()).toBe(0);
    await snap(page, 'providers-1a-stripe-checkout');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await pay.tap();

    await page.waitForURL(`${shop.url}/shopping-cart/checkout/payment/receipt/**`);
    await page.getByRole('heading', { name: 'Thank you for the order!' }).waitFor();
    await page.getByText(/^Order reference: [0-9a-f]{8}$/).waitFor();
    // The card went through Stripe: one session, paid, its total the order's.
    const [session] = [...standIn.stripe.sessions.values()].filter((s) => s.status === 'complete');
    expect(session?.payment_status).toBe('paid');
    await snap(page, 'providers-1b-stripe-receipt');
    await page.getByTestId('cart-count').waitFor({ state: 'detached' });
  });

  it('a declined card stays on Stripe’s page; going back leaves the cart as it was', async () => {
    const page = await parentWithCards('stripe-declined');
    await buyNow(page, en, /^Card/);
    await page.waitForURL(`${standIn.url}/c/pay/**`);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay NOK / }).tap();
    await page.getByRole('alert').filter({ hasText: 'Your card has been declined.' }).waitFor();
    await snap(page, 'providers-2a-stripe-declined');

    // Back to the shop: the payment is called off there and at Stripe, and said so.
    await page.getByRole('link', { name: '← Back to Keepsake' }).tap();
    await page.waitForURL(`${shop.url}/m/shopping-cart/checkout/payment/**`);
    await page
      .getByText(
        en.payment.declined.replace(
          '{{reason}}',
          'You cancelled the payment, so nothing was charged.',
        ),
      )
      .waitFor();
    await snap(page, 'providers-2b-stripe-cancelled');
    const session = [...standIn.stripe.sessions.values()].at(-1);
    expect(session?.status).toBe('expired');
    await page.getByRole('link', { name: en.payment.backToCheckout }).tap();
    await page.waitForURL('**/shopping-cart/checkout');
    await expectCartIntact(page);
  });
});

describe('mobile through Vipps MobilePay', () => {
  /** Mobile, the phone number given, Buy now: to Vipps MobilePay's landing page. */
  async function toLanding(page: Page): Promise<string> {
    const total = await buyNow(page, nb, /^Mobil/, async () => {
      await page.getByLabel(nb.checkout.mobilePhone).fill('912 34 569');
    });
    await page.waitForURL(`${standIn.url}/landing/**`);
    await page.getByText('Test mode', { exact: true }).waitFor();
    // The landing page knows the number the parent gave the shop.
    expect(await page.getByLabel('Phone number').inputValue()).toBe('91234569');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByRole('status').filter({ hasText: '+4791234569' }).waitFor();
    return total;
  }

  /** The parent's `answer` in the app; one that pays nothing sends them back to the shop. */
  async function answerInApp(page: Page, answer: 'Reject' | 'Let it expire'): Promise<void> {
    await page
      .getByRole('region', { name: 'The app (test)' })
      .getByRole('button', { name: answer })
      .tap();
    await page.waitForURL(`${shop.url}/m/shopping-cart/checkout/payment/**`);
  }

  it('a Norwegian parent approves in the app and is back at the receipt', async () => {
    const page = await parentWithCards('vipps-ok', 'nb-NO');
    const total = await toLanding(page);
    const app = page.getByRole('region', { name: 'The app (test)' });
    expect(minorUnits(plain(await app.textContent()))).toBe(minorUnits(total));
    await snap(page, 'providers-3a-vipps-app');
    await app.getByRole('button', { name: 'Approve' }).tap();

    await page.waitForURL(`${shop.url}/shopping-cart/checkout/payment/receipt/**`);
    await page.getByRole('heading', { name: 'Takk for bestillingen!' }).waitFor();
    await snap(page, 'providers-3b-vipps-receipt');
    // Reserved, then captured once the order was confirmed.
    const payment = [...standIn.vipps.payments.values()].at(-1);
    expect(payment?.state).toBe('AUTHORIZED');
    expect(payment?.captured).toBe(payment?.amount.value);
  });

  it('a payment rejected in the app is said in Norwegian and the cart is kept', async () => {
    const page = await parentWithCards('vipps-rejected', 'nb-NO');
    await toLanding(page);
    await answerInApp(page, 'Reject');
    await page
      .getByText(
        nb.payment.declined.replace('{{reason}}', 'Betalingen ble avbrutt i Vipps MobilePay.'),
      )
      .waitFor();
    await snap(page, 'providers-4a-vipps-rejected-nb');
    await expectCartIntact(page);
  });

  it('a payment left to expire in the app is said in Norwegian', async () => {
    const page = await parentWithCards('vipps-expired', 'nb-NO');
    await toLanding(page);
    await answerInApp(page, 'Let it expire');
    await page.getByText(nb.payment.expired).waitFor();
    await snap(page, 'providers-4b-vipps-expired-nb');
    await expectCartIntact(page);
  });
});

describe('the shop without keys: the built-in test gateways', () => {
  it('mobile sends the parent to the test phone page, not buttons in the payment step', async () => {
    const page = await parentWithCards('test-phone', 'en-GB', baseUrl());
    await buyNow(page, en, /^Mobile/, async () => {
      // Every option is a test gateway here, and each says so beside it.
      expect(await testMarks(page)).toEqual([
        'test-mode-invoice',
        'test-mode-mobile',
        'test-mode-card',
      ]);
      const mobile = page.getByRole('radio', { name: /^Mobile/ });
      expect(plain(await page.getByTestId('test-mode-mobile').textContent())).toBe(
        `${en.payment.testModeTitle} ${en.payment.testMode}`,
      );
      expect(await mobile.isChecked()).toBe(true);
      await page.getByLabel(en.checkout.mobilePhone).fill('912 34 569');
      await snap(page, 'providers-5a-test-gateways-step');
    });

    await page.waitForURL('**/test-payments/phone/**');
    await page
      .getByRole('note')
      .filter({ hasText: 'Test mode: this page stands in for your phone. No money is charged.' })
      .waitFor();
    await page.getByText(/^Keepsake asks you to approve a payment of NOK\s157\.$/).waitFor();
    await snap(page, 'providers-5b-test-phone');
    await page.getByRole('button', { name: 'Approve' }).tap();

    await page.waitForURL('**/shopping-cart/checkout/payment/receipt/**');
    await page.getByRole('heading', { name: 'Thank you for the order!' }).waitFor();
    await snap(page, 'providers-5c-test-phone-receipt');
  });
});
