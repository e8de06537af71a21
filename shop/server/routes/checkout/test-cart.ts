import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { carts, orderLines, users } from '../../db/schema';
import { DEMO_EXPRESS_PICKUP } from '../../demo/checkout';
import { DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { hashPassword } from '../../lib/crypto';
import type { CheckoutContext } from '../../services/checkout/pricing';
import { parseCurrency } from '../../services/pricing/money';
import { currentShop } from '../../services/content/shop';
import { withShownTotal } from '../../test/buy-now';
import type { Browser } from '../../test/client';
import { signedInAs } from '../../test/sign-in';

/** A valid Norwegian personal id number of an adult (born 1990). */
export const ADULT_PID = '01019000083';

/** Signs in a fresh registered user with an empty cart. */
export async function newCustomer(app: FastifyInstance, email: string): Promise<Browser> {
  const uuid = crypto.randomUUID();
  await app.db.insert(users).values({
    uuid,
    email,
    name: 'Ola Testesen',
    passwordHash: await hashPassword('secret-pass'),
  });
  return signedInAs(app, { email, password: 'secret-pass' });
}

/** Signs in the demo parent. */
export const signInParent = (app: FastifyInstance): Promise<Browser> => signedInAs(app, DEMO_USER);

/** Puts a print line (199 kr each) into the user's cart, as the products issue would. */
export async function addPrintLine(
  app: FastifyInstance,
  email: string,
  quantity = 1,
  unit = 19900,
): Promise<string> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  await app.db
    .insert(carts)
    .values({ uuid: crypto.randomUUID(), userUuid: user.uuid, currency: 'NOK' })
    .onConflictDoNothing();
  const [cart] = await app.db.select().from(carts).where(eq(carts.userUuid, user.uuid));
  if (!cart) throw new Error('no cart');
  const uuid = crypto.randomUUID();
  await app.db.insert(orderLines).values({
    uuid,
    cartUuid: cart.uuid,
    type: 0,
    productUuid: 'print-13x18',
    productName: 'Print 13x18',
    productType: 0,
    quantity,
    description: 'Print 13x18',
    linePrice: unit * quantity,
    actualLinePrice: unit * quantity,
    data: { kind: 'template', templateData: { year: 2027, userResources: [] } },
  });
  return uuid;
}

export const postage = {
  deliveryAddress: {
    name: 'Ola Testesen',
    address: 'Storgata 1',
    address2: '',
    postalCode: '0155',
    city: 'Oslo',
    state: '',
  },
  contactInfo: { name: 'Ola Testesen', emailAddress: 'ola@keepsake.test' },
};

/** A test card number the built-in card gateway approves, with an expiry and CVC that pass. */
export const TEST_CARD = {
  number: '4242424242424242',
  expiryMonth: 12,
  expiryYear: 2040,
  cvc: '123',
};

/** The checkout context a route would build for this user (English), for calling services. */
export async function customerContext(
  app: FastifyInstance,
  email: string,
): Promise<CheckoutContext> {
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const shop = await currentShop(app.db);
  return {
    db: app.db,
    userUuid: user?.uuid ?? '',
    shop,
    lang: 'en',
    currency: parseCurrency(shop.currency),
    now: new Date(),
  };
}

/**
 * Opens the checkout of the cart (unless given one already open) and builds the Buy now body a
 * parent sends for an invoice to an adult, sent by post, with the total the checkout shows.
 */
export async function invoiceByPost(b: Browser, open?: string) {
  const checkoutUuid =
    open ??
    ((await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string }).checkoutUuid;
  const body = await withShownTotal(b, checkoutUuid, {
    deliveryOptionUuid: demoUuid('delivery-option:postage'),
    paymentOptionUuid: demoUuid('payment:invoice'),
    deliveryOptionData: postage,
    paymentOptionData: { pid: ADULT_PID },
    client: 'mobile',
  });
  const url = `/api/webshop/checkout/${checkoutUuid}/transaction`;
  return { checkoutUuid, url, body };
}

/** Presses Buy now for the cart with an invoice by post; the answer as the browser sees it. */
export async function buyByInvoice(b: Browser) {
  const { url, body } = await invoiceByPost(b);
  return b.post(url, body);
}

/** Pays a card transaction with the card the built-in gateway approves. */
export function payByTestCard(b: Browser, transactionUuid: string) {
  return b.post(`/api/webshop/payment/${transactionUuid}/card`, TEST_CARD);
}

/**
 * The signed-in customer `email` puts one print in the cart and presses Buy now for pickup at the
 * express store with the given payment option (by card unless told), the receipt going to
 * `contactEmail`: the Buy now answer (transaction and order), the URL and the body sent.
 */
export async function buyPrintForPickup(
  app: FastifyInstance,
  b: Browser,
  email: string,
  {
    paymentOptionUuid = demoUuid('payment:card'),
    paymentOptionData = {},
    contactEmail = email,
  }: { paymentOptionUuid?: string; paymentOptionData?: object; contactEmail?: string } = {},
) {
  await addPrintLine(app, email);
  const checkout = (await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string };
  const url = `/api/webshop/checkout/${checkout.checkoutUuid}/transaction`;
  const payload = await withShownTotal(b, checkout.checkoutUuid, {
    deliveryOptionUuid: demoUuid('delivery-option:store'),
    paymentOptionUuid,
    deliveryOptionData: {
      deliveryAddress: null,
      contactInfo: { ...postage.contactInfo, emailAddress: contactEmail },
      pickupLocationUuid: DEMO_EXPRESS_PICKUP,
    },
    paymentOptionData,
    client: 'mobile',
  });
  const res = await b.post(url, payload);
  expect(res.statusCode).toBe(200);
  const { transaction, order } = res.json() as {
    transaction: { uuid: string };
    order: { uuid: string };
  };
  return { url, payload, transaction, order };
}

/**
 * A new customer with one print in the cart presses Buy now for pickup at the express store,
 * with the given payment option: the Buy now answer (transaction and order) beside the customer's
 * browser, the URL and the body sent.
 */
export async function buyPrintAtStore(
  app: FastifyInstance,
  email: string,
  paymentOptionUuid: string,
  paymentOptionData: object = {},
) {
  const b = await newCustomer(app, email);
  const bought = await buyPrintForPickup(app, b, email, {
    paymentOptionUuid,
    paymentOptionData,
    contactEmail: postage.contactInfo.emailAddress,
  });
  return { b, ...bought };
}
