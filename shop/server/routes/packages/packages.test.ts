import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackageInstance } from '../../../contract/packages';
import { packages, pictures, pictureSets } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER, demoJobUuid } from '../../demo/demo-accounts';
import { PACKAGE_CASE_PACKAGES } from '../../demo/cases-packages';
import { DEMO_PACKAGES } from '../../demo/packages';
import { exportPriceSheet, importPriceSheet } from '../../services/prices/transfer';
import { checkPriceSheetValue } from '../../services/prices/validate';
import { newCustomer } from '../checkout/test-cart';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { addPackageToCart, packageBody } from '../../test/packages';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const put = (b: Browser, url: string, payload: object) =>
  b.request({ method: 'PUT', url, payload });

async function parent(): Promise<Browser> {
  const b = new Browser(app);
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b;
}

describe('package offers', () => {
  it('charges the time-limited price until the deadline, then the discounted price', async () => {
    const b = await parent();
    const before = (await b.get('/api/webshop/packages')).json();
    const grand = before.packages.find(
      (p: { uuid: string }) => p.uuid === DEMO_PACKAGES.grandparents,
    );
    expect(grand).toMatchObject({
      useTimeLimitedDiscount: true,
      timeLimitedDiscountPrice: { amount: 69_900, currency: 'NOK' },
      priceIncludingDiscount: { amount: 89_900 },
      originalPrice: { amount: 119_900 },
    });
    expect(before.remainingTime).toBeGreaterThan(2 * 86_400);
    const disabled = before.packages.find(
      (p: { uuid: string }) => p.uuid === DEMO_PACKAGES.classic,
    );
    expect(disabled.disabled).toEqual({ reason: 'Sold out for this photo day' });
    const link = before.packages.find((p: { uuid: string }) => p.uuid === DEMO_PACKAGES.cards);
    expect(link).toMatchObject({
      type: 'link',
      linkInfo: { type: 'cards', category: 'christmas' },
    });

    const built = (await b.post(`/api/webshop/packages/${DEMO_PACKAGES.grandparents}`, {})).json();
    expect(built.price.amount).toBe(69_900);
    await app.db
      .update(packages)
      .set({ discountDeadline: new Date(Date.now() - 1000) })
      .where(eq(packages.uuid, DEMO_PACKAGES.grandparents));
    const after = (await b.get('/api/webshop/packages')).json();
    expect(after.remainingTime).toBe(0);
    expect(
      after.packages.find((p: { uuid: string }) => p.uuid === DEMO_PACKAGES.grandparents),
    ).toMatchObject({ useTimeLimitedDiscount: false, timeLimitedDiscountPrice: null });
    const res = await b.post(
      `/api/webshop/cart/packages/${DEMO_PACKAGES.grandparents}`,
      packageBody(built),
    );
    const line = (await b.get('/api/webshop/cart'))
      .json()
      .orderLines.find((l: { uuid: string }) => l.uuid === res.json().orderLineUuid);
    expect(line.actualLinePrice.amount).toBe(89_900);
  });
});

