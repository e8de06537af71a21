// GET calls that change something (the legacy calls mail codes, add sets and store checkout
// choices on GET) as another website would trigger them with the parent's cookie: an image, a
// link the parent follows, a fetch. None of them may act; reading from another site still works.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/errors';
import { checkouts, outbox, users } from '../db/schema';
import { DEMO_CODES, DEMO_STAFF, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../demo/demo-accounts';
import { hashPassword } from '../lib/crypto';
import { CROSS_SITE_REFUSED } from '../plugins/cross-site';
import { addPrintLine } from '../routes/checkout/test-cart';
import { createSimulationToken, operatorSecret } from '../services/identity/operator';
import { createTestApp, TEST_DATA_DIR } from '../test/app';
import { Browser } from '../test/client';

const routes: { method: string; url: string }[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    limits: { max: 1000, windowMs: 60_000 },
    onRoute: (route) => routes.push(route),
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** What Chromium sends for each way another site can make the parent's browser call the shop. */
const fromAnotherSite = {
  image: {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'no-cors',
    'sec-fetch-dest': 'image',
    referer: 'https://evil.example/',
  },
  link: {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-user': '?1',
    accept: 'text/html,application/xhtml+xml',
    referer: 'https://evil.example/',
  },
  fetch: {
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'no-cors',
    'sec-fetch-dest': 'empty',
    origin: 'https://evil.example',
  },
  'a sibling subdomain': { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
  // A browser without Sec-Fetch-* headers: only the Referer tells where the link was.
  'an old browser’s link': { accept: 'text/html', referer: 'https://evil.example/page' },
} as const;
const ways = Object.entries(fromAnotherSite);

/** The shop's own fetch, as the web client sends it. */
const sameOrigin = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };

let customers = 0;
/** A fresh signed-in parent (own account, own address). */
async function newParent(): Promise<{ browser: Browser; email: string }> {
  customers += 1;
  const email = `csrf-${customers}-${Date.now()}@keepsake.test`;
  await app.db.insert(users).values({
    uuid: crypto.randomUUID(),
    email,
    name: 'Ola Testesen',
    passwordHash: await hashPassword('secret-pass'),
  });
  const browser = new Browser(app);
  const res = await browser.post('/api/webshop/login', { email, password: 'secret-pass' });
  expect(res.statusCode).toBe(200);
  return { browser, email };
}

const mailsTo = async (to: string) =>
  (await app.db.select().from(outbox).where(eq(outbox.to, to))).length;

const heldSets = async (b: Browser) =>
  ((await b.get('/api/webshop/user/picture-sets')).json() as { pictureSets: unknown[] }).pictureSets
    .length;

/** The refusal as the caller sees it: a page for a followed link, the call's JSON otherwise. */
function expectRefused(res: Awaited<ReturnType<Browser['get']>>, way: string) {
  expect(res.statusCode).toBe(403);
  if (way === 'link' || way === 'a sibling subdomain' || way === 'an old browser’s link') {
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(Messages.crossSiteLink);
    expect(res.body).toContain('href="/"');
  } else {
    expect(res.body).toContain(CROSS_SITE_REFUSED);
  }
}

describe('a GET that changes something, called from another site', () => {
  it.each(ways)('does not mail a child’s access code (do_tipafriend) from %s', async (way, h) => {
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const attacker = `attacker-${way.replace(/\W/g, '')}@evil.example`;
    const q = new URLSearchParams({ 'email[]': attacker, 'subjects[]': DEMO_SUBJECTS.emma });
    const res = await parent.get(`/sections/prophoto/ajax/do_tipafriend.php?${q}`, h);
    expectRefused(res, way);
    expect(await mailsTo(attacker)).toBe(0);
  });

  it.each(ways)('does not add a picture set to the account from %s', async (way, h) => {
    const { browser } = await newParent();
    const res = await browser.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.sofie}`,
      h,
    );
    expectRefused(res, way);
    expect(await heldSets(browser)).toBe(0);
  });

  it.each(ways)(
    'does not grant a set to a visitor (verify_subject_code) from %s',
    async (way, h) => {
      const visitor = new Browser(app);
      const res = await visitor.get(
        `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.noah}`,
        h,
      );
      expectRefused(res, way);
      expect(visitor.sessionToken).toBeUndefined();
    },
  );

  it.each(ways)('does not send a password reminder from %s', async (way, h) => {
    const { email } = await newParent();
    const res = await new Browser(app).get(
      `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`,
      h,
    );
    expectRefused(res, way);
    expect(await mailsTo(email)).toBe(0);
  });

  it.each(ways)('does not change the delivery or payment option from %s', async (way, h) => {
    const { browser, email } = await newParent();
    await addPrintLine(app, email);
    const checkout = (await browser.post('/api/webshop/checkout')).json().checkoutUuid as string;
    const delivery = `/api/webshop/checkout/${checkout}/delivery-options/${demoUuid('delivery-option:postage')}/payment-options`;
    const invoice = demoUuid('payment:invoice');
    expectRefused(await browser.get(delivery, h), way);
    expectRefused(await browser.get(`${delivery}/${invoice}`, h), way);
    const [row] = await app.db.select().from(checkouts).where(eq(checkouts.uuid, checkout));
    expect(row).toMatchObject({ deliveryOptionUuid: null, paymentOptionUuid: null });
  });

  it('refuses a cross-site HEAD of the same call too (Fastify answers HEAD with the GET)', async () => {
    const attacker = 'head@evil.example';
    const q = new URLSearchParams({ 'email[]': attacker, 'subjects[]': DEMO_SUBJECTS.emma });
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const res = await parent.request({
      method: 'HEAD',
      url: `/sections/prophoto/ajax/do_tipafriend.php?${q}`,
      headers: fromAnotherSite.image,
    });
    expect(res.statusCode).toBe(403);
    expect(await mailsTo(attacker)).toBe(0);
  });

  it('answers the legacy call’s own shape to a refused fetch', async () => {
    const { browser } = await newParent();
    const res = await browser.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.sofie}`,
      fromAnotherSite.fetch,
    );
    expect(res.json()).toEqual({
      error: CROSS_SITE_REFUSED,
      valid: false,
      errorMessage: CROSS_SITE_REFUSED,
    });
  });
});

