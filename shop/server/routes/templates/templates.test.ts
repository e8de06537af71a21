import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { DEMO_PRODUCTS, demoProductUuid } from '../../demo/product-catalogue';
import { createTestApp } from '../../test/app';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';
import { templateFolders } from '../../../../fixtures/load';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const WINTER = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001';
const CLASS_CARD = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0004';
const CALENDAR = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101';
const BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';

const parent = () => signedInAs(app, DEMO_USER);

type Resource = { id: string; type: string; text?: string; image?: { uuid: string } | null };

describe('templates by uuid', () => {
  it('answers the newest version and a named version, with its art and preview', async () => {
    const b = new Browser(app);
    const res = await b.get(`/api/webshop/templates/by-uuid/${WINTER}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.template).toMatchObject({ uuid: WINTER, version: 1, type: 'CARD' });
    expect(body.template.parts[0].resources).toHaveLength(3);
    expect(body.productUuid).toBe(demoProductUuid('card-15x15'));
    expect(body.artBase).toBe(`/templates/all/${WINTER}/1/`);
    expect((await b.get(`/api/webshop/templates/by-uuid/${WINTER}/1`)).json()).toEqual(body);

    const art = await b.get(`${body.artBase}art/background.svg`);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    const preview = await b.get(body.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
  });

  it('keeps older versions open after a new version is stored', async () => {
    const b = new Browser(app);
    const v1 = (await b.get(`/api/webshop/templates/by-uuid/${WINTER}`)).json();
    await app.db.insert(templates).values({
      uuid: WINTER,
      version: 2,
      productUuid: v1.productUuid,
      type: 'CARD',
      name: { en: 'Winter greetings II' },
      definition: { ...v1.template, version: 2, name: { en: 'Winter greetings II' } },
    });
    const newest = (await b.get(`/api/webshop/templates/by-uuid/${WINTER}`)).json();
    expect(newest.template).toMatchObject({ version: 2, name: { en: 'Winter greetings II' } });
    expect(newest.artBase).toBe(`/templates/all/${WINTER}/2/`);
    const old = (await b.get(`/api/webshop/templates/by-uuid/${WINTER}/1`)).json();
    expect(old.template).toMatchObject({ version: 1, name: { en: 'Winter greetings' } });
  });

  it('gives 404 for unknown templates, versions and art, and never leaves the art folder', async () => {
    const b = new Browser(app);
    expect((await b.get('/api/webshop/templates/by-uuid/nope')).statusCode).toBe(404);
    expect((await b.get(`/api/webshop/templates/by-uuid/${WINTER}/7`)).statusCode).toBe(404);
    expect((await b.get(`/templates/all/${WINTER}/1/art/missing.svg`)).statusCode).toBe(404);
    expect(
      (await b.get(`/templates/all/${WINTER}/1/..%2F..%2F..%2Fdb%2FPG_VERSION`)).statusCode,
    ).toBe(404);
  });
});

describe('template previews as WebP for the list grid', () => {
  it('fits the preview into the 400 by 290 box at the width asked for, never enlarged', async () => {
    const b = new Browser(app);
    const png = await b.get(`/templates/all/${WINTER}/1/preview.png`);
    const square = await b.get(`/templates/all/${WINTER}/1/preview.webp?w=320`);
    expect(square.statusCode).toBe(200);
    expect(square.headers['content-type']).toBe('image/webp');
    expect(square.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 232,
      height: 232,
    });
    expect(square.rawPayload.length).toBeLessThan(png.rawPayload.length / 4);

    const wide = await b.get(`/templates/all/${CLASS_CARD}/1/preview.webp?w=400`);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 400, height: 272 });
    const small = await b.get(`/templates/all/${CLASS_CARD}/1/preview.webp?w=200`);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 200, height: 136 });
  });

  it('answers the cached file again with its ETag, and 304 when the phone has it', async () => {
    const b = new Browser(app);
    const first = await b.get(`/templates/all/${CLASS_CARD}/1/preview.webp?w=320`);
    const again = await b.get(`/templates/all/${CLASS_CARD}/1/preview.webp?w=320`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    const cached = await b.get(`/templates/all/${CLASS_CARD}/1/preview.webp?w=320`, {
      'if-none-match': etag,
    });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses other widths and unknown templates', async () => {
    const b = new Browser(app);
    expect((await b.get(`/templates/all/${WINTER}/1/preview.webp?w=4000`)).statusCode).toBe(400);
    expect((await b.get(`/templates/all/${WINTER}/1/preview.webp`)).statusCode).toBe(400);
    expect((await b.get(`/templates/all/${WINTER}/7/preview.webp?w=200`)).statusCode).toBe(404);
    expect((await b.get(`/templates/all/nope/1/preview.webp?w=200`)).statusCode).toBe(404);
  });
});

describe('products and templates by product', () => {
  it('sells every fixture template, each validated and stored with its product', async () => {
    const b = await parent();
    const folders = DEMO_PRODUCTS.flatMap((p) => p.templates);
    expect(new Set(folders)).toEqual(new Set(templateFolders()));
    for (const product of DEMO_PRODUCTS) {
      const res = await b.get(
        `/api/webshop/user/templates/by-product/${demoProductUuid(product.key)}`,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items).toHaveLength(product.templates.length);
      expect([1, 2, 89]).toContain(body.product.producttype);
    }
  });

  it('shows a product with its tiers and the user price, and its designs pre-filled', async () => {
    const b = await parent();
    const res = await b.get(
      `/api/webshop/user/templates/by-product/${demoProductUuid('card-10x15')}`,
    );
    expect(res.statusCode).toBe(200);
    const { product, items } = res.json();
    expect(product).toMatchObject({
      name: 'Card 10x15',
      type: 'cards',
      producttype: 1,
      minorderpartquantity: 1,
      price: { amount: 2900, currency: 'NOK' },
    });
    expect(product.productprices).toHaveLength(3);
    expect(product.subproducts[0]).toMatchObject({ name: 'With envelopes', extraprice: 500 });
    expect(items.map((i: { template: { name: string } }) => i.template.name)).toEqual([
      'Birthday invitation (folded)',
      'Graduation',
    ]);
    const images = items[0].userResources.filter((r: Resource) => r.type === 'IMAGE');
    expect(images.every((r: Resource) => r.image !== null)).toBe(true);
  });

  it('fills the designs for the child the parent came from, not only the newest set', async () => {
    const b = await parent();
    const url = `/api/webshop/user/templates/by-product/${demoProductUuid('card-10x15')}`;
    const texts = async (query: string) => {
      const res = await b.get(`${url}${query}`);
      expect(res.statusCode).toBe(200);
      const item = res
        .json()
        .items.find((i: { template: { uuid: string } }) => i.template.uuid === BIRTHDAY);
      const byId = Object.fromEntries(
        item.userResources.map((r: Resource) => [r.id, r.text] as const),
      );
      return [byId['front/sub'], byId['inside/sign']];
    };
    // Each of the parent's two children, whichever set is newer.
    expect(await texts(`?subject=${DEMO_SUBJECTS.emma}`)).toEqual(['Emma turns 8', 'Love, Emma']);
    expect(await texts(`?subject=${DEMO_SUBJECTS.jonas}`)).toEqual([
      'Jonas turns 8',
      'Love, Jonas',
    ]);
    // A child the parent does not hold fills nothing of theirs: the newest set is used.
    const newest = await texts('');
    expect(await texts(`?subject=${DEMO_SUBJECTS.sofie}`)).toEqual(newest);
    expect(newest.join(' ')).not.toContain('Sofie');
    expect((await b.get(`${url}?subject=nope`)).statusCode).toBe(400);
  });

  it('applies a campaign price only to customers who qualify', async () => {
    const calendar = `/api/webshop/products/${demoProductUuid('calendar-20x30')}`;
    // The demo parent holds two picture sets: the siblings' offer applies.
    const qualifying = (await (await parent()).get(calendar)).json();
    expect(qualifying.product.price).toEqual({ amount: 19900, currency: 'NOK' });
    expect(qualifying.product.originalPrice).toEqual({ amount: 24900, currency: 'NOK' });
    const visitor = (await new Browser(app).get(calendar)).json();
    expect(visitor.product.price.amount).toBe(24900);
    expect((await new Browser(app).get('/api/webshop/products/nope')).statusCode).toBe(404);
  });
});

describe('product quote', () => {
  it('prices the lines as the cart will: tiers per line, sub-products, refusals', async () => {
    const b = new Browser(app);
    const card = demoProductUuid('card-15x15');
    const envelopes = demoUuid('subproduct:card-15x15:envelope');
    const quote = (lines: unknown, uuid = card) =>
      b.post(`/api/webshop/products/${uuid}/quote`, { lines });
    const res = await quote([
      { subProductUuids: [], quantity: 2 },
      { subProductUuids: [envelopes], quantity: 10 },
    ]);
    expect(res.statusCode).toBe(200);
    // 2 at NOK 39, and 10 at the 10-piece NOK 32 plus NOK 5 for envelopes.
    expect(res.json()).toEqual({
      total: { amount: 2 * 3900 + 10 * (3200 + 500), currency: 'NOK' },
    });
    expect((await quote([{ subProductUuids: ['nope'], quantity: 1 }])).statusCode).toBe(404);
    expect((await quote([{ subProductUuids: [], quantity: 1 }], 'nope')).statusCode).toBe(404);
    expect((await quote([{ subProductUuids: [], quantity: 0 }])).statusCode).toBe(400);
    expect((await quote([{ subProductUuids: [], quantity: 2 ** 31 }])).statusCode).toBe(400);
    expect((await quote([])).statusCode).toBe(400);
  });
});

describe('fill-template', () => {
  it("fills the image fields with the subject's pictures and a calendar with next year", async () => {
    const b = await parent();
    const res = await b.post('/api/webshop/user/templates/fill-template', {
      template: { uuid: CALENDAR },
      subject: { uuid: DEMO_SUBJECTS.emma },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.year).toBe(2027);
    const images = data.userResources.filter((r: Resource) => r.type === 'IMAGE');
    expect(images.length).toBe(16);
    expect(images.every((r: Resource) => r.image)).toBe(true);
    // Different pictures first: the cover does not repeat one picture four times.
    const cover = images.slice(0, 4).map((r: Resource) => r.image?.uuid);
    expect(new Set(cover).size).toBe(4);
  });

  it('writes the subject’s first name into the sample texts, in the parent’s language', async () => {
    const b = await parent();
    const texts = async (subject: string) => {
      const data = (
        await b.post('/api/webshop/user/templates/fill-template', {
          template: { uuid: BIRTHDAY },
          subject: { uuid: subject },
        })
      ).json();
      const byId = Object.fromEntries(data.userResources.map((r: Resource) => [r.id, r.text]));
      return [byId['front/sub'], byId['inside/sign']];
    };
    expect(await texts(DEMO_SUBJECTS.emma)).toEqual(['Emma turns 8', 'Love, Emma']);
    expect(await texts(DEMO_SUBJECTS.jonas)).toEqual(['Jonas turns 8', 'Love, Jonas']);
    expect((await b.post('/api/webshop/user/language', { lang: 'sv' })).statusCode).toBe(200);
    expect(await texts(DEMO_SUBJECTS.emma)).toEqual(['Emma fyller 8', 'Kram från Emma']);
    await b.post('/api/webshop/user/language', { lang: 'en' });
  });

  it('puts a group picture in a group-only field with its class and school texts', async () => {
    const b = await parent();
    const data = (
      await b.post('/api/webshop/user/templates/fill-template', {
        template: { uuid: CLASS_CARD },
        subject: { uuid: DEMO_SUBJECTS.emma },
      })
    ).json();
    const byId = Object.fromEntries(data.userResources.map((r: Resource) => [r.id, r]));
    expect(byId['front/group'].image.pictureType).toBe('GP');
    expect(byId['front/class'].text).toBe('Class 4B');
    expect(byId['front/school'].text).toBe('Fjellvang skole');
  });

  it('places a green-screen picture on its default background, as the print does', async () => {
    const b = new Browser(app);
    await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.lucas}`);
    const set = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.lucas}`)).json();
    const backgrounds = (
      await b.get(`/api/webshop/green-screen-backgrounds/${set.pictureSet.job.uuid}`)
    ).json() as { uuid: string; default: boolean }[];
    const chosen = backgrounds.find((bg) => bg.default);
    const data = (
      await b.post('/api/webshop/user/templates/fill-template', {
        template: { uuid: WINTER },
        subject: { uuid: DEMO_SUBJECTS.lucas },
      })
    ).json();
    const green = new Set(
      (set.pictureSet.pictures as { uuid: string; greenscreen: boolean }[])
        .filter((p) => p.greenscreen)
        .map((p) => p.uuid),
    );
    const images = (data.userResources as { image?: { uuid: string; background: unknown } }[])
      .map((r) => r.image)
      .filter((image) => image && green.has(image.uuid));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image?.background).toBe(chosen?.uuid);
  });

  it("refuses someone else's picture set and unknown templates with 404", async () => {
    const b = await parent();
    const other = await b.post('/api/webshop/user/templates/fill-template', {
      template: { uuid: WINTER },
      subject: { uuid: DEMO_SUBJECTS.sofie },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await b.post('/api/webshop/user/templates/fill-template', {
      template: { uuid: 'nope' },
      subject: { uuid: DEMO_SUBJECTS.emma },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('fill-user-strings-by-picture', () => {
  it("gives a group picture's class, school and year texts; nothing for a portrait", async () => {
    const b = await parent();
    const set = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`)).json();
    const pics = set.pictureSet.pictures as { uuid: string; pictureType: string }[];
    const group = pics.find((p) => p.pictureType === 'GP');
    const portrait = pics.find((p) => p.pictureType === 'IP');
    const ask = (uuid: string) =>
      b.post('/api/webshop/templates/fill-user-strings-by-picture', {
        subject: { uuid: DEMO_SUBJECTS.emma },
        template: { uuid: CLASS_CARD },
        picture: { uuid },
        resource: { id: 'front/group' },
      });
    const res = await ask(group?.uuid ?? '');
    expect(res.statusCode).toBe(200);
    const texts = res.json().userStringResources as Resource[];
    expect(texts.map((t) => [t.id, t.text])).toEqual([
      ['front/school', 'Fjellvang skole'],
      ['front/class', 'Class 4B'],
    ]);
    expect((await ask(portrait?.uuid ?? '')).json().userStringResources).toEqual([]);
  });

  it("gives 404 for someone else's picture and 400 for a field that is not an image", async () => {
    const b = await parent();
    const sofie = new Browser(app);
    await sofie.get('/ajax/prophoto/verify_subject_code.php?code=SFYE-3MKB-9TQW');
    const theirs = (await sofie.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.sofie}`)).json()
      .pictureSet.pictures[0].uuid as string;
    const ask = (uuid: string, id: string) =>
      b.post('/api/webshop/templates/fill-user-strings-by-picture', {
        subject: { uuid: DEMO_SUBJECTS.emma },
        template: { uuid: CLASS_CARD },
        picture: { uuid },
        resource: { id },
      });
    expect((await ask(theirs, 'front/group')).statusCode).toBe(404);
    const own = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.emma}`)).json()
      .pictureSet.pictures[0].uuid as string;
    const text = await ask(own, 'front/class');
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe("'front/class' is not an image field of this design");
  });
});
