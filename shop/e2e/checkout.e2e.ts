// The cart and checkout journeys, as a parent on a phone clicks them: invoice with a voucher and
// postage, store pickup paid by card on the payment page, and a declined card.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_VOUCHERS } from '../server/demo/checkout';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { journeyBrowser, snap } from './browser';
import {
  addCard,
  becomeNewParent,
  declineUpsells,
  failureReport,
  fillCard,
  goToCheckout,
  newPhonePage,
  pressCheckout,
} from './journey-steps';

const browser = journeyBrowser();
const watch = failureReport('checkout');

/** A phone with a parent of its own (Emma's code, registered now), so no journey shares a cart. */
async function newParent(name: string): Promise<Page> {
  const page = await newPhonePage(browser(), 15_000);
  watch(page);
  await becomeNewParent(page, DEMO_CODES.emma, name);
  return page;
}

/** Contact (and, for postage, recipient) name; the e-mail comes from the account. */
async function fillContact(page: Page, name: string): Promise<void> {
  const names = page.getByLabel('Full name');
  await names.first().waitFor();
  for (const field of await names.all()) await field.fill(name);
  expect(await page.getByLabel('E-mail').inputValue()).toContain('@example.test');
}

/** The note under a field (its aria-describedby): the message a parent reads there. */
async function note(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  return id ? ((await page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
}

/** Continues the payment step with '123' in `field`: the server's refusal shows on that field. */
async function refusedAtContinue(
  page: Page,
  field: ReturnType<Page['getByLabel']>,
  message: string,
): Promise<void> {
  await field.fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(await note(page, field)).toBe(message);
}

/** Accepts the terms and returns the amount on 'Buy now NOK …'. */
async function acceptTerms(
  page: Page,
): Promise<{ buy: ReturnType<Page['getByRole']>; total: string }> {
  const buy = page.getByRole('button', { name: /^Buy now/ });
  await buy.waitFor();
  await page.getByLabel('I accept the').check();
  const label = (await buy.textContent()) ?? '';
  const total = label
    .replace(/^Buy now\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  expect(total).toMatch(/NOK|kr/);
  return { buy, total };
}

/** From a filled cart to the confirm step: express store pickup, contact, paid by card. */
async function toCardStepWithStorePickup(page: Page, name: string): Promise<void> {
  await page.goto('/shopping-cart');
  await page.getByText('Winter greetings').first().waitFor();
  await goToCheckout(page);
  await page.getByLabel('Pick up in store').check();
  await page.getByRole('radio', { name: /^Express.*Next day/ }).check();
  await fillContact(page, name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The receipt: heading, the 8-character reference, and its total. */
async function readReceipt(page: Page): Promise<{ reference: string; total: string }> {
  await page.waitForURL('**/shopping-cart/checkout/payment/receipt/**');
  await page.getByRole('heading', { name: 'Thank you for the order!' }).waitFor();
  const referenceText = page.getByText(/^Order reference: /);
  await referenceText.waitFor();
  const reference = ((await referenceText.textContent()) ?? '').replace('Order reference: ', '');
  expect(reference).toMatch(/^[0-9a-f]{8}$/);
  const total = page.locator('dl div').filter({ has: page.locator('dt', { hasText: /^Total$/ }) });
  const amount = (await total.locator('dd').textContent()) ?? '';
  return { reference, total: amount.replace(/\s+/g, ' ').trim() };
}

/** After a paid order: no badge on the cart icon, and /shopping-cart sends the parent on. */
async function expectEmptyCart(page: Page): Promise<void> {
  await page.getByTestId('cart-count').waitFor({ state: 'detached' });
  await page.goto('/shopping-cart');
  await page.waitForURL('**/products/packages');
}

/** One of Emma's portraits as a digital file in the cart, as the digital portraits page adds it. */
async function addDigitalPortrait(page: Page): Promise<void> {
  const answer = await page.request.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.emma}`);
  const portraits = (await answer.json()) as {
    sections: { pictureType: string; pictures: { uuid: string }[] }[];
  };
  const picture = portraits.sections.find((s) => s.pictureType === 'IP')?.pictures[0];
  expect(picture).toBeDefined();
  const toggled = await page.request.post('/ajax/cart/toggle_digital_file_in_cart.php', {
    data: { file: picture?.uuid },
  });
  expect(await toggled.json()).toEqual({ inCart: true });
}

describe('cart and checkout', () => {
  it('the cart previews a digital portrait and offers the catalogue, which lands in the cart', async () => {
    const page = await newParent('offer');
    await addCard(page);
    await addDigitalPortrait(page);
    await page.goto('/shopping-cart');
    const preview = page.getByRole('img', { name: /^Picture 1 of Digital portrait/ });
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Order the catalogue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do you want to order the catalogue?' });
    await dialog.waitFor();
    // A single catalogue starts at 1 (docs/rules/purchase.md §5).
    expect(await dialog.getByLabel('Quantity').inputValue()).toBe('1');
    await snap(page, 'checkout-0a-cart-catalogue-offer');
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const main = page.locator('main');
    await main.getByText('School catalogue 2026, Emma Nordmann').first().waitFor();
    // Once a catalogue is in the cart the offer steps aside.
    await page.getByRole('button', { name: 'Order the catalogue' }).waitFor({ state: 'detached' });
    await snap(page, 'checkout-0b-cart-digital-and-catalogue');
  });

  it('the offers of a checkout come once: back from the cart, checkout opens without them', async () => {
    const page = await newParent('upsell-once');
    await addCard(page);
    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();
    await pressCheckout(page);
    const noThanks = page.getByRole('button', { name: 'No thanks' });
    await noThanks.first().waitFor();
    await snap(page, 'checkout-0c-offer-first-visit');
    await declineUpsells(page);

    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();
    await goToCheckout(page);
    // The checkout's steps are drawn (Continue), and no offer opened with them.
    await page.getByRole('button', { name: 'Continue' }).first().waitFor();
    expect(await noThanks.count()).toBe(0);
    await snap(page, 'checkout-0d-second-visit-no-offers');
  });

  it('over the free-delivery threshold every delivery price reads Free; continuing the payment step checks the id number and mobile', async () => {
    const page = await newParent('free-delivery');
    // 100 cards: well over the shop's NOK 1,000 for free delivery, whatever the quantity tiers.
    await addCard(page, 100);
    await page.goto('/shopping-cart');
    await page.getByText('Free delivery!', { exact: true }).waitFor();
    await goToCheckout(page);

    // The option list: the price that will be charged, not the option's NOK 49.
    const letter = page.getByRole('radio', { name: /^Letter by post/ });
    const letterText = async () =>
      ((await letter.locator('xpath=ancestor::label[1]').innerText()) ?? '').replace(/\s+/g, ' ');
    expect(await letterText()).toMatch(/Free/);
    expect(await letterText()).not.toMatch(/NOK/);
    await letter.check();
    await fillContact(page, 'Kari Nordmann');
    await page.getByLabel('Address', { exact: true }).fill('Munkegata 1');
    await page.getByLabel('Postal code', { exact: true }).fill('7011');
    await page.getByLabel('City').fill('Trondheim');
    await snap(page, 'checkout-5a-free-delivery-options');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The collapsed step says the same.
    await page.getByText('Letter by post · Free').waitFor();

    // Continuing the payment step checks the mobile number, the server's message on the field.
    await page.getByRole('radio', { name: /^Mobile/ }).check();
    await refusedAtContinue(page, page.getByLabel('Mobile phone'), 'Invalid mobile phone number');

    // And the personal id number: '123' does not pass step 2.
    await page.getByRole('radio', { name: /^Invoice/ }).check();
    const pid = page.getByLabel('Personal id number (11 digits)');
    await refusedAtContinue(page, pid, 'Invalid personal id number');
    expect(await page.getByRole('button', { name: /^Buy now/ }).count()).toBe(0);
    await snap(page, 'checkout-5b-pid-refused');
    await pid.fill('01019000083');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The summary: delivery Free.
    await acceptTerms(page);
    const summary = page.getByRole('region', { name: 'Summary' });
    const deliveryLine = summary.locator('dl div').filter({ hasText: /Letter by post|Delivery/ });
    expect((await deliveryLine.first().innerText()).replace(/\s+/g, ' ')).toMatch(/Free$/);
    await snap(page, 'checkout-5c-free-delivery-summary');
  });

  it('a parent uses a voucher, has the cards posted to an address found by search and pays by invoice', async () => {
    const page = await newParent('invoice');
    await addCard(page);
    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();

    await page.getByRole('button', { name: 'Use voucher code' }).click();
    await page.getByRole('textbox', { name: 'Voucher code' }).fill(DEMO_VOUCHERS.percent);
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    await page.getByRole('textbox', { name: 'Voucher code' }).waitFor({ state: 'hidden' });
    await page.getByText(DEMO_VOUCHERS.percent, { exact: false }).first().waitFor();
    await snap(page, 'checkout-1a-cart-with-voucher');

    await goToCheckout(page);
    await page.getByLabel('Letter by post').check();
    await fillContact(page, 'Kari Nordmann');
    await page.getByLabel('Find your postal code or town').fill('trondheim');
    const suggestions = page.getByRole('list', { name: 'Address suggestions' });
    await suggestions.getByRole('button').first().click();
    await expect.poll(() => page.getByLabel('City').inputValue()).not.toBe('');
    expect(await page.getByLabel('Postal code', { exact: true }).inputValue()).toMatch(/^\d{4}$/);
    if ((await page.getByLabel('Address', { exact: true }).inputValue()) === '') {
      await page.getByLabel('Address', { exact: true }).fill('Munkegata 1');
    }
    await snap(page, 'checkout-1b-postage-address');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('radio', { name: /^Invoice/ }).check();
    await page.getByLabel('Personal id number (11 digits)').fill('01019000083');
    await page.getByRole('button', { name: 'Continue' }).click();
    const { buy, total } = await acceptTerms(page);
    await snap(page, 'checkout-1c-confirm');
    await buy.click();

    const receipt = await readReceipt(page);
    expect(receipt.total).toBe(total);
    await page.getByText(`Voucher code: ${DEMO_VOUCHERS.percent}`).waitFor();
    await page.getByText(`You will receive an invoice of ${total}.`).waitFor();
    await snap(page, 'checkout-1d-receipt');
    await expectEmptyCart(page);

    await page.goto('/my-account/orders');
    const order = page.getByRole('link', {
      name: new RegExp(`^Order ${receipt.reference} Ordered`),
    });
    await order.click();
    // The order opens in place, with the same lines, voucher and total as the receipt.
    await page.getByText(`Voucher code: ${DEMO_VOUCHERS.percent}`).waitFor();
    await page.getByText('2 × Winter greetings').waitFor();
    const details = (await page.locator('main').textContent()) ?? '';
    expect(details.replace(/\s+/g, ' ')).toContain(`Total${receipt.total}`);
    await snap(page, 'checkout-1e-my-order');
  });

  it('a parent picks the cards up at the express store and pays by card on the payment page', async () => {
    const page = await newParent('pickup');
    await addCard(page);
    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();
    await goToCheckout(page);

    await page.getByLabel('Pick up in store').check();
    await page.getByRole('radio', { name: /^Express.*Next day/ }).check();
    await fillContact(page, 'Ola Nordmann');
    expect(await page.getByRole('radio', { name: /^Express.*Next day/ }).isChecked()).toBe(true);
    // One store under a 'Pickup location' heading, its standard and express variants priced once.
    await page.getByRole('heading', { name: 'Pickup location' }).waitFor();
    await snap(page, 'checkout-2-pickup-location');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The built-in gateways move no money: the payment step (beside the option) and the payment
    // page say so.
    const testMode = page.getByTestId('test-mode-card');
    await testMode.waitFor();
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const { buy, total: shown } = await acceptTerms(page);
    await snap(page, 'checkout-2a-confirm');
    await buy.click();

    await page.getByLabel('Card number').waitFor();
    expect(await testMode.innerText()).toContain('no money is charged');
    await fillCard(page, '4242 4242 4242 4242');
    await snap(page, 'checkout-2b-payment-page');
    await page.getByRole('button', { name: 'Pay' }).click();

    const receipt = await readReceipt(page);
    // The order charges the express location's price: 2 cards (NOK 78) + NOK 79.
    await page.getByText('Pick up in store, Lysglimt Foto, Storgata (express)').waitFor();
    expect(receipt.total).toBe('NOK 157');
    // What 'Buy now' promised is what was charged: the location's price, not the option's.
    expect(shown).toBe(receipt.total);
    await snap(page, 'checkout-2c-receipt');
    await expectEmptyCart(page);
  });

  it('a cart changed in another tab before Buy now shows the new total, then pays that', async () => {
    const page = await newParent('changed');
    await addCard(page);
    await toCardStepWithStorePickup(page, 'Kari Nordmann');
    const { buy, total: shown } = await acceptTerms(page);
    expect(shown).toBe('NOK 157');
    // Another tab of the same parent adds two more cards (NOK 78).
    await addCard(page);
    await buy.click();

    const changed = page.getByText(/^Your cart changed in the meantime\./);
    await changed.waitFor();
    expect(((await changed.textContent()) ?? '').replace(/\s+/g, ' ')).toContain(
      'The total is now NOK 235',
    );
    await expect
      .poll(async () => ((await buy.textContent()) ?? '').replace(/\s+/g, ' ').trim())
      .toBe('Buy now NOK 235');
    await snap(page, 'checkout-4a-total-changed');
    expect(page.url()).toMatch(/\/shopping-cart\/checkout$/);
    await buy.click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();
    expect((await readReceipt(page)).total).toBe('NOK 235');
  });

  it('a cart changed in another tab after Buy now: the card is not charged, the way back is shown', async () => {
    const page = await newParent('changed-after');
    await addCard(page);
    await toCardStepWithStorePickup(page, 'Kari Nordmann');
    const { buy } = await acceptTerms(page);
    await buy.click();
    await page.getByLabel('Card number').waitFor();
    // Another tab of the same parent adds two more cards while this one is on the card page.
    await addCard(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page
      .getByText(
        'The payment was not completed: Your cart has changed since you pressed Buy now; nothing was charged.',
        { exact: false },
      )
      .waitFor();
    await snap(page, 'checkout-3c-cart-changed');
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.waitForURL(/\/shopping-cart\/checkout/);
    // Both tabs' cards are still in the cart: nothing was bought.
    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('2');
  });

  it('a declined card says why and leaves the cart as it was', async () => {
    const page = await newParent('declined');
    await addCard(page);
    await toCardStepWithStorePickup(page, 'Per Nordmann');
    const { buy } = await acceptTerms(page);
    await buy.click();

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('The payment was not completed: The card was declined.').waitFor();
    await snap(page, 'checkout-3a-declined');

    await page.goto('/shopping-cart');
    await page.getByText('Winter greetings').first().waitFor();
    expect(page.url()).toMatch(/\/shopping-cart$/);
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    // The same two cards at the same price: nothing was taken from the cart.
    expect(await page.getByLabel(/^Quantity of /).inputValue()).toBe('2');
    const cart = async () =>
      ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    await expect.poll(cart).toContain('TotalNOK 78');
    await snap(page, 'checkout-3b-cart-intact');
  });
});
