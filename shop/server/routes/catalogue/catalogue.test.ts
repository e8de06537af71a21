import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { demoProductUuid } from '../../demo/product-catalogue';
import { DEMO_PACKAGES } from '../../demo/packages';
import { createTestApp } from '../../test/app';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';
import { addPackageToCart } from '../../test/packages';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CLASS_CARD = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0004';

const parent = () => signedInAs(app, DEMO_USER);

type Item = { uuid: string; product: { uuid: string }; format: string; userResources: unknown[] };

describe('categories', () => {
  it('lists the overview with card subcategories, the default and qualified subjects', async () => {
    const b = await parent();
    const res = await b.get('/ajax/template/get_categories.php?lang=nb');
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as {
      categories: {
        internalName: string;
        title: string;
        subCategories: { internalName: string; default: boolean }[];
        firstQualifiedSubject: { uuid: string } | null;
      }[];
    };
    const names = categories.map((c) => c.internalName);
    expect(names).toEqual(
      expect.arrayContaining(['cards', 'calendar', 'digitalprint', 'archive', 'mugs']),
    );
    const cards = categories.find((c) => c.internalName === 'cards');
    expect(cards?.title).toBe('Kort');
    expect(cards?.subCategories.find((s) => s.default)?.internalName).toBe('christmas');
    expect(cards?.firstQualifiedSubject?.uuid).toMatch(/-/);
    expect(categories.find((c) => c.internalName === 'packages')?.firstQualifiedSubject).toBeNull();
  });

  it('answers the card categories with the default one', async () => {
    const res = await new Browser(app).get('/api/webshop/templates/cards/categories');
    expect(res.json()).toMatchObject({ defaultCategory: 'christmas' });
    expect(res.json().categories[0].names).toMatchObject({ en: 'Christmas', nb: 'Jul', sv: 'Jul' });
  });

  it('answers photo-gift category info, 404 for a card category', async () => {
    const b = new Browser(app);
    const res = await b.get('/api/webshop/templates/photogift/categories/canvas/info');
    expect(res.json()).toEqual({
      names: { en: 'Canvas prints', nb: 'Lerretsbilder', sv: 'Canvastavlor' },
      userImagePreviews: true,
      separateFromBackground: true,
    });
    expect(
      (await b.get('/api/webshop/templates/photogift/categories/christmas/info')).statusCode,
    ).toBe(404);
  });
});

