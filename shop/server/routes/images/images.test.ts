import { rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { shops, uploads } from '../../db/schema';
import { Messages } from '../../../contract/errors';
import { DEMO_CODES, DEMO_SUBJECTS } from '../../demo/demo-accounts';
import { UPLOAD_QUOTA } from '../../../contract/images';
import { IMAGE_JOBS, imageJobsLoad, runImageJob } from '../../services/pictures/image-jobs';
import { TEST_DATA_DIR } from '../../test/app';
import { sharedTestApp } from '../../test/hooks';
import { testsUseS3 } from '../../test/storage';
import { Browser } from '../../test/client';

const app = sharedTestApp();

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
  const b = new Browser(app());
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
    expect((await new Browser(app()).get(body.files[0].thumbnail)).statusCode).toBe(404);
    expect((await new Browser(app()).get('/api/webshop/user/recent-images')).json()).toEqual({
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
    const [shop] = await app().db.select().from(shops);
    if (!shop) throw new Error('no shop');
    await app()
      .db.update(shops)
      .set({ options: { ...shop.options, allowOwnPhotos: false } });
    try {
      const b = await visitor(DEMO_CODES.sofie);
      const res = await upload(b, [{ name: 'a.jpg', bytes: await photo(100, 100) }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().result).toBe('ERROR');
    } finally {
      await app().db.update(shops).set({ options: shop.options });
    }
  });
});

describe('who may upload, and how much', () => {
  it('refuses a visitor holding no picture set, without making them a user', async () => {
    const passerBy = new Browser(app());
    const res = await upload(passerBy, [{ name: 'a.jpg', bytes: await photo(100, 100) }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      result: 'ERROR',
      error: 'Enter the code of your pictures, or sign in, to upload your own photos.',
    });
    expect((await passerBy.get('/api/webshop/user/recent-images')).json()).toEqual({ images: [] });
  });

  it("refuses a parent whose photo days don't allow own photos, with a code, storing nothing", async () => {
    // Even Gran's photo day says ownPhotos: false, though the shop allows own photos.
    const parent = await visitor(DEMO_CODES.even);
    const res = await upload(parent, [{ name: 'a.jpg', bytes: await photo(100, 100) }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      result: 'ERROR',
      error: 'The photo days of your pictures do not allow your own photos.',
      code: 'own-photos-off',
    });
    expect((await parent.get('/api/webshop/user/recent-images')).json()).toEqual({ images: [] });
    // In Norwegian for a parent who chose it.
    expect((await parent.post('/api/webshop/user/language', { lang: 'nb' })).statusCode).toBe(200);
    const nb = await upload(parent, [{ name: 'a.jpg', bytes: await photo(100, 100) }]);
    expect(nb.statusCode).toBe(403);
    expect(nb.json().error).toBe('Fotodagene til bildene dine tillater ikke egne bilder.');
  });

  /** A visitor with an upload stored, and their user uuid. */
  async function uploader(code: string) {
    const b = await visitor(code);
    const first = await upload(b, [{ name: 'first.jpg', bytes: await photo(200, 100) }]);
    expect(first.statusCode).toBe(200);
    const [row] = await app()
      .db.select()
      .from(uploads)
      .where(eq(uploads.uuid, first.json().files[0].uuid));
    if (!row) throw new Error('no upload row');
    return { b, userUuid: row.userUuid };
  }

  /** Stored uploads up to `count` in all for the user, as rows whose files are not on disk. */
  async function fillTo(userUuid: string, count: number, file = 'uploads/missing.jpg') {
    const have = await app().db.select().from(uploads).where(eq(uploads.userUuid, userUuid));
    const rows = Array.from({ length: count - have.length }, () => ({
      uuid: crypto.randomUUID(),
      userUuid,
      file,
      originalName: 'old.jpg',
      width: 10,
      height: 10,
    }));
    if (rows.length > 0) await app().db.insert(uploads).values(rows);
  }

  const QUOTA_MESSAGE =
    'You have reached the limit for your own photos: 200 photos or 500 MB in all.';

  it('stores the 200th photo of a user and refuses the next; another user is unaffected', async () => {
    const { b, userUuid } = await uploader(DEMO_CODES.sofie);
    await fillTo(userUuid, UPLOAD_QUOTA.maxFiles - 1);
    const bytes = await photo(300, 200);
    expect((await upload(b, [{ name: 'last.jpg', bytes }])).statusCode).toBe(200);
    const refused = await upload(b, [{ name: 'one-more.jpg', bytes }]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ result: 'ERROR', error: QUOTA_MESSAGE });
    const kept = await app().db.select().from(uploads).where(eq(uploads.userUuid, userUuid));
    expect(kept).toHaveLength(UPLOAD_QUOTA.maxFiles);

    const other = await visitor(DEMO_CODES.lucas);
    expect((await upload(other, [{ name: 'mine.jpg', bytes }])).statusCode).toBe(200);
  });

  it('lets only one of two uploads racing for the last place through', async () => {
    const { b, userUuid } = await uploader(DEMO_CODES.sofie);
    await fillTo(userUuid, UPLOAD_QUOTA.maxFiles - 1);
    const bytes = await photo(300, 200);
    const answers = await Promise.all([
      upload(b, [{ name: 'left.jpg', bytes }]),
      upload(b, [{ name: 'right.jpg', bytes }]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const kept = await app().db.select().from(uploads).where(eq(uploads.userUuid, userUuid));
    expect(kept).toHaveLength(UPLOAD_QUOTA.maxFiles);
  });

  // A sparse 500 MB file takes no room on a disk; a bucket would need all 500 MB sent to it.
  it.skipIf(testsUseS3())('refuses a photo that would take the user past 500 MB', async () => {
    const { b, userUuid } = await uploader(DEMO_CODES.sofie);
    // One stored file of 500 MB less a few bytes (sparse: it takes no room on the test's disk).
    const file = `uploads/quota-test-${userUuid}.jpg`;
    const onDisk = path.join(TEST_DATA_DIR, 'pictures', file);
    await writeFile(onDisk, '');
    try {
      await truncate(onDisk, UPLOAD_QUOTA.maxBytes - 100);
      await fillTo(userUuid, 2, file);
      const refused = await upload(b, [{ name: 'big.jpg', bytes: await photo(300, 200) }]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(QUOTA_MESSAGE);
    } finally {
      await rm(onDisk, { force: true });
    }
  });
});

describe('image work queue', () => {
  it('keeps uploads waiting for a free slot, and turns one away with 503 when the line is full', async () => {
    const b = await visitor(DEMO_CODES.sofie);
    const bytes = await photo(300, 200);
    // Every slot busy and the waiting line full but for three places, until the gate opens.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const busy = Array.from({ length: IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting - 3 }, () =>
      runImageJob('upload', () => gate),
    );
    const queued = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => upload(b, [{ name, bytes }]));
    await vi.waitFor(() => expect(imageJobsLoad().waiting).toBe(IMAGE_JOBS.maxWaiting));

    const refused = await upload(b, [{ name: 'd.jpg', bytes }]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      result: 'ERROR',
      error: 'Many photos are being uploaded right now. Please try again in a few seconds.',
    });

    open();
    await Promise.all(busy);
    const stored = await Promise.all(queued);
    expect(stored.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const names = (await b.get('/api/webshop/user/recent-images'))
      .json()
      .images.map((i: { name: string }) => i.name);
    expect(names.sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    // Room again: the turned-away photo goes through when sent again.
    expect((await upload(b, [{ name: 'd.jpg', bytes }])).statusCode).toBe(200);
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