describe('package instance and cart line', () => {
  it('builds the family package for the current subject, pictures placed', async () => {
    const b = await parent();
    const res = await b.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {
      subjectUuid: DEMO_SUBJECTS.emma,
    });
    expect(res.statusCode).toBe(200);
    const instance = res.json() as PackageInstance;
    expect(instance.subject.name).toBe('Emma Nordmann');
    expect(instance.packageItems.map((i) => i.type)).toEqual([
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'DIGITAL_SET',
      'CATALOGUE',
    ]);
    const first = instance.packageItems[0];
    expect(first?.templateData?.userResources.some((r) => r.type === 'IMAGE')).toBe(true);
    expect(instance.packageItems[3]?.canChangeTemplate).toBe(true);
  });

  it('answers 404 for a subject the user does not hold', async () => {
    const b = await parent();
    const res = await b.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {
      subjectUuid: DEMO_SUBJECTS.sofie,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('The picture set was not found');
  });

  it('adds one line of type 200, and only its owner opens and updates it', async () => {
    const b = await parent();
    const { added } = await addPackageToCart(b, DEMO_PACKAGES.family);
    expect(added.statusCode).toBe(200);
    const uuid = added.json().orderLineUuid as string;
    const cart = (await b.get('/api/webshop/cart')).json();
    const line = cart.orderLines.find((l: { uuid: string }) => l.uuid === uuid);
    expect(line).toMatchObject({
      product: { uuid: DEMO_PACKAGES.family, type: 200 },
      quantity: 1,
      maximumQuantity: 1,
      linePrice: { amount: 149_900 },
      actualLinePrice: { amount: 99_900 },
    });
    const opened = (await b.get(`/api/webshop/cart/package-lines/${uuid}`)).json();
    expect(opened.instance.packageItems).toHaveLength(6);

    const body = packageBody(opened.instance);
    const changed = { ...body, packageItems: body.packageItems.map((i) => ({ ...i, version: 2 })) };
    expect((await put(b, `/api/webshop/cart/package-lines/${uuid}`, changed)).statusCode).toBe(200);
    const reread = (await b.get(`/api/webshop/cart/package-lines/${uuid}`)).json();
    expect(reread.instance.packageItems[0].version).toBe(2);

    const stranger = new Browser(app);
    await stranger.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`);
    expect((await stranger.get(`/api/webshop/cart/package-lines/${uuid}`)).statusCode).toBe(404);
    expect(
      (await put(stranger, `/api/webshop/cart/package-lines/${uuid}`, changed)).statusCode,
    ).toBe(404);
  });

  it('refuses a tampered design and a template swap the item does not allow', async () => {
    const b = await parent();
    const instance = (
      await b.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {})
    ).json() as PackageInstance;
    const body = packageBody(instance);
    const swapped = {
      ...body,
      packageItems: body.packageItems.map((i) =>
        i.index === 0
          ? { ...i, template: { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 } }
          : i,
      ),
    };
    const res = await b.post(`/api/webshop/cart/packages/${DEMO_PACKAGES.family}`, swapped);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This design can not be changed in this package');
    const short = { ...body, packageItems: body.packageItems.slice(1) };
    expect(
      (await b.post(`/api/webshop/cart/packages/${DEMO_PACKAGES.family}`, short)).statusCode,
    ).toBe(400);
  });
});

describe('cancel_package_for_inspection.php', () => {
  it('cancels and keeps per subject, refusing subjects without a package', async () => {
    // The demo seed sent Emma's package home for inspection to the demo parent.
    const b = await parent();
    const url = '/sections/my-account/ajax/cancel_package_for_inspection.php';
    const emma = { uuid: DEMO_SUBJECTS.emma, name: 'Emma Nordmann', group: false };
    const cancel = await b.post(url, { subjects: [{ uuid: DEMO_SUBJECTS.emma, cancelled: true }] });
    expect(cancel.json()).toEqual({ error: null, subjects: [{ ...emma, cancelled: true }] });
    expect((await b.get('/api/webshop/packages/inspection-subjects')).json().subjects).toEqual([
      { ...emma, cancelled: true },
    ]);
    const refused = await b.post(url, {
      subjects: [{ uuid: DEMO_SUBJECTS.jonas, cancelled: true }],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      error: 'The picture set was not found',
      subjects: [{ ...emma, cancelled: true }],
    });
    const keep = await b.post(url, { subjects: [{ uuid: DEMO_SUBJECTS.emma, cancelled: false }] });
    expect(keep.json().subjects).toEqual([{ ...emma, cancelled: false }]);
    expect((await new Browser(app).post(url, { subjects: [] })).statusCode).toBe(401);
  });
});

describe('packages a photo day offers (price sheet)', () => {
  it('shows and sells only the packages the parent’s photo day offers', async () => {
    const b = await parent();
    const all = (await b.get('/api/webshop/packages')).json().packages as { uuid: string }[];
    expect(all.map((p) => p.uuid)).toContain(DEMO_PACKAGES.family);
    const sheet = await exportPriceSheet(app.db);
    // Emma's and Jonas's photo day now offers the grandparents' package only.
    sheet.jobs = [{ job: demoJobUuid('fjellvang2026'), packages: [DEMO_PACKAGES.grandparents] }];
    const check = await checkPriceSheetValue(app.db, sheet);
    if (!check.ok) throw new Error(JSON.stringify(check.issues));
    await importPriceSheet(app.db, check.sheet);
    try {
      const offered = (await b.get('/api/webshop/packages')).json().packages as { uuid: string }[];
      expect(offered.map((p) => p.uuid)).toEqual([DEMO_PACKAGES.grandparents]);
      const refused = await b.post(`/api/webshop/packages/${DEMO_PACKAGES.family}`, {});
      expect(refused.statusCode).toBe(404);
      const built = await b.post(`/api/webshop/packages/${DEMO_PACKAGES.grandparents}`, {});
      expect(built.statusCode).toBe(200);
    } finally {
      sheet.jobs = [];
      await importPriceSheet(app.db, sheet);
    }
    expect((await b.get('/api/webshop/packages')).json().packages).toHaveLength(all.length);
  });
});

describe('a package kept to one child', () => {
  const picturesOf = async (subjectUuid: string) =>
    (
      await app.db
        .select({ uuid: pictures.uuid })
        .from(pictures)
        .innerJoin(pictureSets, eq(pictureSets.uuid, pictures.pictureSetUuid))
        .where(eq(pictureSets.subjectUuid, subjectUuid))
    ).map((p) => p.uuid);

  it("refuses the sibling's picture posted by hand; the sibling package takes it", async () => {
    const b = await newCustomer(app, `one-child-${Date.now()}@keepsake.test`);
    for (const code of [DEMO_CODES.pia, DEMO_CODES.petter]) {
      const added = await b.get(
        `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(code)}`,
      );
      expect(added.statusCode).toBe(200);
    }
    const pias = await picturesOf(DEMO_SUBJECTS.pia);
    const [petters] = await picturesOf(DEMO_SUBJECTS.petter);
    if (!petters) throw new Error('Petter has no picture');

    /** Pia's package as the page builds it, every picture of Pia's swapped for Petter's. */
    const withPetter = async (packageUuid: string) => {
      const instance = (
        await b.post(`/api/webshop/packages/${packageUuid}`, { subjectUuid: DEMO_SUBJECTS.pia })
      ).json() as PackageInstance;
      let text = JSON.stringify(packageBody(instance));
      expect(pias.some((uuid) => text.includes(uuid))).toBe(true);
      for (const uuid of pias) text = text.replaceAll(uuid, petters);
      return b.post(`/api/webshop/cart/packages/${packageUuid}`, JSON.parse(text) as object);
    };

    const refused = await withPetter(PACKAGE_CASE_PACKAGES.oneChild);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'subject-change-refused',
      error: "Only this child's pictures can be used in this package",
    });
    const cart = await b.get('/api/webshop/cart/priced');
    expect(cart.json().cart.orderLines).toHaveLength(0);

    const taken = await withPetter(PACKAGE_CASE_PACKAGES.siblings);
    expect(taken.statusCode).toBe(200);
  });
});
