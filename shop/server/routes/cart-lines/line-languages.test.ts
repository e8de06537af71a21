// A card, calendar or gift line names its design, product and options, and a package line its
// package and its items, in the language of whoever reads it: the cart, the receipt (My orders),
// the confirmation mail and the invoice PDF, whatever language the line was added in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, orderLines, outbox, users } from '../../db/schema';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { DEMO_PACKAGES } from '../../demo/packages';
import { demoProductUuid } from '../../demo/product-catalogue';
import type { Browser } from '../../test/client';
import { filledDesign } from '../../test/designs';
import { sharedTestApp } from '../../test/hooks';
import { invoiceText, orderAsRead, speak } from '../../test/reading';
import { addPackageToCart } from '../../test/packages';
import { signedInAs } from '../../test/sign-in';
import { invoiceByPost, newCustomer } from '../checkout/test-cart';

const app = sharedTestApp();

const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
const CARD_15 = demoProductUuid('card-15x15');
const ENVELOPES = demoUuid('subproduct:card-15x15:envelope');

type Line = {
  uuid: string;
  product: { name: string } | null;
  description: string;
  template?: { name: string };
  package?: {
    packageItems: { product: { name: string } | null; template: { name: string } | null }[];
  };
};
const cartLines = async (b: Browser) =>
  ((await b.get('/api/webshop/cart')).json() as { orderLines: Line[] }).orderLines;

/** What a reader sees of a line: product, description, design, and a package's items. */
const seen = (line: Line | undefined) => ({
  product: line?.product?.name,
  description: line?.description,
  template: line?.template?.name,
  items: line?.package?.packageItems.flatMap((i) =>
    i.product && i.template ? [`${i.product.name}: ${i.template.name}`] : [],
  ),
});

/** Puts Winter greetings with envelopes (two cards) in the cart; the new line's uuid. */
async function addWinterCard(b: Browser): Promise<string> {
  const templateData = await filledDesign(b, WINTER.uuid, DEMO_SUBJECTS.emma);
  const res = await b.post('/api/webshop/cart/template-lines', {
    productUuid: CARD_15,
    template: WINTER,
    templateData,
    lines: [{ quantity: 2, subProductUuids: [ENVELOPES] }],
  });
  expect(res.statusCode).toBe(200);
  const [uuid] = res.json().orderLineUuids as string[];
  if (!uuid) throw new Error('no line added');
  return uuid;
}

const CARD = {
  en: {
    product: 'Card 15x15',
    description: 'Winter greetings, With envelopes',
    template: 'Winter greetings',
  },
  nb: {
    product: 'Kort 15x15',
    description: 'Vinterhilsen, Med konvolutter',
    template: 'Vinterhilsen',
  },
  sv: {
    product: 'Kort 15x15',
    description: 'Vinterhälsningar, Med kuvert',
    template: 'Vinterhälsningar',
  },
};

const FAMILY = {
  en: {
    product: 'Family package',
    description: 'Family package, Emma Nordmann',
    items: [
      'Canvas print 30x40: Canvas print 30x40',
      'Canvas print 30x40: Canvas print 30x40',
      'Wall calendar 20x30: Classic calendar 20x30',
      'Card 15x15: Winter greetings',
    ],
  },
  nb: {
    product: 'Familiepakke',
    description: 'Familiepakke, Emma Nordmann',
    items: [
      'Lerretsbilde 30x40: Lerretsbilde 30x40',
      'Lerretsbilde 30x40: Lerretsbilde 30x40',
      'Veggkalender 20x30: Klassisk kalender 20x30',
      'Kort 15x15: Vinterhilsen',
    ],
  },
  sv: {
    product: 'Familjepaket',
    description: 'Familjepaket, Emma Nordmann',
    items: [
      'Canvastavla 30x40: Canvastavla 30x40',
      'Canvastavla 30x40: Canvastavla 30x40',
      'Väggkalender 20x30: Klassisk kalender 20x30',
      'Kort 15x15: Vinterhälsningar',
    ],
  },
};