describe('template lists', () => {
  it('lists cards of a subcategory for a held subject, filled with its pictures', async () => {
    const b = await parent();
    const res = await b.get(
      `/api/webshop/templates/cards/categories/class-photo/subjects/${DEMO_SUBJECTS.emma}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { subjectUuid: string; items: Item[] };
    expect(body.subjectUuid).toBe(DEMO_SUBJECTS.emma);
    expect(body.items.map((i) => i.uuid)).toEqual([CLASS_CARD]);
    expect(body.items[0]?.userResources.length).toBeGreaterThan(0);
  });

  it('sorts card products 15x15 first, then by larger size', async () => {
    const b = await parent();
    const { products } = (await b.get('/api/webshop/templates/cards')).json() as {
      products: { name: string }[];
    };
    expect(products.map((p) => p.name)).toEqual([
      'Card 15x15',
      'Card 10x15',
      'Class photo card 15x10',
    ]);
  });

  it('lists for a group set only templates its group pictures can fill', async () => {
    const b = await parent();
    const add = await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.class7a)}`,
    );
    expect(add.statusCode).toBe(200);
    const res = await b.get(
      `/api/webshop/templates/cards/categories/cards/subjects/${DEMO_SUBJECTS.class7a}`,
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: Item[] }).items.map((i) => i.uuid)).toEqual([CLASS_CARD]);
  });

  it('answers 404 for a subject the user does not hold', async () => {
    const b = await parent();
    const res = await b.get(
      `/api/webshop/templates/cards/categories/cards/subjects/${DEMO_SUBJECTS.sofie}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('gives the campaign price only to users who qualify', async () => {
    const calendar = demoProductUuid('calendar-20x30');
    const priceOf = async (b: Browser) => {
      const { products } = (await b.get('/api/webshop/templates/calendars')).json() as {
        products: { uuid: string; price: { amount: number }; originalPrice: { amount: number } }[];
      };
      return products.find((p) => p.uuid === calendar);
    };
    // The demo parent holds two sets: the siblings' campaign applies.
    expect(await priceOf(await parent())).toMatchObject({
      price: { amount: 19900 },
      originalPrice: { amount: 24900 },
    });
    expect(await priceOf(new Browser(app))).toMatchObject({
      price: { amount: 24900 },
      originalPrice: { amount: 24900 },
    });
  });

  it('lists photo gifts of one category and puts 20x30 calendars first', async () => {
    const b = await parent();
    const mugs = (await b.get('/api/webshop/templates/photogifts/categories/mugs')).json() as {
      items: Item[];
    };
    expect(mugs.items.map((i) => i.product.uuid)).toEqual([demoProductUuid('mug')]);
    const calendars = (await b.get('/api/webshop/templates/calendars')).json() as {
      items: Item[];
    };
    expect(calendars.items[0]?.format).toBe('20x30');
  });
});

describe('promoted products and catalogues', () => {
  it('lists promoted products with badges and prices', async () => {
    const res = await (await parent()).get('/api/webshop/promoted-products');
    const { products } = res.json() as {
      products: { badge: string | null; product: { price: { amount: number } } }[];
    };
    expect(products.map((p) => p.badge)).toEqual(['special-offer', 'best-seller', null]);
    expect(products[0]?.product.price.amount).toBe(19900);
  });

  it('lists the catalogues and adds the chosen ones to the cart', async () => {
    const b = await parent();
    const { catalogues } = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string; quantity: number; maxQuantity: number | null }[];
    };
    expect(catalogues).toHaveLength(2);
    const first = catalogues[0];
    if (!first) throw new Error('no catalogue');
    const tooMany = await b.post('/api/webshop/cart/catalogues', {
      catalogues: [{ uuid: first.uuid, quantity: (first.maxQuantity ?? 10) + 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const add = await b.post('/api/webshop/cart/catalogues', {
      catalogues: [{ uuid: first.uuid, quantity: 2 }],
    });
    expect(add.statusCode).toBe(200);
    const again = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string; quantity: number }[];
    };
    expect(again.catalogues.find((c) => c.uuid === first.uuid)?.quantity).toBe(2);
  });

  it('shows the catalogue line in the cart with its child’s cover picture', async () => {
    const b = await parent();
    const { catalogues } = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string }[];
    };
    const add = await b.post('/api/webshop/cart/catalogues', {
      catalogues: [{ uuid: catalogues[0]!.uuid, quantity: 1 }],
    });
    expect(add.statusCode).toBe(200);
    const lines = (await b.get('/api/webshop/cart')).json().orderLines as {
      product: { uuid: string } | null;
      preview?: string;
    }[];
    const line = lines.find((l) => l.product?.uuid === catalogues[0]!.uuid);
    expect(line?.preview).toBeTruthy();
    const picture = await b.get(line!.preview!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });

  it('does not offer a catalogue next to a package that already includes it', async () => {
    const b = await parent();
    type Listed = { catalogues: { subject: { uuid: string } }[] };
    const before = (await b.get('/ajax/user/get_catalogues.php')).json() as Listed;
    expect(before.catalogues.map((c) => c.subject.uuid)).toContain(DEMO_SUBJECTS.emma);
    const { added } = await addPackageToCart(b, DEMO_PACKAGES.family, DEMO_SUBJECTS.emma);
    expect(added.statusCode).toBe(200);
    const after = (await b.get('/ajax/user/get_catalogues.php')).json() as Listed;
    const subjects = after.catalogues.map((c) => c.subject.uuid);
    expect(subjects).not.toContain(DEMO_SUBJECTS.emma);
    expect(subjects.length).toBe(before.catalogues.length - 1);
  });
});
