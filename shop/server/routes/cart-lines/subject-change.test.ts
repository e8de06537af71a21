// A parent who posts a design by hand may not combine pictures of sets the photo days keep apart:
// the server holds the subject-change and photographer rules the editor shows (demo cases in
// shop/server/demo/cases-editor-photo-days.ts).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_CASE_TEMPLATES } from '../../demo/cases-editor';
import { DEMO_CODES, DEMO_SUBJECTS } from '../../demo/demo-accounts';
import { demoProductUuid } from '../../demo/product-catalogue';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Six picture fields: room for two sets in one design. */
const COLLAGE = { uuid: EDITOR_CASE_TEMPLATES.collage, version: 1 };
const PRODUCT = demoProductUuid('collage');

type Resource = Record<string, unknown> & { id: string; type: string };
type Data = { year: number; userResources: Resource[] };
type Child = keyof typeof DEMO_CODES & keyof typeof DEMO_SUBJECTS;

let parents = 0;
/** A new parent holding the sets of `children`, registered from a phone speaking `lang`. */
async function parentOf(children: Child[], lang = 'en-GB'): Promise<Browser> {
  const b = new Browser(app);
  const headers = { 'accept-language': lang };
  parents += 1;
  const [first, ...more] = children.map((c) => DEMO_CODES[c]);
  const verified = await b.get(`/ajax/prophoto/verify_subject_code.php?code=${first}`, headers);
  expect(verified.json().valid).toBe(true);
  const created = await b.request({
    method: 'POST',
    url: '/ajax/create.php',
    headers,
    payload: {
      email: `subject-change.${parents}.${Date.now()}@example.test`,
      code: first,
      mobile: '+47 945 67 890',
      password: 'subject-pass-1',
      confirm_password: 'subject-pass-1',
      acceptmail: false,
      termsofservice: true,
    },
  });
  expect(created.statusCode).toBe(200);
  for (const code of more) {
    const added = await b.get(`/ajax/prophoto/add_picture_set_by_code.php?code=${code}`, headers);
    expect(added.statusCode).toBe(200);
  }
  return b;
}

/** The collage filled with `child`'s pictures by the server, as the editor opens it. */
async function filled(b: Browser, child: Child): Promise<Data> {
  const res = await b.post('/api/webshop/user/templates/fill-template', {
    template: { uuid: COLLAGE.uuid },
    subject: { uuid: DEMO_SUBJECTS[child] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Data;
}

const images = (data: Data) =>
  data.userResources.filter((r) => r.type === 'IMAGE' && (r as { image?: unknown }).image);

/** `main`'s collage with its last picture field holding `other`'s picture instead. */
async function mixed(b: Browser, main: Child, other: Child): Promise<Data> {
  const design = await filled(b, main);
  const theirs = images(await filled(b, other));
  const last = images(design).at(-1);
  const swap = theirs.find((r) => r.id === last?.id);
  if (!last || !swap) throw new Error('The collage was not filled');
  return {
    ...design,
    userResources: design.userResources.map((r) => (r.id === last.id ? swap : r)),
  };
}

const add = (b: Browser, templateData: Data) =>
  b.post('/api/webshop/cart/template-lines', {
    productUuid: PRODUCT,
    template: COLLAGE,
    templateData,
    lines: [{ quantity: 1, subProductUuids: [] }],
  });

const cartLines = async (b: Browser) =>
  ((await b.get('/api/webshop/cart')).json() as { orderLines: unknown[] }).orderLines.length;

describe('combining picture sets in one design', () => {
  it.each([
    ['subject change 1', 'theo', 'tiril', 'Only pictures of the same person can'],
    ['subject change 2', 'vilde', 'sigrid', 'Only pictures from the same photo session can'],
    ['subject change 3', 'sander', 'ella', 'Only pictures from the same kind of photo session can'],
    ['photographers not mixed', 'sara', 'theo', "Pictures from different photographers can't"],
  ] as const)('%s: %s with %s is refused, nothing added', async (_case, main, other, rule) => {
    const b = await parentOf([main, other]);
    const res = await add(b, await mixed(b, main, other));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'subject-change-refused',
      error: `${rule} be combined in this product.`,
    });
    expect(await cartLines(b)).toBe(0);
  });

  it.each([
    ['subject change 2', 'vilde', 'vetle'],
    ['subject change 3', 'sander', 'nora'],
    ['photographers not mixed', 'sara', 'sigrid'],
  ] as const)('%s: %s with %s is allowed', async (_case, main, other) => {
    const b = await parentOf([main, other]);
    const res = await add(b, await mixed(b, main, other));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartLines(b)).toBe(1);
  });

  it('an update of a cart line is held to the same rule, and the line is kept as it was', async () => {
    const b = await parentOf(['theo', 'tiril']);
    const own = await filled(b, 'theo');
    const added = await add(b, own);
    expect(added.statusCode, added.body).toBe(200);
    const [line] = added.json().orderLineUuids as string[];
    const res = await b.request({
      method: 'PUT',
      url: `/api/webshop/cart/template-lines/${line}`,
      payload: {
        template: COLLAGE,
        templateData: await mixed(b, 'theo', 'tiril'),
        quantity: 1,
        subProductUuids: [],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('subject-change-refused');
    const cart = (await b.get('/api/webshop/cart')).json();
    expect(cart.orderLines[0].template.data).toEqual(own);
  });

  it('answers a Norwegian parent in Norwegian', async () => {
    const b = await parentOf(['theo', 'tiril'], 'nb-NO');
    const res = await add(b, await mixed(b, 'theo', 'tiril'));
    expect(res.json()).toEqual({
      code: 'subject-change-refused',
      error: 'Bare bilder av samme person kan kombineres i dette produktet.',
    });
  });
});
