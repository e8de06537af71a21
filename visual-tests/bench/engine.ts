// `npm run bench:engine`: frame times during a scripted 2-second pinch on a 20x30 calendar part
// with 4 photos (Chromium, 390×844, DPR 3, 4× CPU throttling), beside a bare Konva stage
// drawing the same picture; and mount-to-drawn time with cached images. One JSON line each.
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from '../server';
import { buildBenchPage, serveBenchPage } from './staticServer';
import { pinch } from './pinch';

const FOLDER = 'calendar-20x30-classic';
const INSTANCE = 'family-2027-en';
const PART = 'cover';
const SLOT = 'cover/photo';
const PICTURE = '0b9f6a10-1c2d-4e5f-8a01-000000000006';
const THROTTLE = 4;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function measurePinch(page: Page, cdp: CDPSession) {
  await page.evaluate(() => window.host.recordFrames());
  const moves = await pinch(cdp, {
    centreX: 195,
    centreY: 200,
    fromSpread: 80,
    toSpread: 260,
    durationMs: 2000,
  });
  const frames = await page.evaluate(() => window.host.stopFrames());
  return {
    moves,
    frames: frames.length,
    p50: round(percentile(frames, 50)),
    p95: round(percentile(frames, 95)),
  };
}

async function main() {
  await buildBenchPage();
  const { server, origin } = await serveBenchPage();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.goto(`${origin}/visual-tests/bench/page/index.html`);
    await page.waitForFunction(() => window.host?.ready === true, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    // Warm up: load pictures, art and fonts once (the cache is what "cached images" means).
    await page.evaluate(({ f, i, p, s }) => window.host.mountPart(f, i, p, s), {
      f: FOLDER,
      i: INSTANCE,
      p: PART,
      s: SLOT,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const common = { viewport: '390x844', dpr: 3, cpuThrottling: THROTTLE };

    const mounts: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      mounts.push(
        await page.evaluate(({ f, n, p, s }) => window.host.mountPart(f, n, p, s), {
          f: FOLDER,
          n: INSTANCE,
          p: PART,
          s: SLOT,
        }),
      );
    }
    console.log(
      JSON.stringify({
        figure: 'mount-to-drawn-ms',
        part: `${FOLDER}/${PART}`,
        photos: 4,
        cachedImages: true,
        runs: mounts.map(round),
        p50: round(percentile(mounts, 50)),
        ...common,
      }),
    );

    const engine = await measurePinch(page, cdp);
    const zoomed = await page.evaluate(
      () => window.host.log.gestures.filter((g) => g.type === 'zoom').length,
    );
    console.log(
      JSON.stringify({
        figure: 'pinch-frame-ms',
        subject: 'PartCanvas',
        part: `${FOLDER}/${PART}`,
        photos: 4,
        zoomEvents: zoomed,
        ...engine,
        ...common,
      }),
    );

    await page.evaluate((uuid) => window.host.mountBaseline(uuid), PICTURE);
    const bare = await measurePinch(page, cdp);
    console.log(
      JSON.stringify({
        figure: 'pinch-frame-ms',
        subject: 'bare Konva stage, same picture',
        ...bare,
        ...common,
      }),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
