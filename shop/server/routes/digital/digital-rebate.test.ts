import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalSetOffers } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Amount = { amount: number };
type Section = {
  pictureType: string;
  nextPrice: Amount;
  originalPrice: Amount;
  pictures: { uuid: string }[];
};
type Line = { type: number; linePrice: Amount; actualLinePrice: Amount };

let parents = 0;
/** A new parent holding Emma's set only (one set: no sibling campaign), with an empty cart. */
async function emmasParent(): Promise<Browser> {
  const b = new Browser(app);
  parents += 1;
  expect(
    (await b.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.emma}`)).json().valid,
  ).toBe(true);
  const created = await b.post('/ajax/create.php', {
    email: `rebate.${parents}.${Date.now()}@example.test`,
    code: DEMO_CODES.emma,
    mobile: '+47 945 67 890',
    password: 'rebate-pass-1',
    confirm_password: 'rebate-pass-1',
    acceptmail: false,
    termsofservice: true,
  });
  expect(created.statusCode).toBe(200);
  return b;
}

const setFileRebate = (amount: number | null) =>
  app.db
    .update(digitalSetOffers)
    .set({ rebatedFilePrice: amount })
    .where(eq(digitalSetOffers.subjectUuid, DEMO_SUBJECTS.emma));

async function section(b: Browser, type: string): Promise<Section> {
  const res = await b.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.emma}`);
  expect(res.statusCode).toBe(200);
  const found = (res.json() as { sections: Section[] }).sections.find(
    (s) => s.pictureType === type,
  );
  if (!found) throw new Error(`no ${type} section`);
  return found;
}

const toggle = async (b: Browser, file: string) =>
  expect((await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file })).statusCode).toBe(
    200,
  );

const productLines = async (b: Browser) =>
  (
    (await b.get('/api/webshop/cart/priced')).json() as { cart: { orderLines: Line[] } }
  ).cart.orderLines
    .filter((l) => l.type === 0)
    .map((l) => [l.linePrice.amount, l.actualLinePrice.amount]);

describe('single digital files at the subject rebatedDigitalFilePrice', () => {
  afterAll(() => setFileRebate(null));

  // Emma's portraits cost 149, 99, then 79 (ordinal tiers); a group picture 99.
  it.each([
    // [rebatedDigitalFilePrice, first portrait shown, [original, charged] of two in the cart,
    //  third portrait shown, group picture shown]
    [
      null,
      14900,
      [
        [14900, 14900],
        [9900, 9900],
      ],
      7900,
      9900,
    ],
    [
      8900,
      8900,
      [
        [14900, 8900],
        [9900, 8900],
      ],
      7900,
      8900,
    ],
    [
      12000,
      12000,
      [
        [14900, 12000],
        [9900, 9900],
      ],
      7900,
      9900,
    ],
    [
      20000,
      14900,
      [
        [14900, 14900],
        [9900, 9900],
      ],
      7900,
      9900,
    ],
    [
      0,
      0,
      [
        [14900, 0],
        [9900, 0],
      ],
      0,
      0,
    ],
  ])(
    'rebate %s: first %s, cart %j, third %s, group %s',
    async (rebate, first, cart, third, group) => {
      await setFileRebate(rebate);
      const b = await emmasParent();
      const ip = await section(b, 'IP');
      expect(ip.nextPrice.amount).toBe(first);
      expect(ip.originalPrice.amount).toBe(14900);
      expect((await section(b, 'GP')).nextPrice.amount).toBe(group);

      const [a, c] = ip.pictures;
      if (!a || !c) throw new Error('two portraits expected');
      await toggle(b, a.uuid);
      await toggle(b, c.uuid);
      expect(await productLines(b)).toEqual(cart);
      expect((await section(b, 'IP')).nextPrice.amount).toBe(third);

      // Checkout charges what the cart holds.
      const checkout = (await b.post('/api/webshop/checkout')).json() as {
        cart: { orderLines: Line[]; summary: { totalPrice: Amount } };
      };
      const charged = cart.reduce((sum, [, paid]) => sum + (paid ?? 0), 0);
      expect(
        checkout.cart.orderLines.filter((l) => l.type === 0).map((l) => l.actualLinePrice.amount),
      ).toEqual(cart.map(([, paid]) => paid));
      expect(checkout.cart.summary.totalPrice.amount).toBe(charged);

      // Removing the first moves the second to the first tier, rebated again when lower.
      await toggle(b, a.uuid);
      expect(await productLines(b)).toEqual([cart[0]]);
    },
  );

  it('keeps a rebate to its own subject', async () => {
    await setFileRebate(8900);
    const b = await emmasParent();
    const add = await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.jonas)}`,
    );
    expect(add.statusCode).toBe(200);
    const jonas = (
      (await b.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.jonas}`)).json() as {
        sections: Section[];
      }
    ).sections.find((s) => s.pictureType === 'IP');
    expect(jonas?.nextPrice.amount).toBe(14900);
    const picture = jonas?.pictures[0];
    if (!picture) throw new Error('a portrait of Jonas expected');
    await toggle(b, picture.uuid);
    await toggle(b, (await section(b, 'IP')).pictures[0]?.uuid ?? '');
    // Jonas first (149, no rebate), then Emma at the second tier, rebated: 89.
    expect(await productLines(b)).toEqual([
      [14900, 14900],
      [9900, 8900],
    ]);
  });
});
