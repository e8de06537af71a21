// The own-photo upload journey, as a parent on a phone picks photos in the editor: a photo over
// the shop's limit is refused at once with a message naming it, while the other photo uploads;
// a file the server finds is no image is refused at once with the server's message.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../server/demo/demo-accounts';
import { demoProductUuid } from '../server/demo/product-catalogue';
import { journeyBrowser, phoneContext, registerParent, snap, uniqueEmail } from './browser';
import { openFirstField } from './journey-steps';

const FOLDED_BIRTHDAY = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0003';
const root = path.resolve(import.meta.dirname, '../..');
const browser = journeyBrowser();
const tmp = mkdtempSync(path.join(tmpdir(), 'keepsake-upload-e2e-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('own-photo upload', () => {
  it('a photo over 25 MB is refused at once by name, and the other photo uploads', async () => {
    const tooLarge = path.join(tmp, 'holiday-raw.jpg');
    writeFileSync(tooLarge, Buffer.alloc(26 * 1024 * 1024, 0xff));
    const fine = path.join(root, 'fixtures/pictures/upload-fjord.jpg');

    const context = await phoneContext(browser());
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await registerParent(page, { code: DEMO_CODES.emma, email: uniqueEmail('uploader') });
    await page.goto(`/products/cards/cards/${demoProductUuid('card-10x15')}/${FOLDED_BIRTHDAY}`);
    await openFirstField(page, page.getByRole('button', { name: 'Change/edit photos' }));
    await page.getByRole('button', { name: 'Upload photos' }).waitFor();

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('upload_internal.php')) uploads.push(request.url());
    });
    const picked = Date.now();
    await page.locator('input[type="file"]').setInputFiles([tooLarge, fine]);
    const dialog = page.getByRole('dialog', { name: 'Upload failed' });
    await dialog.waitFor();
    console.log(`upload refusal shown ${Date.now() - picked} ms after picking`);
    await snap(page, 'upload-1-too-large-refused');

    expect(await dialog.innerText()).toContain(
      'holiday-raw.jpg is too large. Photos may be at most 25 MB.',
    );
    expect(await dialog.innerText()).not.toContain('Internet connection');
    // Only the photo within the limit went to the shop; it is in the inbox.
    expect(uploads).toHaveLength(1);
    const recent = await page.request.get('/api/webshop/user/recent-images');
    const { images } = (await recent.json()) as { images: { name: string }[] };
    expect(images.map((i) => i.name)).toEqual(['upload-fjord.jpg']);

    await dialog.getByRole('button', { name: 'Ok' }).tap();
    await dialog.waitFor({ state: 'detached' });
    await snap(page, 'upload-2-other-photo-in-inbox');

    // Named like a photo, but not one: the server refuses it (400) and it is not sent again.
    const notes = path.join(tmp, 'notes.jpg');
    writeFileSync(notes, 'shopping list: milk, bread');
    const sent = Date.now();
    await page.locator('input[type="file"]').setInputFiles(notes);
    await dialog.waitFor();
    console.log(`server refusal shown ${Date.now() - sent} ms after picking`);
    await snap(page, 'upload-3-not-an-image-refused');
    expect(await dialog.innerText()).toContain(
      'notes.jpg is not an image. Please choose a photo (JPEG, PNG, HEIC…).',
    );
    expect(uploads).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Ok' }).tap();
    await context.close();
  });
});
