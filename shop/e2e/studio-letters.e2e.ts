// A photo day imported with the studio CLI, its code letters printed: a parent types the code
// from a letter on the phone front page and sees the child's pictures; the letter's QR link
// opens the front page with the code already filled in.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ShopProcess } from '../server/test/shop-process';
import { journeyBrowser, phoneContext, screenshotDir, snap } from './browser';
import { loadedImages, registerInForms, writeFjordlysDay } from './journey-steps';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'keepsake-studio-e2e-'));
let shop: ShopProcess;
const browser = journeyBrowser();

/** The code in the field sent with Show my pictures: taken, and the child it is for named. */
async function showPictures(page: Page, child: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Show my pictures' }).click();
  await page.getByText('Code validated').waitFor();
  await page.getByText(child).first().waitFor();
}

function studio(...args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'shop/server/studio.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(work, 'data'), PUBLIC_URL: shop.url },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`studio ${args[0]} failed: ${run.stderr}`);
  return run.stdout;
}

beforeAll(async () => {
  shop = new ShopProcess(path.join(work, 'data'), await freePort());
  // The first start makes the database; the studio CLI then imports while no shop runs.
  await shop.start();
  await shop.stop();
  const day = path.join(work, 'day');
  await writeFjordlysDay(day, 'studio-e2e', 'Bakketopp skole', [
    { name: 'Siri Bakke', className: '2B', files: ['siri-1.jpg', 'siri-2.jpg'] },
    { name: 'Tor Bakke', className: '5A', files: ['tor-1.jpg'] },
  ]);
  studio('import', day);
  studio('letters', 'studio-e2e', '--lang', 'en', '--out', path.join(work, 'letters.pdf'));
  studio('codes', 'studio-e2e', '--out', path.join(work, 'codes.csv'));
  // The first letter as an image beside the journey's screenshots, to look at.
  mkdirSync(screenshotDir, { recursive: true });
  execFileSync('pdftoppm', [
    ...['-r', '50', '-png', '-f', '1', '-l', '1', '-singlefile'],
    path.join(work, 'letters.pdf'),
    path.join(screenshotDir, 'studio-letters-first-letter'),
  ]);
  await shop.start();
}, 600_000);

afterAll(async () => {
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('code letters from an imported photo day', () => {
  it('a code read from the letters, typed on the phone, shows the child her pictures', async () => {
    const text = execFileSync('pdftotext', ['-layout', path.join(work, 'letters.pdf'), '-'], {
      encoding: 'utf8',
    });
    const siriPage = text.split('\f').find((page) => page.includes('Pictures of Siri Bakke'))!;
    const code = /Your code\s+([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(siriPage)?.[1];
    expect(code).toBeDefined();

    const page = await (await phoneContext(browser())).newPage();
    await page.goto(`${shop.url}/`);
    // Typed as a parent might: small letters, spaces for the dashes.
    await page.getByLabel('Your code').fill(code!.toLowerCase().replaceAll('-', ' '));
    await showPictures(page, /Siri Bakke/);
    await registerInForms(page, 'studio-letter', 'letter-day-42');

    // The new picture set is Siri's: her two pictures from the photo day, really loaded.
    await page.waitForURL('**/new-picture-set');
    expect(await loadedImages(page)).toBe(2);
    await snap(page, 'studio-letters-1-new-picture-set');
  });

  it('the QR link opens the front page with the code filled in', async () => {
    const csv = readFileSync(path.join(work, 'codes.csv'), 'utf8').replace(/^\uFEFF/, '');
    const tor = csv.split('\r\n').find((line) => line.includes('Tor Bakke'))!;
    const [, , , code, link] = tor.split(',');
    expect(link).toBe(`${shop.url}/?code=${code}`);

    const page = await (await phoneContext(browser())).newPage();
    await page.goto(link!);
    const field = page.getByLabel('Your code');
    await field.waitFor();
    expect(await field.inputValue()).toBe(code);
    await showPictures(page, /Tor Bakke/);
    await snap(page, 'studio-letters-2-qr-link-code-validated');
  });
});
