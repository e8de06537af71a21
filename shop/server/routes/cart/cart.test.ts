import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, OrderLine } from '../../../contract/cart';
import { DEMO_VOUCHERS } from '../../demo/checkout';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { DEMO_PACKAGES } from '../../demo/packages';
import { createTestApp } from '../../test/app';
import { withShownTotal } from '../../test/buy-now';
import { Browser } from '../../test/client';
import { ADULT_PID, addPrintLine, newCustomer, postage, signInParent } from '../checkout/test-cart';
import { markBought } from '../../test/bought';
import { addPackageToCart } from '../../test/packages';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const cartOf = async (b: Browser) => (await b.get('/api/webshop/cart')).json() as Cart;

type Portraits = {
  sections: { pictureType: string; pictures: { uuid: string; bought: boolean }[] }[];
};
const pictures = async (b: Browser, type: string, notBought = false) =>
  (
    (await b.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.jonas}`)).json() as Portraits
  ).sections
    .filter((s) => s.pictureType === type)
    .flatMap((s) => s.pictures.filter((p) => !(notBought && p.bought)).map((p) => p.uuid));

/** Marks pictures as bought (free) in a confirmed order of the demo parent. */
const bought = (pictureUuids: string[]) => markBought(app.db, DEMO_USER.email, pictureUuids, 0);

describe('GET /api/webshop/cart', () => {
  it('gives the priced cart, the same as …/cart/priced and the checkout, with a voucher applied', async () => {
    const b = await newCustomer(app, 'voucher-cart@keepsake.test');
    await addPrintLine(app, 'voucher-cart@keepsake.test', 2);
    const applied = await b.post('/api/webshop/cart/rebate-code', { code: DEMO_VOUCHERS.percent });
    expect(applied.statusCode).toBe(200);

    const cart = await cartOf(b);
    const priced = (await b.get('/api/webshop/cart/priced')).json().cart as Cart;
    expect(cart).toEqual(priced);
    expect(cart.rebateCode).toBe(DEMO_VOUCHERS.percent);
    // 2 × NOK 199 less 20 %: the voucher is in the summary and in the type-4 total.
    expect(cart.summary.lines.some((l) => l.type === 1 && l.linePrice.amount < 0)).toBe(true);
    expect(cart.summary.totalPrice.amount).toBe(31_840);
    expect(cart.summary.lines.at(-1)).toMatchObject({ type: 4, linePrice: { amount: 31_840 } });
    const checkout = (await b.post('/api/webshop/checkout')).json();
    expect(checkout.cart.summary).toEqual(cart.summary);
  });

  it('gives a visitor without a user an empty cart, and an empty cart no summary lines', async () => {
    const empty = {
      orderLines: [],
      summary: { lines: [], totalPrice: { amount: 0, currency: 'NOK' } },
      rebateCode: null,
    };
    expect(await cartOf(new Browser(app))).toEqual(empty);
    expect(await cartOf(await newCustomer(app, 'empty-cart@keepsake.test'))).toEqual(empty);
  });
});

describe('cart and order lines', () => {
  it('name the pictures a digital portrait and a digital set buy (digitalFiles)', async () => {
    const b = await signInParent(app);
    const [portrait] = await pictures(b, 'IP', true);
    if (!portrait) throw new Error('no portrait');
    const toggled = await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: portrait });
    expect(toggled.json(), toggled.body).toEqual({ inCart: true });
    const single = (await cartOf(b)).orderLines.find((l) => l.digitalFiles);
    expect(single?.digitalFiles).toEqual([{ uuid: portrait }]);
    expect(single?.canChangeQuantity).toBe(false);
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: portrait });

    await bought([...(await pictures(b, 'MGP')), ...(await pictures(b, 'GP'))]);
    const set = await b.post('/ajax/cart/toggle_digital_set_in_cart.php', {
      pictureSet: DEMO_SUBJECTS.jonas,
    });
    expect(set.json()).toEqual({ inCart: true });
    const setProduct = demoUuid('digital-set:jonas');
    const line = (await cartOf(b)).orderLines.find((l) => l.product?.uuid === setProduct);
    // Jonas's set buys his two portraits, in the set's order.
    expect(line?.digitalFiles).toEqual((await pictures(b, 'IP')).map((uuid) => ({ uuid })));
    await b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: DEMO_SUBJECTS.jonas });
    expect((await cartOf(b)).orderLines.some((l) => l.digitalFiles)).toBe(false);
  });

  it('give a package line its items (package.packageItems), in the cart and on the order', async () => {
    const b = await signInParent(app);
    const { instance, added } = await addPackageToCart(b, DEMO_PACKAGES.family);
    expect(added.statusCode).toBe(200);
    const line = (await cartOf(b)).orderLines.find(
      (l) => l.uuid === added.json().orderLineUuid,
    ) as OrderLine;
    const items = line.package?.packageItems ?? [];
    expect(items.map((i) => i.type)).toEqual([
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'TEMPLATE_PRODUCT',
      'DIGITAL_SET',
      'CATALOGUE',
    ]);
    expect(items[0]).toMatchObject({ product: { name: instance.packageItems[0]?.product?.name } });
    expect(items[0]?.templateData?.userResources.length).toBeGreaterThan(0);
    expect(items[5]?.catalogue?.name).toBe(instance.packageItems[5]?.catalogue?.name);

    const checkout = (await b.post('/api/webshop/checkout')).json();
    const paid = await b.post(
      `/api/webshop/checkout/${checkout.checkoutUuid}/transaction`,
      await withShownTotal(b, checkout.checkoutUuid, {
        deliveryOptionUuid: demoUuid('delivery-option:postage'),
        paymentOptionUuid: demoUuid('payment:invoice'),
        deliveryOptionData: postage,
        paymentOptionData: { pid: ADULT_PID },
        client: 'mobile',
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const order = (await b.get(`/api/webshop/user/orders/${paid.json().order.uuid}`)).json().order;
    const ordered = order.orderLines.find((l: OrderLine) => l.product?.type === 200) as OrderLine;
    // The order maps its lines as the cart does, without the cart's quantity controls.
    expect(ordered.package).toEqual(line.package);
    expect(ordered).toMatchObject({ canChangeQuantity: false, maximumQuantity: null });
  });
});
