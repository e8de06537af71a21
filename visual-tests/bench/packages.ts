// `npx tsx visual-tests/bench/packages.ts` (after `npx vite build`): the real shop on a fresh
// database with one package of 8 template items (8 demo products, one design each); the demo
// parent opens /products/packages/{uuid} on a phone (Chromium, 390×844, DPR 3, 4× CPU
// throttling) and we time navigation → all 8 thumbnails drawn, over several opens. Also checks
// the page's claims: no <canvas> left once drawn, and every picture fetched once (one cache).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { packages } from '../../shop/server/db/schema';
import type { PackageItemRow } from '../../shop/server/db/schema/packages';
import { demoUuid } from '../../shop/server/demo/demo-accounts';
import { DEMO_PRODUCTS, demoProductUuid } from '../../shop/server/demo/product-catalogue';
import { SHOP_UUID } from '../../shop/server/demo/shop';
import { percentile, printFigure, printMsPercentile, round } from '../../.ci/bench/figure';
import { demoParentPhone, withDemoShop } from './demo-shop';
import type { Database } from '../../shop/server/db/client';

const root = path.resolve(import.meta.dirname, '../..');
const THROTTLE = 4;
const OPENS = Math.max(1, Number(process.env.BENCH_OPENS ?? 7));
const TARGET_MS = 1500;
const PRODUCTS = [
  'card-15x15',
  'card-10x15',
  'calendar-20x30',
  'calendar-a4',
  'canvas',
  'mug',
  'puzzle',
  'mousepad',
];
const BENCH_PACKAGE = demoUuid('package:bench-eight-items');
/** BENCH_PROFILE=<file.cpuprofile>: the last open's CPU profile, for DevTools' Performance panel. */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_TRACE=<file.json>: the last open's Chromium trace (style, layout, paint, decode, fonts). */
const TRACE = process.env.BENCH_TRACE;

/** The package under test: the first design of 8 demo products. */
function eightItems(): PackageItemRow[] {
  return PRODUCTS.map((key) => {
    const product = DEMO_PRODUCTS.find((p) => p.key === key);
    const folder = product?.templates[0];
    if (!folder) throw new Error(`No demo design for ${key}`);
    const file = path.join(root, 'fixtures/templates', folder, 'template.json');
    const { uuid } = JSON.parse(readFileSync(file, 'utf8')) as { uuid: string };
    return {
      type: 'TEMPLATE_PRODUCT',
      productUuid: demoProductUuid(key),
      templateUuid: uuid,
      canChangeTemplate: false,
    };
  });
}

/** The demo shop plus the bench package, written before the shop opens the same database. */
/** The bench's package: eight template items, added beside the demo's. */
async function addBenchPackage(database: Database): Promise<void> {
  const name = 'Eight products';
  await database.db.insert(packages).values({
    uuid: BENCH_PACKAGE,
    shopUuid: SHOP_UUID,
    position: 9,
    type: 'package',
    name: { en: name, nb: name, sv: name },
    description: { en: name, nb: name, sv: name },
    image: null,
    link: null,
    linkText: null,
    linkInfo: null,
    originalPrice: 199_900,
    priceIncludingDiscount: 149_900,
    items: eightItems(),
  });
}

/**
 * Installed before the page's own scripts: notes (performance.now, from navigation start) when
 * the 8 item thumbnails are first all loaded <img>s, checking on every DOM change and load.
 * A string, so tsx adds no helpers (__name) the page does not have.
 */
const watchThumbnails = (expected: number) => `
  (() => {
    const check = () => {
      if (window.drawnAt !== undefined) return;
      const imgs = [...document.querySelectorAll('button[aria-label^="Edit "] img')];
      const drawn = imgs.filter((i) => i.complete && i.naturalWidth > 0);
      window.drawnTimes = window.drawnTimes || [];
      while (window.drawnTimes.length < drawn.length) window.drawnTimes.push(performance.now());
      if (drawn.length >= ${expected}) window.drawnAt = performance.now();
    };
    new MutationObserver(check).observe(document, {
      childList: true, subtree: true, attributes: true, attributeFilter: ['src'],
    });
    document.addEventListener('load', check, true);
  })();
`;

interface Phases {
  domContentLoaded: number;
  packageAsked: number;
  packageAnswered: number;
  templatesAnswered: number;
  /** The last picture, art file, font file and script to arrive. */
  picturesAnswered: number;
  artAnswered: number;
  fontsAnswered: number;
  scriptsAnswered: number;
  thumbnails: number[];
}

