// Digital deliveries: a parent buys digital portraits (one on a green screen) through the
// checkout; the receipt and My orders list the downloads, the confirmation mail links them in
// the parent's language, the files leave at full size to their buyer only, and a green-screen
// portrait comes on its set's background (or transparent), never on its raw green.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../contract/orders';
import type { PackageInstance } from '../../../contract/packages';
import { outbox, pictures, users } from '../../db/schema';
import { DEMO_EXPRESS_PICKUP } from '../../demo/checkout';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { DEMO_PACKAGES } from '../../demo/packages';
import { markInvoicePaid } from '../../services/invoicing/invoices';
import { packageBody } from '../../test/packages';
import { createTestApp } from '../../test/app';
import { withShownTotal } from '../../test/buy-now';
import { Browser } from '../../test/client';
import { ADULT_PID, newCustomer, postage, signInParent } from '../checkout/test-cart';
import { greenPixels } from '../../test/green-pixels';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Portraits = {
  sections: { pictureType: string; pictures: { uuid: string; greenscreen: boolean }[] }[];
};

let order: OrderDetails;
/** The order as its receipt showed it before the invoice was paid. */
let unpaid: OrderDetails;
let green: { uuid: string; width: number };
let plain: string;
let parent: Browser;

beforeAll(async () => {
  await app.db.update(users).set({ lang: 'nb' }).where(eq(users.email, DEMO_USER.email));
  parent = await signInParent(app);
  await parent.get(
    `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.lucas)}`,
  );
  const ip = (
    (await parent.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.lucas}`)).json() as Portraits
  ).sections.find((s) => s.pictureType === 'IP');
  const g = ip?.pictures.find((p) => p.greenscreen);
  const p = ip?.pictures.find((x) => !x.greenscreen);
  if (!g || !p) throw new Error('a green-screen and a plain portrait expected');
  const [row] = await app.db.select().from(pictures).where(eq(pictures.uuid, g.uuid));
  green = { uuid: g.uuid, width: row?.width ?? 0 };
  plain = p.uuid;
  for (const file of [g.uuid, p.uuid])
    expect(
      (await parent.post('/ajax/cart/toggle_digital_file_in_cart.php', { file })).statusCode,
    ).toBe(200);
  const checkout = (await parent.post('/api/webshop/checkout')).json();
  const body = await withShownTotal(parent, checkout.checkoutUuid, {
    deliveryOptionUuid: demoUuid('delivery-option:digital'),
    paymentOptionUuid: demoUuid('payment:invoice'),
    deliveryOptionData: { deliveryAddress: null, contactInfo: postage.contactInfo },
    paymentOptionData: { pid: ADULT_PID },
    client: 'mobile',
  });
  const res = await parent.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, body);
  expect(res.statusCode).toBe(200);
  const uuid = (res.json() as { order: { uuid: string } }).order.uuid;
  unpaid = (await parent.get(`/api/webshop/user/orders/${uuid}`)).json().order as OrderDetails;
  // The shop lets digital files out once the invoice is paid (its default): staff record it.
  await markInvoicePaid(app.db, uuid, 'staff@keepsake.test', new Date());
  order = (await parent.get(`/api/webshop/user/orders/${uuid}`)).json().order as OrderDetails;
});
afterAll(() => app.db.update(users).set({ lang: 'en' }).where(eq(users.email, DEMO_USER.email)));

describe('digital deliveries', () => {
  it('offers no link while the invoice is unpaid: the pictures wait for it', () => {
    expect(unpaid.downloads?.map((d) => [d.pictureUuid, d.awaitingPayment, d.links])).toEqual(
      expect.arrayContaining([
        [green.uuid, true, []],
        [plain, true, []],
      ]),
    );
    expect(order.downloads?.every((d) => !d.awaitingPayment && d.links.length > 0)).toBe(true);
  });

  it('lists each bought picture with its downloads: default background first, transparent, original', () => {
    const byPicture = new Map(order.downloads?.map((d) => [d.pictureUuid, d]));
    const g = byPicture.get(green.uuid);
    expect(g?.greenscreen).toBe(true);
    expect(g?.links[0]).toMatchObject({ kind: 'background', preferred: true });
    expect(g?.links.filter((l) => l.preferred)).toHaveLength(1);
    expect(g?.links.at(-1)).toMatchObject({
      kind: 'transparent',
      url: `/api/webshop/digital-files/${green.uuid}/background/transparent`,
    });
    expect(g?.links.some((l) => l.backgroundUuid === demoUuid('background:sky'))).toBe(true);
    expect(byPicture.get(plain)?.links).toEqual([
      expect.objectContaining({ kind: 'original', url: `/api/webshop/digital-files/${plain}` }),
    ]);
  });

  it('serves the green-screen portrait on its background at full size, with no green left', async () => {
    const preferred = order.downloads
      ?.find((d) => d.pictureUuid === green.uuid)
      ?.links.find((l) => l.preferred);
    for (const url of [preferred?.url ?? '', `/api/webshop/digital-files/${green.uuid}`]) {
      const res = await parent.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(green.width);
      const { green: n } = await greenPixels(res.rawPayload);
      expect(n).toBe(0);
    }
  });

  it('cuts the transparent PNG without a green fringe at the hair edge', async () => {
    const res = await parent.get(`/api/webshop/digital-files/${green.uuid}/background/transparent`);
    expect(res.headers['content-type']).toBe('image/png');
    const { green: n, total } = await greenPixels(res.rawPayload);
    // Fringe-free: at most one visible pixel in 10 000 reads as green.
    expect(n).toBeLessThanOrEqual(total / 10_000);
  });

  it('answers the files to their buyer only; a signed-out browser is led to sign in', async () => {
    const other = await newCustomer(app, `other-${Date.now()}@keepsake.test`);
    const url = `/api/webshop/digital-files/${green.uuid}/background/transparent`;
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await other.get(`/api/webshop/user/orders/${order.uuid}`)).statusCode).toBe(404);
    const visitor = new Browser(app);
    expect((await visitor.get(url)).statusCode).toBe(404);
    const opened = await visitor.get(url, { 'sec-fetch-mode': 'navigate', accept: 'text/html' });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/my-account/orders');
    // Signed in as someone else, the mail's link still gives nothing away.
    expect((await other.get(url, { 'sec-fetch-mode': 'navigate' })).statusCode).toBe(404);
  });

  it('says in the confirmation mail, in the parent language, that the pictures wait for the invoice', async () => {
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.orderUuid, order.uuid));
    expect(mail?.text).toContain('Dine digitale bilder');
    expect(mail?.text).toContain('klar til nedlasting under Bestillinger når fakturaen er betalt');
    // No link in the mail that would answer 403 until then.
    expect(mail?.text).not.toContain('/api/webshop/digital-files/');
    expect(mail?.html).toContain('når fakturaen er betalt');
  });
});

describe('the digital set of a package', () => {
  it('lists the set of a bought package for download, once its invoice is paid', async () => {
    const email = `package-set-${Date.now()}@keepsake.test`;
    const b = await newCustomer(app, email);
    await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.emma)}`,
    );
    const instance = (
      await b.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {
        subjectUuid: DEMO_SUBJECTS.emma,
      })
    ).json() as PackageInstance;
    // The family package holds the digital set among its items.
    expect(instance.packageItems.map((i) => i.type)).toContain('DIGITAL_SET');
    const added = await b.post(
      `/api/webshop/cart/packages/${DEMO_PACKAGES.family}`,
      packageBody(instance),
    );
    expect(added.statusCode).toBe(200);
    const checkout = (await b.post('/api/webshop/checkout')).json();
    const body = await withShownTotal(b, checkout.checkoutUuid, {
      deliveryOptionUuid: demoUuid('delivery-option:store'),
      paymentOptionUuid: demoUuid('payment:invoice'),
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: { ...postage.contactInfo, emailAddress: email },
        pickupLocationUuid: DEMO_EXPRESS_PICKUP,
      },
      paymentOptionData: { pid: ADULT_PID },
      client: 'mobile',
    });
    const res = await b.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, body);
    expect(res.statusCode).toBe(200);
    const uuid = (res.json() as { order: { uuid: string } }).order.uuid;
    const downloads = async () =>
      ((await b.get(`/api/webshop/user/orders/${uuid}`)).json().order as OrderDetails).downloads ??
      [];

    // Unpaid: Emma's portraits are listed, waiting for the invoice, and no file leaves.
    const waiting = await downloads();
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((d) => d.awaitingPayment && d.links.length === 0)).toBe(true);
    const first = waiting[0]?.pictureUuid ?? '';
    expect((await b.get(`/api/webshop/digital-files/${first}`)).statusCode).toBe(403);

    await markInvoicePaid(app.db, uuid, 'staff@keepsake.test', new Date());
    const paid = await downloads();
    expect(paid.map((d) => d.pictureUuid)).toEqual(waiting.map((d) => d.pictureUuid));
    expect(paid.every((d) => !d.awaitingPayment && d.links.length > 0)).toBe(true);
    const file = await b.get(paid[0]?.links[0]?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
});
