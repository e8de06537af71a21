import { describe, expect, it } from 'vitest';
import { DEMO_CODES, DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { sharedTestApp } from '../../test/hooks';
import { signedInAs } from '../../test/sign-in';
import { Browser } from '../../test/client';
import { markBought } from '../../test/bought';

const app = sharedTestApp();

type Section = {
  pictureType: string;
  nextPrice: { amount: number };
  originalPrice: { amount: number };
  pictures: { uuid: string; bought: boolean; inCart: boolean; greenscreen: boolean }[];
};
type Portraits = { sections: Section[]; digitalSet: { productUuid: string } | null };

const parent = () => signedInAs(app(), DEMO_USER);

const portraits = async (b: Browser, subject: string) =>
  (await b.get(`/api/webshop/digital-portraits/${subject}`)).json() as Portraits;
const section = (p: Portraits, type: string) => {
  const found = p.sections.find((s) => s.pictureType === type);
  if (!found) throw new Error(`no ${type} section`);
  return found;
};
const cartPrices = async (b: Browser) =>
  (
    (await b.get('/api/webshop/cart/priced')).json() as {
      cart: { orderLines: { type: number; actualLinePrice: { amount: number } }[] };
    }
  ).cart.orderLines
    .filter((l) => l.type === 0)
    .map((l) => l.actualLinePrice.amount);

/** Marks pictures as bought in a confirmed order of the demo parent. */
const buy = (pictureUuids: string[]) => markBought(app().db, DEMO_USER.email, pictureUuids);

describe('digital portraits', () => {
  it('lists the sets to buy for and 404s a subject the user does not hold', async () => {
    const b = await parent();
    const { subjects } = (await b.get('/api/webshop/digital-portraits')).json() as {
      subjects: { subject: { uuid: string }; buyable: boolean }[];
    };
    expect(subjects.map((s) => s.subject.uuid).sort()).toEqual(
      [DEMO_SUBJECTS.emma, DEMO_SUBJECTS.jonas].sort(),
    );
    expect(subjects.every((s) => s.buyable)).toBe(true);
    expect((await b.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.sofie}`)).statusCode).toBe(
      404,
    );
  });

  it('shows a code visitor (no account) the portraits of the child the list offers', async () => {
    const visitor = new Browser(app());
    const noUser = await visitor.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.sofie}`);
    expect(noUser.statusCode).toBe(401);
    const verified = await visitor.get(
      `/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`,
    );
    expect(verified.json()).toMatchObject({ valid: true });
    const { subjects } = (await visitor.get('/api/webshop/digital-portraits')).json() as {
      subjects: { subject: { uuid: string } }[];
    };
    expect(subjects.map((s) => s.subject.uuid)).toEqual([DEMO_SUBJECTS.sofie]);
    const page = await visitor.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.sofie}`);
    expect(page.statusCode).toBe(200);
    const first = section(page.json() as Portraits, 'IP').pictures[0];
    if (!first) throw new Error('no portrait');
    const toggled = await visitor.post('/ajax/cart/toggle_digital_file_in_cart.php', {
      file: first.uuid,
    });
    expect(toggled.statusCode).toBe(200);
    expect((await cartPrices(visitor)).length).toBe(1);
    const other = await visitor.get(`/api/webshop/digital-portraits/${DEMO_SUBJECTS.emma}`);
    expect(other.statusCode).toBe(404);
  });

  it('prices the n-th portrait at its tier: bought + in cart + 1', async () => {
    const b = await parent();
    const first = await portraits(b, DEMO_SUBJECTS.emma);
    const ip = section(first, 'IP');
    expect(ip.nextPrice.amount).toBe(14900);
    const [a, c] = ip.pictures;
    if (!a || !c) throw new Error('two portraits expected');
    expect(
      (await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: a.uuid })).json(),
    ).toEqual({
      inCart: true,
    });
    expect(section(await portraits(b, DEMO_SUBJECTS.emma), 'IP').nextPrice.amount).toBe(9900);
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: c.uuid });
    expect(await cartPrices(b)).toEqual([14900, 9900]);
    // Third and later: the last tier.
    expect(section(await portraits(b, DEMO_SUBJECTS.jonas), 'IP').nextPrice.amount).toBe(7900);
    // Removing the first moves the second down to the first tier.
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: a.uuid });
    expect(await cartPrices(b)).toEqual([14900]);
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: c.uuid });
    expect(await cartPrices(b)).toEqual([]);
  });

  it('gives sibling pictures the campaign price to parents of two sets', async () => {
    const b = await parent();
    const mgp = section(await portraits(b, DEMO_SUBJECTS.emma), 'MGP');
    expect(mgp).toMatchObject({ nextPrice: { amount: 9900 }, originalPrice: { amount: 12900 } });
  });

  it('refuses downloads of pictures not bought and of other users, serves bought ones', async () => {
    const b = await parent();
    const ip = section(await portraits(b, DEMO_SUBJECTS.emma), 'IP');
    const picture = ip.pictures[0];
    if (!picture) throw new Error('no portrait');
    expect((await b.get(`/api/webshop/digital-files/${picture.uuid}`)).statusCode).toBe(403);
    expect(
      (await new Browser(app()).get(`/api/webshop/digital-files/${picture.uuid}`)).statusCode,
    ).toBe(404);
    await buy([picture.uuid]);
    const res = await b.get(`/api/webshop/digital-files/${picture.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toContain('attachment');
    const toggle = await b.post('/ajax/cart/toggle_digital_file_in_cart.php', {
      file: picture.uuid,
    });
    expect(toggle.statusCode).toBe(400);
  });

  it('offers the digital set once no non-portrait pictures remain, and toggles it', async () => {
    const b = await parent();
    const before = await portraits(b, DEMO_SUBJECTS.emma);
    expect(before.digitalSet).toBeNull();
    await buy([
      ...section(before, 'MGP').pictures.map((p) => p.uuid),
      ...section(before, 'GP').pictures.map((p) => p.uuid),
    ]);
    const after = await portraits(b, DEMO_SUBJECTS.emma);
    expect(after.digitalSet).toMatchObject({
      price: { amount: 49900 },
      rebatedPrice: { amount: 29900 },
    });
    const add = await b.post('/ajax/cart/toggle_digital_set_in_cart.php', {
      pictureSet: DEMO_SUBJECTS.emma,
    });
    expect(add.json()).toEqual({ inCart: true });
    expect(await cartPrices(b)).toEqual([29900]);
    await b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: DEMO_SUBJECTS.emma });
    expect(await cartPrices(b)).toEqual([]);
  });

  it('downloads a bought green-screen picture on a background or transparent', async () => {
    const b = await parent();
    const add = await b.get(
      `/ajax/prophoto/add_picture_set_by_code.php?code=${encodeURIComponent(DEMO_CODES.lucas)}`,
    );
    expect(add.statusCode).toBe(200);
    const ip = section(await portraits(b, DEMO_SUBJECTS.lucas), 'IP');
    const green = ip.pictures.find((p) => p.greenscreen);
    const plain = ip.pictures.find((p) => !p.greenscreen);
    if (!green || !plain) throw new Error('a green-screen and a plain portrait expected');
    await buy([green.uuid, plain.uuid]);
    const transparent = await b.get(
      `/api/webshop/digital-files/${green.uuid}/background/transparent`,
    );
    expect(transparent.statusCode).toBe(200);
    expect(transparent.headers['content-type']).toBe('image/png');
    const onSky = await b.get(
      `/api/webshop/digital-files/${green.uuid}/background/${demoUuid('background:sky')}`,
    );
    expect(onSky.statusCode).toBe(200);
    expect(onSky.headers['content-type']).toBe('image/jpeg');
    expect(
      (await b.get(`/api/webshop/digital-files/${green.uuid}/background/nope`)).statusCode,
    ).toBe(404);
    expect(
      (await b.get(`/api/webshop/digital-files/${plain.uuid}/background/transparent`)).statusCode,
    ).toBe(400);
  });
});
