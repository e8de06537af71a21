// Twelve small picture bombs at once: a 7000×7000 PNG of a few hundred kilobytes decodes to
// 147 MB of pixels, under the 50 MP limit, so the shop must take it. Each of 12 parents (own
// address, own code session) uploads one at the same moment to the real shop process; the shop's
// peak RSS (VmHWM) during the burst, its RSS a few seconds after, and what each upload answered
// are printed. Target: peak under 700 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_CODES } from '../../shop/server/demo/demo-accounts';
import { freePort, ShopProcess } from '../../shop/server/test/shop-process';
import { printFigure, round } from './figure';

const UPLOAD = '/system/iframes/upload_internal.php?handleuploads=1&json=1&thumbnails=640';
const BOUNDARY = '----keepsake-bench-boundary';
const uploads = 12;
const side = 7000;

/** A 7000×7000 PNG that compresses well: a flat backdrop with a few shapes. */
async function bomb(): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">` +
      `<rect width="100%" height="100%" fill="#e8eef4"/>` +
      `<circle cx="3500" cy="2800" r="1400" fill="#c08060"/>` +
      `<rect x="1500" y="4200" width="4000" height="2800" fill="#3a5a8a"/></svg>`,
  );
  return sharp(svg, { limitInputPixels: false }).png({ compressionLevel: 9 }).toBuffer();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-bombs-'));
const shop = new ShopProcess(dataDir, await freePort());
process.on('exit', () => shop.stopNow());
try {
  const png = await bomb();
  console.error(`# bomb: ${side}×${side} PNG, ${Math.round(png.length / 1024)} KB`);
  await shop.start();
  const sessions = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const res = await fetch(
        `${shop.url}/ajax/prophoto/verify_subject_code.php?code=${DEMO_CODES.sofie}`,
        { headers: { 'x-forwarded-for': `10.9.0.${i + 1}` } },
      );
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }),
  );
  // Settle after start and sign-ins, so the burst is measured from a quiet shop.
  await new Promise((r) => setTimeout(r, 2_000));
  const before = shop.rssMb();
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images[]"; filename="bomb.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, shop.rssMb());
  }, 20);
  const started = performance.now();
  const answers = await Promise.all(
    sessions.map(async (cookie, i) => {
      const res = await fetch(`${shop.url}${UPLOAD}`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'x-forwarded-for': `10.9.0.${i + 1}`,
          cookie,
        },
        body,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  const burstMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, shop.peakRssMb());
  await new Promise((r) => setTimeout(r, 5_000));
  const after = shop.rssMb();
  const statuses = answers.map((a) => a.status).join(' ');
  console.error(`# RSS before ${Math.round(before)} MB; answers: ${statuses}`);
  printFigure({
    name: 'uploads.bombs12.peakRss',
    value: round(peak, 0),
    unit: 'MB',
    target: '< 700 MB',
    baseline: { name: 'RSS before the burst', value: round(before, 0) },
  });
  printFigure({ name: 'uploads.bombs12.rssAfter5s', value: round(after, 0), unit: 'MB' });
  printFigure({ name: 'uploads.bombs12.burst', value: round(burstMs / 1000, 1), unit: 's' });
  printFigure({
    name: 'uploads.bombs12.stored',
    value: answers.filter((a) => a.status === 200).length,
    unit: 'uploads',
  });
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
