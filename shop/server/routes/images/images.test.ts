import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../../contract/errors';
import { shops } from '../../db/schema';
import { DEMO_CODES, DEMO_SUBJECTS } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const UPLOAD = '/system/iframes/upload_internal.php?handleuploads=1&json=1&thumbnails=640';

/** A multipart body with files in field `images[]`. */
function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = '----keepsake-test-boundary';
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (b: Browser, files: { name: string; bytes: Buffer; type?: string }[]) =>
  b.request({ method: 'POST', url: UPLOAD, ...multipart(files) });

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

async function visitor(code: string): Promise<Browser> {
  const b = new Browser(app);
  await b.get(`/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);
  return b;
}

describe('own-photo upload', () => {
  it('stores photos, lists them as recent images and serves them only to their owner', async () => {
    const b = await visitor(DEMO_CODES.sofie);
    const res = await upload(b, [
      { name: 'beach.jpg', bytes: await photo(1200, 800) },
      // Named like a document, but an image: the content decides.
      { name: 'scan.pdf', bytes: await photo(600, 900), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe('OK');
    expect(body.files.map((f: { name: string; width: number }) => [f.name, f.width])).toEqual([
      ['beach.jpg', 1200],
      ['scan.pdf', 600],
    ]);
    const recent = (await b.get('/api/webshop/user/recent-images')).json().images;
    expect(recent.map((i: { uuid: string }) => i.uuid).sort()).toEqual(
      body.files.map((f: { uuid: string }) => f.uuid).sort(),
    );
    const thumb = await b.get(body.files[0].thumbnail);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(640);
    expect((await new Browser(app).get(body.files[0].thumbnail)).statusCode).toBe(404);
    expect((await new Browser(app).get('/api/webshop/user/recent-images')).json()).toEqual({
      images: [],
    });
  });

  it('refuses a file name with a NUL character (the database cannot store it) with a 400', async () => {
    const b = await visitor(DEMO_CODES.sofie);
    const res = await upload(b, [{ name: 'beach\u0000.jpg', bytes: await photo(300, 200) }]);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(Messages.nulCharacter);
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const b = await visitor(DEMO_CODES.sofie);
    const res = await upload(b, [
      { name: 'photo.jpg', bytes: Buffer.from('%PDF-1.4 not a photo') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: 'ERROR',
      error: 'photo.jpg is not an image. Please choose a photo (JPEG, PNG, HEIC…).',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await upload(b, [{ name: 'logo.svg', bytes: svg }])).statusCode).toBe(400);
  });

  it('refuses files above 25 MB and images above 50 megapixels', async () => {
    const b = await visitor(DEMO_CODES.sofie);
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(26 * 1024 * 1024)]);
    const tooBig = await upload(b, [{ name: 'huge.jpg', bytes: big }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('huge.jpg is too large. Photos may be at most 25 MB.');
    const wide = await sharp({
      create: { width: 9000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooWide = await upload(b, [{ name: 'panorama.png', bytes: wide }]);
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().error).toBe(
      'panorama.png has too many pixels. Photos may be at most 50 megapixels.',
    );
  });

  it('is refused when the shop does not allow own photos', async () => {
    const [shop] = await app.db.select().from(shops);
    if (!shop) throw new Error('no shop');
    await app.db.update(shops).set({ options: { ...shop.options, allowOwnPhotos: false } });
    try {
      const b = await visitor(DEMO_CODES.sofie);
      const res = await upload(b, [{ name: 'a.jpg', bytes: await photo(100, 100) }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().result).toBe('ERROR');
    } finally {
      await app.db.update(shops).set({ options: shop.options });
    }
  });
});

describe('picture derivatives and backgrounds', () => {
  it('draws a held picture rotated, in sepia and on a green-screen background; 404 for others', async () => {
    const b = await visitor(DEMO_CODES.lucas);
    const set = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.lucas}`)).json();
    const green = set.pictureSet.pictures.find((p: { greenscreen: boolean }) => p.greenscreen);
    const backgrounds = (
      await b.get(`/ajax/template/get_image_backgrounds.php?uuid=${green.uuid}`)
    ).json();
    expect(backgrounds.length).toBeGreaterThan(1);
    expect(backgrounds.filter((bg: { default: boolean }) => bg.default)).toHaveLength(1);
    const url = `/system/gsbackground.php?uuid=${green.uuid}&size=320&rotation=90&effect=sepia&background=${backgrounds[0].uuid}`;
    const res = await b.get(url);
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    // Rotated a quarter: a portrait picture comes out landscape.
    expect((meta.width ?? 0) > (meta.height ?? 0)).toBe(green.width < green.height);
    expect((await b.get(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);

    const stranger = await visitor(DEMO_CODES.sofie);
    expect((await stranger.get(url)).statusCode).toBe(404);
    const theirs = await stranger.get(
      `/ajax/template/get_image_backgrounds.php?uuid=${green.uuid}`,
    );
    expect(theirs.statusCode).toBe(404);
    const portrait = set.pictureSet.pictures.find((p: { greenscreen: boolean }) => !p.greenscreen);
    expect(
      (await b.get(`/ajax/template/get_image_backgrounds.php?uuid=${portrait.uuid}`)).json(),
    ).toEqual([]);
  });

  it('gives every phone the new derivative when many ask for it at the same moment', async () => {
    const b = await visitor(DEMO_CODES.lucas);
    const set = (await b.get(`/api/webshop/user/picture-sets/${DEMO_SUBJECTS.lucas}`)).json();
    const picture = set.pictureSet.pictures[0];
    // A size and effect no other test asks for, so the derivative is not in the cache yet.
    const url = `/api/webshop/pictures/${picture.uuid}?size=320&rotation=270&effect=bw`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => b.get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });
});