describe('the same calls from the shop itself', () => {
  it('still mail, add sets and store the checkout choices', async () => {
    const { browser, email } = await newParent();
    const added = await browser.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.sofie}`,
      sameOrigin,
    );
    expect(added.json()).toMatchObject({ error: null, valid: true });
    expect(await heldSets(browser)).toBe(1);

    const friend = `friend-${Date.now()}@example.test`;
    const q = new URLSearchParams({ 'email[]': friend, 'subjects[]': DEMO_SUBJECTS.sofie });
    const shared = await browser.get(`/sections/prophoto/ajax/do_tipafriend.php?${q}`, sameOrigin);
    expect(shared.json()).toEqual({ error: null, recipients: [friend] });
    expect(await mailsTo(friend)).toBe(1);

    await addPrintLine(app, email);
    const checkout = (await browser.post('/api/webshop/checkout')).json().checkoutUuid as string;
    const postage = demoUuid('delivery-option:postage');
    const invoice = demoUuid('payment:invoice');
    const delivery = `/api/webshop/checkout/${checkout}/delivery-options/${postage}/payment-options`;
    expect((await browser.get(`${delivery}/${invoice}`, sameOrigin)).statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.uuid, checkout), eq(checkouts.paymentOptionUuid, invoice)));
    expect(row?.deliveryOptionUuid).toBe(postage);
  });

  it('still works typed into the address bar or from a bookmark (Sec-Fetch-Site: none)', async () => {
    const { browser } = await newParent();
    const res = await browser.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.sofie}`,
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    );
    expect(res.statusCode).toBe(200);
    expect(await heldSets(browser)).toBe(1);
  });
});

describe('links from mails and other sites that only read', () => {
  const link = fromAnotherSite.link;

  it('open the reset-password check, the account and the shop', async () => {
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const me = await parent.get('/api/webshop/user', link);
    expect(me.json().user.emailAddress).toBe(DEMO_USER.email);
    expect((await parent.get('/api/webshop/reset-password/nope', link)).json()).toEqual({
      valid: false,
    });
    expect((await parent.get('/api/webshop/shop', fromAnotherSite.image)).statusCode).toBe(200);
  });

  it('open the operator’s simulation link pasted into a support tool', async () => {
    const token = createSimulationToken(
      operatorSecret(TEST_DATA_DIR),
      DEMO_STAFF.email,
      DEMO_USER.email,
    );
    const staff = new Browser(app);
    const res = await staff.get(`/api/webshop/operator/simulate/${token}`, link);
    expect(res.statusCode).toBe(302);
    expect((await staff.get('/api/webshop/user')).json().user.isSimulated).toBe(true);
  });

  it('are the only GETs refused: the marked calls, and every other GET answers from elsewhere', async () => {
    const refused: string[] = [];
    const gets = routes.filter((r) => r.method === 'GET');
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'x').replace('*', 'x');
      const res = await new Browser(app).get(url, fromAnotherSite.fetch);
      if (res.statusCode === 403 && res.body.includes(CROSS_SITE_REFUSED)) refused.push(route.url);
    }
    expect(refused.sort()).toEqual(
      [
        '/ajax/prophoto/add_picture_set_by_code.php',
        '/ajax/prophoto/verify_subject_code.php',
        '/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryUuid/payment-options',
        '/api/webshop/checkout/:checkoutUuid/delivery-options/:deliveryUuid/payment-options/:paymentUuid',
        '/sections/prophoto/ajax/do_tipafriend.php',
        '/sections/prophoto/ajax/send_password_reminder.php',
      ].sort(),
    );
  });
});
