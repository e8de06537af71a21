// `npm run bench:engine`: frame times during a scripted 2-second pinch on a 20x30 calendar part
// with 4 photos (Chromium, 390×844, DPR 3, 4× CPU throttling), beside react-easy-crop and a bare
// Konva stage pinched by the same script on the same picture; and mount-to-drawn time with cached
// images. One JSON line per figure (.ci/bench/figure.ts), the load average beside each.
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { type Figure, round as roundTo } from '../../.ci/bench/figure';
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

/** A figure line with the machine's 1-minute load average beside it (a shared machine). */
const print = (figure: Figure) =>
  console.log(JSON.stringify({ ...figure, loadAverage: roundTo(loadavg()[0] ?? 0, 1) }));

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
    worst: round(Math.max(...frames)),
    over50: frames.filter((f) => f > 50).length,
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
    const detail = { part: `${FOLDER}/${PART}`, photos: 4, ...common };
    console.error(`# mount to drawn, cached images (ms): ${mounts.map(round).join(', ')}`);
    print({
      name: 'engine.mountToDrawn.cached.p50',
      value: round(percentile(mounts, 50)),
      unit: 'ms',
      target: '<= 300 ms',
    });

    const engine = await measurePinch(page, cdp);
    const zoomed = await page.evaluate(
      () => window.host.log.gestures.filter((g) => g.type === 'zoom').length,
    );
    await page.evaluate((uuid) => window.host.mountEasyCropBaseline(uuid), PICTURE);
    const easy = await measurePinch(page, cdp);
    // The baseline followed the fingers: its picture ends zoomed in.
    const easyTransform = await page.evaluate(
      () => document.querySelector('#root img')?.getAttribute('style') ?? '',
    );
    await page.evaluate((uuid) => window.host.mountBaseline(uuid), PICTURE);
    const bare = await measurePinch(page, cdp);
    console.error(
      `# pinch, PartCanvas: ${JSON.stringify({ ...engine, zoomEvents: zoomed, ...detail })}`,
    );
    console.error(`# pinch, react-easy-crop: ${JSON.stringify(easy)} ${easyTransform}`);
    console.error(`# pinch, bare Konva stage: ${JSON.stringify(bare)}`);
    for (const key of ['p95', 'worst'] as const) {
      print({
        name: `engine.pinchFrame.${key}`,
        value: engine[key],
        unit: 'ms',
        target: key === 'p95' ? '<= 16.7 ms' : '<= 33 ms',
        baseline: { name: `react-easy-crop, same picture and script (${key})`, value: easy[key] },
        ratio: roundTo(engine[key] / easy[key]),
      });
    }
    print({
      name: 'engine.pinchFrame.over50ms',
      value: engine.over50,
      unit: 'frames a gesture',
      baseline: { name: 'react-easy-crop', value: easy.over50 },
    });
    print({
      name: 'engine.pinchFrame.bareKonva.p95',
      value: bare.p95,
      unit: 'ms',
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
