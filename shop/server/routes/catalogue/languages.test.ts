import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import type { Browser } from '../../test/client';
import { DEMO_EXPRESS_PICKUP } from '../../demo/checkout';
import { withShownTotal } from '../../test/buy-now';
import { addPrintLine, newCustomer, postage, signInParent } from '../checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Lang = 'en' | 'nb' | 'sv';
/** The parent picks the language in the shop (session and account), then reads `url`. */
async function get(b: Browser, url: string, lang: Lang) {
  expect((await b.post('/api/webshop/user/language', { lang })).statusCode).toBe(200);
  return b.get(url);
}

describe('names the parent reads come in their language', () => {
  it('lists the same products with Norwegian and Swedish names', async () => {
    const b = await signInParent(app);
    const names = async (lang: Lang) =>
      (
        (await get(b, '/api/webshop/templates/cards', lang)).json().products as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await names('en')).toEqual(
      expect.arrayContaining(['Card 15x15', 'Class photo card 15x10']),
    );
    expect(await names('nb')).toEqual(
      expect.arrayContaining(['Kort 15x15', 'Klassebildekort 15x10']),
    );
    expect(await names('sv')).toEqual(
      expect.arrayContaining(['Kort 15x15', 'Klassfotokort 15x10']),
    );
  });

  it('names the packages and the photo catalogue in the parent’s language', async () => {
    const b = await signInParent(app);
    const packages = async (lang: Lang) =>
      ((await get(b, '/api/webshop/packages', lang)).json().packages as { name: string }[]).map(
        (p) => p.name,
      );
    expect(await packages('nb')).toContain('Familiepakke');
    expect(await packages('sv')).toContain('Familjepaket');
    const catalogues = async (lang: Lang) =>
      (
        (await get(b, '/ajax/user/get_catalogues.php', lang)).json().catalogues as {
          name: string;
          description: string;
        }[]
      ).map((c) => c.name);
    expect(await catalogues('en')).toContain('School catalogue 2026, Emma Nordmann');
    expect(await catalogues('nb')).toContain('Skolekatalog 2026, Emma Nordmann');
    expect(await catalogues('sv')).toContain('Skolkatalog 2026, Emma Nordmann');
  });

  it('names the delivery and payment options in the parent’s language', async () => {
    const email = 'sprak@keepsake.test';
    const b = await newCustomer(app, email);
    await addPrintLine(app, email);
    const open = async (lang: Lang) => {
      await b.post('/api/webshop/user/language', { lang });
      return (await b.post('/api/webshop/checkout')).json() as {
        checkoutUuid: string;
        deliveryOptions: { name: string; deliveryOptions: { name: string }[] }[];
      };
    };
    const sv = await open('sv');
    expect(sv.deliveryOptions.map((m) => m.name)).toEqual(['Post', 'Hämtning i butik']);
    expect(sv.deliveryOptions[0]!.deliveryOptions.map((o) => o.name)).toEqual([
      'Brev med posten',
      'Expresspaket',
    ]);
    const nb = await open('nb');
    expect(nb.deliveryOptions.map((m) => m.name)).toEqual(['Post', 'Henting i butikk']);
    const postage = demoUuid('delivery-option:postage');
    const options = async (lang: Lang) =>
      (
        await get(
          b,
          `/api/webshop/checkout/${nb.checkoutUuid}/delivery-options/${postage}/payment-options`,
          lang,
        )
      ).json().paymentOptions as { title: string; description: string }[];
    expect((await options('nb')).map((o) => o.title)).toEqual(['Faktura', 'Mobilbetaling', 'Kort']);
    expect((await options('sv'))[1]).toMatchObject({
      title: 'Mobilbetalning',
      description: 'Godkänn betalningen i telefonen.',
    });
    expect((await options('en')).map((o) => o.title)).toEqual([
      'Invoice',
      'Mobile payment',
      'Card',
    ]);
  });

  it('names the pickup places, their delivery times and the receipt in the parent’s language', async () => {
    const b = await signInParent(app);
    const store = demoUuid('delivery-option:store');
    type Location = { uuid: string; pickupname: string; deliveryTime: { string: string } };
    const places = async (lang: Lang) => {
      await b.post('/api/webshop/user/language', { lang });
      const open = (await b.post('/api/webshop/checkout')).json() as {
        deliveryOptions: { type: string; pickupLocations: Location[] }[];
      };
      const pickup = open.deliveryOptions.find((m) => m.type === 'store-pickup');
      return pickup!.pickupLocations.map((l) => [l.pickupname, l.deliveryTime.string]);
    };
    // The catalogue goes into the cart while the shop speaks English.
    await b.post('/api/webshop/user/language', { lang: 'en' });
    const { catalogues } = (await b.get('/ajax/user/get_catalogues.php')).json() as {
      catalogues: { uuid: string }[];
    };
    const add = await b.post('/api/webshop/cart/catalogues', {
      catalogues: [{ uuid: catalogues[0]!.uuid, quantity: 1 }],
    });
    expect(add.statusCode).toBe(200);
    expect(await places('en')).toEqual([
      ['Lysglimt Foto, Storgata', '3 business days'],
      ['Lysglimt Foto, Storgata (express)', 'Next day'],
    ]);
    expect(await places('sv')).toEqual([
      ['Lysglimt Foto, Storgata', '3 arbetsdagar'],
      ['Lysglimt Foto, Storgata (express)', 'Nästa dag'],
    ]);
    expect(await places('nb')).toEqual([
      ['Lysglimt Foto, Storgata', '3 virkedager'],
      ['Lysglimt Foto, Storgata (ekspress)', 'Neste dag'],
    ]);
    const cartNames = async () =>
      ((await b.get('/api/webshop/cart')).json().orderLines as { product: { name: string } }[]).map(
        (l) => l.product.name,
      );
    expect(await cartNames()).toContain('Skolekatalog 2026, Emma Nordmann');

    const checkout = (await b.post('/api/webshop/checkout')).json() as { checkoutUuid: string };
    const body = await withShownTotal(b, checkout.checkoutUuid, {
      deliveryOptionUuid: store,
      paymentOptionUuid: demoUuid('payment:invoice'),
      deliveryOptionData: {
        deliveryAddress: null,
        contactInfo: postage.contactInfo,
        pickupLocationUuid: DEMO_EXPRESS_PICKUP,
      },
      paymentOptionData: { pid: '01019000083' },
      client: 'mobile',
    });
    const bought = await b.post(`/api/webshop/checkout/${checkout.checkoutUuid}/transaction`, body);
    expect(bought.statusCode).toBe(200);
    const orderUuid = bought.json().order.uuid as string;
    type Receipt = {
      orderLines: { product: { name: string }; description: string }[];
      delivery: {
        name: string;
        pickupLocation: { pickupname: string; deliveryTime: { string: string } };
      };
    };
    const receipt = async (lang: Lang) =>
      (await get(b, `/api/webshop/user/orders/${orderUuid}`, lang)).json().order as Receipt;
    const nb = await receipt('nb');
    expect(nb.orderLines.map((l) => l.product.name)).toContain('Skolekatalog 2026, Emma Nordmann');
    expect(nb.delivery.name).toBe('Hent i butikken');
    expect(nb.delivery.pickupLocation).toMatchObject({
      pickupname: 'Lysglimt Foto, Storgata (ekspress)',
      deliveryTime: { string: 'Neste dag' },
    });
    // Read later in Swedish, the same receipt speaks Swedish.
    const sv = await receipt('sv');
    expect(sv.orderLines.map((l) => l.product.name)).toContain('Skolkatalog 2026, Emma Nordmann');
    expect(sv.orderLines.map((l) => l.description)).toContain('Skolkatalog 2026, Emma Nordmann');
    expect(sv.delivery.name).toBe('Hämta i butiken');
    expect(sv.delivery.pickupLocation).toMatchObject({
      pickupname: 'Lysglimt Foto, Storgata (express)',
      deliveryTime: { string: 'Nästa dag' },
    });
  });
});
