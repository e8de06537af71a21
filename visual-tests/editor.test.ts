// The editor canvas in Chromium as a phone: tap selects a slot, pinch, drag and wheel reach the
// host as crop events which the host applies with the model's producers; the preview grid
// renders every part as an image and keeps no canvas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { pinch } from './bench/pinch';
import { launchChromium, outputDir, startPageServer } from './server';

const FOLDER = 'calendar-20x30-classic';
let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;

// 20x30 part (206 × 306 mm) in 390 × 844: width-bound, 30 px side margins.
const scale = 330 / 206;
const offsetY = (844 - 306 * scale) / 2;
const toScreen = (xMm: number, yMm: number) => ({ x: 30 + xMm * scale, y: offsetY + yMm * scale });

const crop = (id: string) =>
  page.evaluate((fullId) => {
    const value = window.host.log.instance?.resources[fullId];
    return value?.type === 'IMAGE' ? (value.image?.cropRect ?? null) : null;
  }, id);

beforeAll(async () => {
  const started = await startPageServer();
  server = started.server;
  browser = await launchChromium();
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    hasTouch: true,
    isMobile: true,
  });
  page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(`${started.origin}/visual-tests/bench/page/index.html`);
  await page.waitForFunction(() => window.host?.ready === true, null, { timeout: 60_000 });
  cdp = await context.newCDPSession(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('PartCanvas in a phone', () => {
  it('draws the part in three layers and a light one for a moving picture, none above 4096 px', async () => {
    const ms = await page.evaluate(
      (f) => window.host.mountPart(f, 'family-2027-en', 'cover', null),
      FOLDER,
    );
    expect(ms).toBeGreaterThan(0);
    // The shown canvases (a gesture's still copies wait hidden).
    const sizes = await page.$$eval('canvas', (list) =>
      list.filter((c) => c.style.display !== 'none').map((c) => [c.width, c.height]),
    );
    expect(sizes).toHaveLength(4);
    expect(sizes.every(([w, h]) => (w ?? 0) <= 4096 && (h ?? 0) <= 4096)).toBe(true);
    expect(sizes[0]).toEqual([390 * 3, 844 * 3]);
    expect(sizes[2]).toEqual([390, 844]);
  });

  it('selects the slot under a tap', async () => {
    const p = toScreen(42, 212);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForFunction(() => window.host.log.selected.length > 0);
    expect(await page.evaluate(() => window.host.log.selected.at(-1))).toBe('cover/small1');
    const title = toScreen(103, 269);
    await page.touchscreen.tap(title.x, title.y);
    await page.waitForFunction(() => window.host.log.selected.length > 1);
    expect(await page.evaluate(() => window.host.log.selected.at(-1))).toBe('cover/title');
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForFunction(() => window.host.log.selected.at(-1) === 'cover/small1');
  });

  it('zooms the selected crop with a pinch, through the host and the model', async () => {
    const before = await crop('cover/small1');
    const c = toScreen(42, 212);
    const canvases = () =>
      page.$$eval('canvas', (list) => list.map((el) => `${el.width}x${el.height}`));
    const canvasesBefore = await canvases();
    // Any canvas made or resized while the fingers move is noted (a stutter a parent sees).
    await page.evaluate(() => {
      const w = window as unknown as { resized: number };
      w.resized = 0;
      const observer = new MutationObserver((records) => {
        w.resized += records.filter((r) => r.type === 'childList' && r.addedNodes.length).length;
      });
      observer.observe(document.body, { childList: true, subtree: true });
      const width = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'width');
      Object.defineProperty(HTMLCanvasElement.prototype, 'width', {
        configurable: true,
        get() {
          return width?.get?.call(this);
        },
        set(v: number) {
          if (this.isConnected) w.resized += 1;
          width?.set?.call(this, v);
        },
      });
    });
    await pinch(cdp, { centreX: c.x, centreY: c.y, fromSpread: 40, toSpread: 90, durationMs: 500 });
    await page.waitForFunction(() => window.host.log.gestures.some((g) => g.type === 'zoom'));
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { resized: number }).resized)).toBe(0);
    expect(await canvases()).toEqual(canvasesBefore);
    const after = await crop('cover/small1');
    expect(after?.width).toBeLessThan(before?.width ?? 0);
    await page.screenshot({ path: path.join(outputDir, 'editor-after-pinch.png') });
  });

  it('pans the selected crop with a drag', async () => {
    const before = await crop('cover/small1');
    const c = toScreen(42, 212);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: c.y, id: 0 }],
      });
    await touch('touchStart', c.x);
    for (let i = 1; i <= 8; i += 1) await touch('touchMove', c.x + i * 4);
    await touch('touchEnd', c.x + 32);
    await page.waitForFunction(() => window.host.log.gestures.some((g) => g.type === 'pan'));
    const after = await crop('cover/small1');
    // Dragging the picture right moves the crop left.
    expect(after?.x).toBeLessThan(before?.x ?? 0);
  });

  it('zooms with the mouse wheel on desktop', async () => {
    const c = toScreen(42, 212);
    const zooms = () =>
      page.evaluate(() => window.host.log.gestures.filter((g) => g.type === 'zoom').length);
    const before = await zooms();
    await page.mouse.move(c.x, c.y);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction(
      (n) => window.host.log.gestures.filter((g) => g.type === 'zoom').length > n,
      before,
    );
  });

  it('keeps its canvases when a menu takes part of its height, and fits the part in what shows', async () => {
    const before = await page.$$eval('canvas', (list) =>
      list.map((c) => {
        c.dataset.seen = 'yes';
        return [c.width, c.height];
      }),
    );
    // A menu opening below the canvas: 300 px less height for the editor's canvas.
    await page.evaluate(() => {
      const root = document.getElementById('root');
      if (root) root.style.height = '544px';
    });
    // 206 × 306 mm in 390 × 544: still width-bound, so the part moves up to stay centred.
    const shrunkOffsetY = (544 - 306 * scale) / 2;
    const title = { x: 30 + 103 * scale, y: shrunkOffsetY + 269 * scale };
    const selected = await page.evaluate(() => window.host.log.selected.length);
    await page.touchscreen.tap(title.x, title.y);
    await page.waitForFunction((n) => window.host.log.selected.length > n, selected);
    expect(await page.evaluate(() => window.host.log.selected.at(-1))).toBe('cover/title');
    const after = await page.$$eval('canvas', (list) =>
      list.map((c) => [c.width, c.height, c.dataset.seen]),
    );
    expect(after).toEqual(before.map(([w, h]) => [w, h, 'yes']));
    await page.screenshot({ path: path.join(outputDir, 'editor-menu-open.png') });
    await page.evaluate(() => document.getElementById('root')?.style.removeProperty('height'));
  });

  it('releases its canvases when unmounted', async () => {
    await page.evaluate(() => window.host.unmount());
    expect(await page.$$eval('canvas', (list) => list.length)).toBe(0);
  });
});

describe('PreviewGrid', () => {
  it('shows all 13 parts as images in 2 columns on a phone, with no canvas kept', async () => {
    await page.evaluate((f) => window.host.mountGrid(f, 'family-2027-en'), FOLDER);
    await page.waitForFunction(
      () => document.querySelectorAll('img[src^="data:image/jpeg"]').length >= 4,
      null,
      { timeout: 60_000 },
    );
    for (let y = 0; y < 4000; y += 600) await page.mouse.wheel(0, 600);
    await page.waitForFunction(
      () => document.querySelectorAll('img[src^="data:image/jpeg"]').length === 13,
      null,
      { timeout: 60_000 },
    );
    expect(await page.$$eval('canvas', (list) => list.length)).toBe(0);
    const columns = await page.$eval(
      '#root > div',
      (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(2);
    expect(await page.$$eval('svg[aria-label="complete"]', (list) => list.length)).toBe(13);
    await page.screenshot({ path: path.join(outputDir, 'preview-grid.png') });
  });
});