describe('template and package lines in the reader’s language', () => {
  it('names a card and a package added in English in nb and sv, bought and read later', async () => {
    const b = await signedInAs(app(), DEMO_USER);
    await speak(b, 'en');
    const card = await addWinterCard(b);
    const { added } = await addPackageToCart(b, DEMO_PACKAGES.family, DEMO_SUBJECTS.emma);
    expect(added.statusCode).toBe(200);
    const family = (added.json() as { orderLineUuid: string }).orderLineUuid;
    const read = async () => {
      const lines = await cartLines(b);
      return {
        card: seen(lines.find((l) => l.uuid === card)),
        family: seen(lines.find((l) => l.uuid === family)),
      };
    };
    expect(await read()).toEqual({
      card: { ...CARD.en, items: undefined },
      family: { ...FAMILY.en, template: undefined },
    });

    // The parent switches to Swedish, then Norwegian: the same lines speak each language.
    for (const lang of ['sv', 'nb'] as const) {
      await speak(b, lang);
      expect(await read()).toEqual({
        card: { ...CARD[lang], items: undefined },
        family: { ...FAMILY[lang], template: undefined },
      });
    }

    // Bought in Norwegian: the confirmation mail names the lines in Norwegian.
    const { url, body } = await invoiceByPost(b);
    const bought = await b.post(url, body);
    expect(bought.statusCode).toBe(200);
    const orderUuid = (bought.json() as { order: { uuid: string } }).order.uuid;
    const [mail] = await app().db.select().from(outbox).where(eq(outbox.orderUuid, orderUuid));
    const mailText = mail?.text.replace(/\s/g, ' ');
    expect(mailText).toContain('2 × Vinterhilsen, Med konvolutter:');
    expect(mailText).toContain('1 × Familiepakke, Emma Nordmann:');
    expect(mailText).not.toContain('Winter greetings');
    expect(mailText).not.toContain('Family package');

    // The receipt (My orders) and the invoice read later in Swedish name them in Swedish.
    await speak(b, 'sv');
    const bySwede = (await orderAsRead(b, orderUuid)).orderLines.map(seen);
    expect(bySwede).toContainEqual({ ...CARD.sv, items: undefined });
    expect(bySwede).toContainEqual({ ...FAMILY.sv, template: undefined });
    const legacy = (
      await b.get(`/sections/my-account/ajax/get_order_details.php?uuid=${orderUuid}`)
    ).json() as { orderLines: Line[] };
    expect(legacy.orderLines.map((l) => l.description)).toEqual(
      expect.arrayContaining([CARD.sv.description, FAMILY.sv.description]),
    );
    const text = await invoiceText(b, orderUuid);
    expect(text).toContain('Vinterhälsningar, Med kuvert');
    expect(text).toContain('Familjepaket, Emma Nordmann');
    expect(text).not.toContain('Winter greetings');
    expect(text).not.toContain('Vinterhilsen');

    // And in English for an English reader.
    await speak(b, 'en');
    expect((await orderAsRead(b, orderUuid)).orderLines.map(seen)).toContainEqual({
      ...CARD.en,
      items: undefined,
    });
    // A whole purchase and an invoice PDF: more than a unit test's usual time on a busy machine.
  }, 90_000);

  it('keeps the names a line was added with once its design or package is gone', async () => {
    const email = 'gone-designs@keepsake.test';
    const b = await newCustomer(app(), email);
    const [user] = await app().db.select().from(users).where(eq(users.email, email));
    const cartUuid = crypto.randomUUID();
    await app()
      .db.insert(carts)
      .values({ uuid: cartUuid, userUuid: user?.uuid ?? '', currency: 'NOK' });
    const gone = crypto.randomUUID();
    const line = { cartUuid, type: 0, quantity: 1, linePrice: 10000, actualLinePrice: 10000 };
    await app()
      .db.insert(orderLines)
      .values([
        {
          ...line,
          uuid: crypto.randomUUID(),
          position: 0,
          productUuid: CARD_15,
          productName: 'Card 15x15',
          productType: 1,
          description: 'Old greetings',
          data: {
            kind: 'template',
            template: { uuid: gone, version: 1, name: 'Old greetings' },
            templateData: { year: 2027, userResources: [] },
            subProductUuids: [],
            partOfPackage: false,
          },
        },
        {
          ...line,
          uuid: crypto.randomUUID(),
          position: 1,
          productUuid: gone,
          productName: 'Old package',
          productType: 200,
          maximumQuantity: 1,
          description: 'Old package, Emma Nordmann',
          data: {
            kind: 'package',
            packageUuid: gone,
            subjectUuid: DEMO_SUBJECTS.emma,
            packageItems: [],
          },
        },
      ]);
    await speak(b, 'sv');
    const lines = await cartLines(b);
    // The product the card was made on is still sold, so it is named in Swedish.
    expect(lines.map((l) => [l.product?.name, l.description, l.template?.name])).toEqual([
      ['Kort 15x15', 'Old greetings', 'Old greetings'],
      ['Old package', 'Old package, Emma Nordmann', undefined],
    ]);
  });
});
