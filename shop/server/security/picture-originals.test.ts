// The shop's originals are what it sells: a picture leaves above preview size only as a bought
// digital file. Whoever holds the set (an anonymous visitor with its code, a signed-in parent who
// has not bought) gets at most PREVIEW_MAX_EDGE pixels through every URL that shows pictures; the
// buyer gets the original through the digital-files download.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MAX_EDGE } from '../../contract/picture-sets';
import { pictures } from '../db/schema';
import { DEMO_CODES, DEMO_SETS, DEMO_USER, demoUuid } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { testStorage } from '../test/storage';
import { Browser } from '../test/client';
import { markBought } from '../test/bought';

const WIDTH = 2400;
const HEIGHT = 3000;

let app: FastifyInstance;
const portrait = crypto.randomUUID();
const green = crypto.randomUUID();

/** A camera-sized original: a subject (grey block) before a white or chroma-green backdrop. */
async function original(name: string, backdrop: string): Promise<string> {
  const file = `originals-test/${name}.jpg`;
  const bytes = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: backdrop },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 1200, height: 1800, channels: 3, background: '#806050' },
        })
          .png()
          .toBuffer(),
        left: 600,
        top: 800,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  await testStorage().put(`pictures/${file}`, bytes);
  return file;
}

beforeAll(async () => {
  app = await createTestApp();
  const common = { width: WIDTH, height: HEIGHT, pictureType: 'IP' as const, keywords: [] };
  await app.db.insert(pictures).values([
    {
      ...common,
      uuid: portrait,
      pictureSetUuid: DEMO_SETS.emma,
      file: await original(portrait, '#ffffff'),
      groupPicture: false,
      greenscreen: false,
      position: 90,
    },
    {
      ...common,
      uuid: green,
      pictureSetUuid: DEMO_SETS.lucas,
      file: await original(green, '#00b140'),
      groupPicture: false,
      greenscreen: true,
      position: 90,
    },
  ]);
});
afterAll(() => app.close());

/** Marks a picture bought in a confirmed order of the demo parent. */
const buy = (pictureUuid: string) => markBought(app.db, DEMO_USER.email, [pictureUuid]);

/** The decoded size of a JPEG answer, after checking it is one. */
async function dimensions(res: { statusCode: number; rawPayload: Buffer }) {
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return [meta.width, meta.height];
}

const PREVIEW = [(PREVIEW_MAX_EDGE * WIDTH) / HEIGHT, PREVIEW_MAX_EDGE];

describe('picture originals', () => {
  it('gives a signed-in parent who has not bought the picture at most the preview size', async () => {
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const shown = await parent.get(`/api/webshop/pictures/${portrait}?size=full`);
    expect(await dimensions(shown)).toEqual(PREVIEW);
    const drawn = await parent.get(`/system/gsbackground.php?uuid=${portrait}&size=full`);
    expect(await dimensions(drawn)).toEqual(PREVIEW);
    const turned = await parent.get(
      `/system/gsbackground.php?uuid=${portrait}&size=full&rotation=90&effect=bw`,
    );
    expect(await dimensions(turned)).toEqual([...PREVIEW].reverse());
    const download = await parent.get(`/api/webshop/digital-files/${portrait}`);
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({
      error: 'This picture is not bought yet.',
      code: 'not-bought',
    });
  });

  it('gives an anonymous visitor with the code at most the preview size, composites too', async () => {
    const visitor = new Browser(app);
    await visitor.get(`/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.lucas}`);
    const background = demoUuid('background:sky');
    for (const url of [
      `/api/webshop/pictures/${green}?size=full`,
      `/api/webshop/pictures/${green}?size=full&background=${background}`,
      `/system/gsbackground.php?uuid=${green}&size=full`,
      `/system/gsbackground.php?uuid=${green}&size=full&background=${background}&effect=sepia`,
    ]) {
      expect(await dimensions(await visitor.get(url))).toEqual(PREVIEW);
    }
    for (const url of [
      `/api/webshop/digital-files/${green}`,
      `/api/webshop/digital-files/${green}/background/${background}`,
      `/api/webshop/digital-files/${green}/background/transparent`,
    ]) {
      expect((await visitor.get(url)).statusCode).toBe(403);
    }
  });

  it('gives the buyer the original through the digital-files download only', async () => {
    const parent = new Browser(app);
    await parent.post('/api/webshop/login', {
      email: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    await buy(portrait);
    const download = await parent.get(`/api/webshop/digital-files/${portrait}`);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(await dimensions(download)).toEqual([WIDTH, HEIGHT]);
    // The picture URL still shows the preview: its bytes never change with a purchase.
    const shown = await parent.get(`/api/webshop/pictures/${portrait}?size=full`);
    expect(await dimensions(shown)).toEqual(PREVIEW);
  });
});
