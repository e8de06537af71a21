import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { demoProductUuid } from '../../demo/product-catalogue';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';
import { filledDesign } from '../../test/designs';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
const CLASS_CARD = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0004', version: 1 };
const CARD_15 = demoProductUuid('card-15x15');
const ENVELOPES = demoUuid('subproduct:card-15x15:envelope');

type Resource = Record<string, unknown> & { id: string; type: string };
type Data = { year: number; userResources: Resource[] };

async function parent(): Promise<Browser> {
  const b = new Browser(app);
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b;
}

async function winterData(b: Browser): Promise<Data> {
  return (await filledDesign(b, WINTER.uuid, DEMO_SUBJECTS.emma)) as Data;
}

const add = (b: Browser, body: Record<string, unknown>) =>
  b.post('/api/webshop/cart/template-lines', {
    productUuid: CARD_15,
    template: WINTER,
    ...body,
  });

const withResource = (data: Data, id: string, change: (r: Resource) => Resource): Data => ({
  ...data,
  userResources: data.userResources.map((r) => (r.id === id ? change(r) : r)),
});

describe('adding template lines', () => {
  it('prices each line from the tiers on the server, ignoring any price sent', async () => {
    const b = await parent();
    const templateData = await winterData(b);
    const res = await add(b, {
      templateData,
      linePrice: 1,
      lines: [
        { quantity: 2, subProductUuids: [] },
        { quantity: 10, subProductUuids: [ENVELOPES], actualLinePrice: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [single, envelopes] = res.json().orderLineUuids as string[];
    const cart = (await b.get('/api/webshop/cart')).json();
    const line = (uuid: string | undefined) =>
      cart.orderLines.find((l: { uuid: string }) => l.uuid === uuid);
    expect(line(single)).toMatchObject({
      quantity: 2,
      actualLinePrice: { amount: 7800, currency: 'NOK' },
      product: { uuid: CARD_15, name: 'Card 15x15', type: 1 },
      description: 'Winter greetings',
    });
    // The 10-piece tier (32 kr) plus 5 kr for each envelope.
    expect(line(envelopes)).toMatchObject({
      quantity: 10,
      actualLinePrice: { amount: 37000, currency: 'NOK' },
      subProductUuids: [ENVELOPES],
      description: 'Winter greetings, With envelopes',
    });
    expect(line(single).template).toMatchObject({
      uuid: WINTER.uuid,
      version: 1,
      name: 'Winter greetings',
      data: { year: templateData.year },
    });
    expect(line(single).preview).toMatch(/^\/system\/gsbackground\.php\?uuid=/);
  });

  it('names the design in the language the parent shops in', async () => {
    const b = await parent();
    expect((await b.post('/api/webshop/user/language', { lang: 'sv' })).statusCode).toBe(200);
    const res = await add(b, { templateData: await winterData(b), lines: [{ quantity: 1 }] });
    expect(res.statusCode).toBe(200);
    const [uuid] = res.json().orderLineUuids as string[];
    const cart = (await b.get('/api/webshop/cart')).json();
    const line = cart.orderLines.find((l: { uuid: string }) => l.uuid === uuid);
    expect(line).toMatchObject({ description: 'Vinterhälsningar' });
    expect(line.template).toMatchObject({ name: 'Vinterhälsningar' });
    await b.post('/api/webshop/user/language', { lang: 'en' });
  });

  it('refuses a tampered instance with a message naming the field', async () => {
    const b = await parent();
    const data = await winterData(b);
    const unknown = await add(b, {
      templateData: {
        ...data,
        userResources: [...data.userResources, { id: 'front/nope', type: 'STRING' }],
      },
      lines: [{ quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain("'front/nope' is not a field of template");
    const badFont = await add(b, {
      templateData: withResource(data, 'front/greeting', (r) => ({ ...r, family: 'Comic Sans' })),
      lines: [{ quantity: 1 }],
    });
    expect(badFont.statusCode).toBe(400);
    expect(badFont.json().error).toContain('templateData.userResources[1].family');
    const resized = await add(b, {
      templateData: withResource(data, 'front/photo', (r) => ({
        ...r,
        image: { ...(r.image as object), width: 10_000 },
      })),
      lines: [{ quantity: 1 }],
    });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().error).toBe(
      'The picture in front/photo does not match the stored picture',
    );
  });

  it('answers 404 for a picture the user does not hold', async () => {
    const b = await parent();
    const data = await winterData(b);
    const sofie = new Browser(app);
    await sofie.get('/ajax/prophoto/verify_subject_code.php?code=SFYE-3MKB-9TQW');
    const theirs = (await sofie.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.sofie}`)).json()
      .pictureSet.pictures[0].uuid as string;
    const res = await add(b, {
      templateData: withResource(data, 'front/photo', (r) => ({
        ...r,
        image: { ...(r.image as object), uuid: theirs },
      })),
      lines: [{ quantity: 1 }],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(`The picture ${theirs} was not found`);
  });

  it('refuses a picture the field does not accept, and an incomplete design', async () => {
    const b = await parent();
    const classData = (await filledDesign(b, CLASS_CARD.uuid, DEMO_SUBJECTS.emma)) as Data;
    const portrait = (await winterData(b)).userResources.find((r) => r.id === 'front/photo')?.image;
    const refused = await b.post('/api/webshop/cart/template-lines', {
      productUuid: demoProductUuid('class-card'),
      template: CLASS_CARD,
      templateData: withResource(classData, 'front/group', (r) => ({ ...r, image: portrait })),
      lines: [{ quantity: 5 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("front/group: You can't use this image in this image field");

    const empty = await add(b, {
      templateData: withResource(await winterData(b), 'front/photo', (r) => ({
        ...r,
        image: null,
      })),
      lines: [{ quantity: 1 }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The design is not complete: fill in front/photo');
  });

  it('checks quantities, products and designs', async () => {
    const b = await parent();
    const classData = (await filledDesign(b, CLASS_CARD.uuid, DEMO_SUBJECTS.emma)) as Data;
    const few = await b.post('/api/webshop/cart/template-lines', {
      productUuid: demoProductUuid('class-card'),
      template: CLASS_CARD,
      templateData: classData,
      lines: [{ quantity: 2 }],
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().error).toBe('The quantity must be at least 5.');
    const wrongProduct = await add(b, {
      template: CLASS_CARD,
      templateData: classData,
      lines: [{ quantity: 1 }],
    });
    expect(wrongProduct.statusCode).toBe(400);
    expect(wrongProduct.json().error).toBe('Class photo card is not a design of Card 15x15');
    const unknown = await add(b, {
      productUuid: 'nope',
      templateData: classData,
      lines: [{ quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('reading and updating a template line', () => {
  it("opens and updates the owner's line, re-priced; others get 404", async () => {
    const b = await parent();
    const data = await winterData(b);
    const [uuid] = (await add(b, { templateData: data, lines: [{ quantity: 1 }] })).json()
      .orderLineUuids as string[];
    const opened = await b.get(`/api/webshop/cart/template-lines/${uuid}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().line).toMatchObject({
      uuid,
      product: { uuid: CARD_15, type: 1 },
      quantity: 1,
      template: { ...WINTER, name: 'Winter greetings' },
      actualLinePrice: { amount: 3900, currency: 'NOK' },
    });

    const changed = withResource(data, 'front/greeting', (r) => ({
      ...r,
      text: 'God jul!',
      lines: ['God jul!'],
    }));
    const update = (who: Browser) =>
      who.request({
        method: 'PUT',
        url: `/api/webshop/cart/template-lines/${uuid}`,
        payload: { template: WINTER, templateData: changed, quantity: 12, subProductUuids: [] },
      });
    expect((await update(b)).statusCode).toBe(200);
    const line = (await b.get(`/api/webshop/cart/template-lines/${uuid}`)).json().line;
    expect(line.quantity).toBe(12);
    expect(line.actualLinePrice.amount).toBe(12 * 3200);
    const greeting = line.templateData.userResources.find(
      (r: Resource) => r.id === 'front/greeting',
    );
    expect(greeting.text).toBe('God jul!');

    const stranger = new Browser(app);
    await stranger.get('/ajax/prophoto/verify_subject_code.php?code=SFYE-3MKB-9TQW');
    expect((await stranger.get(`/api/webshop/cart/template-lines/${uuid}`)).statusCode).toBe(404);
    expect((await update(stranger)).statusCode).toBe(404);
    expect(
      (await new Browser(app).get(`/api/webshop/cart/template-lines/${uuid}`)).statusCode,
    ).toBe(404);
  });
});