/** Where an open's time went: the page, the package call, the designs, each thumbnail. */
async function phasesOf(page: Page): Promise<Phases> {
  // Raw entries only: a function declared inside evaluate would need tsx's __name helper.
  const raw = await page.evaluate(() => ({
    domContentLoaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .domContentLoadedEventEnd,
    calls: performance.getEntriesByType('resource').map((c) => ({
      name: c.name,
      start: c.startTime,
      end: (c as PerformanceResourceTiming).responseEnd,
    })),
    thumbnails: (window as unknown as { drawnTimes?: number[] }).drawnTimes ?? [],
  }));
  const end = (pattern: RegExp) =>
    Math.round(Math.max(0, ...raw.calls.filter((c) => pattern.test(c.name)).map((c) => c.end)));
  const packageCall = raw.calls.find((c) =>
    /\/api\/webshop\/packages\/[0-9a-f-]{36}$/.test(c.name),
  );
  return {
    domContentLoaded: Math.round(raw.domContentLoaded),
    packageAsked: Math.round(packageCall?.start ?? 0),
    packageAnswered: end(/\/api\/webshop\/packages\/[0-9a-f-]{36}$/),
    templatesAnswered: end(/\/api\/webshop\/templates\/by-uuid\//),
    picturesAnswered: end(/\/pictures\//),
    artAnswered: end(/\.svg(\?|$)/),
    fontsAnswered: end(/\.woff2(\?|$)/),
    scriptsAnswered: end(/\.js(\?|$)/),
    thumbnails: raw.thumbnails.map((t) => Math.round(t)),
  };
}

/** Each drawn thumbnail is non-blank: its pixels are not all one colour. */
async function blankThumbnails(page: Page): Promise<number> {
  return page.evaluate(() => {
    const imgs = [
      ...document.querySelectorAll<HTMLImageElement>('button[aria-label^="Edit "] img'),
    ];
    return imgs.filter((img) => {
      const canvas = document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const ctx = canvas.getContext('2d');
      if (!ctx) return true;
      ctx.drawImage(img, 0, 0, 48, 48);
      const data = ctx.getImageData(0, 0, 48, 48).data;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4) {
        colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
      }
      canvas.width = 0;
      return colours.size < 8;
    }).length;
  });
}

async function main() {
  const extra = addBenchPackage;
  await withDemoShop('packages', { seed: true, extra }, async (browser, shop) => {
    const context = await demoParentPhone(browser, shop.url);
    await context.addInitScript({ content: watchThumbnails(PRODUCTS.length) });

    const url = `/products/packages/${BENCH_PACKAGE}`;
    const runs: number[] = [];
    const phases: Phases[] = [];
    let canvases = -1;
    let blank = -1;
    let repeatedFetches: string[] = [];
    // Open 0 warms the server's picture derivatives and the HTTP cache; it is not counted.
    for (let open = 0; open <= OPENS; open += 1) {
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error('page error:', e.message));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      const profiling = PROFILE !== undefined && open === OPENS;
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const tracing = TRACE !== undefined && open === OPENS;
      if (tracing) await browser.startTracing(page, { path: TRACE });
      await page.goto(url);
      await page.waitForFunction(
        () => (window as unknown as { drawnAt?: number }).drawnAt !== undefined,
        null,
        { timeout: 60_000, polling: 250 },
      );
      const drawnAt = await page.evaluate(() => (window as unknown as { drawnAt: number }).drawnAt);
      if (profiling) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(PROFILE, JSON.stringify(profile));
      }
      if (tracing) await browser.stopTracing();
      if (open > 0) {
        runs.push(drawnAt);
        phases.push(await phasesOf(page));
      }
      if (open === OPENS) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        canvases = await page.evaluate(() => document.querySelectorAll('canvas').length);
        blank = await blankThumbnails(page);
        // One image cache: no picture or art URL is requested twice by the page.
        repeatedFetches = await page.evaluate(() => {
          const seen = new Map<string, number>();
          for (const e of performance.getEntriesByType('resource')) {
            if (!/\/(pictures|templates|system)\//.test(e.name)) continue;
            seen.set(e.name, (seen.get(e.name) ?? 0) + 1);
          }
          return [...seen].filter(([, n]) => n > 1).map(([name]) => name);
        });
        // What each thumbnail shows, to compare two checkouts' pixels (the same JPEG bytes).
        const sources = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('button[aria-label^="Edit "] img')].map(
            (img) => img.src,
          ),
        );
        mkdirSync(path.join(root, 'test-results'), { recursive: true });
        writeFileSync(
          path.join(root, 'test-results/bench-packages-thumbnails.json'),
          JSON.stringify(sources),
        );
        await page.screenshot({
          path: path.join(root, 'test-results/bench-packages-8-items.png'),
          fullPage: true,
        });
      }
      await page.close();
    }
    const sorted = [...runs].sort((a, b) => a - b);
    const median = phases[runs.indexOf(percentile(sorted, 50))];
    if (median) console.error(`median open, ms from navigation: ${JSON.stringify(median)}`);
    const common = `8 template items, 390x844 DPR 3, ${THROTTLE}x CPU, ${OPENS} opens`;
    console.error(`runs (ms): ${runs.map((r) => round(r, 0)).join(', ')} — ${common}`);
    printMsPercentile('packages.open8.thumbnailsDrawn.p50', sorted, 50, TARGET_MS);
    printMsPercentile('packages.open8.thumbnailsDrawn.p95', sorted, 95, TARGET_MS);
    printFigure({ name: 'packages.open8.canvasesLeft', value: canvases, unit: 'count' });
    printFigure({ name: 'packages.open8.blankThumbnails', value: blank, unit: 'count' });
    printFigure({
      name: 'packages.open8.imagesFetchedTwice',
      value: repeatedFetches.length,
      unit: 'count',
    });
    if (repeatedFetches.length) console.error(`fetched twice: ${repeatedFetches.join(' ')}`);
  });
}

await main();
