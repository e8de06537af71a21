// The promise of the design card: the same instance gives the same pixels in the editor and in
// print. Every fixture case is drawn by the Node print renderer at 300 dpi (the lab's file, from
// the original pictures), brought down to the size the browser draws it by the exact area average
// over each browser pixel's millimetres (areaDownscale.ts), and compared with Chromium's render of
// the engine; a pair that differs writes its diff image (with both renders) to
// visual-tests/output/print-fidelity/.
//
// In the `visual` project (CI), every case (`npm run visual:print` runs this file alone).
// Picture edges and the part's last row and column are drawn alike on both back ends
// (konvaTree.ts drawImageCovered, headless.ts; a picture is clipped once where it meets its
// frame), and so are text baselines (konvaTree.ts drawTextLines); the print's text is the fonts'
// exact outlines (glyphOutlines.ts) and the browser's the average of four pens (averagedText.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPartRgba, printImageCache } from '../engine/render/node/printRender';
import {
  type FixtureCase,
  fixtureCases,
  instanceFromFixture,
  loadInstanceFile,
  loadTemplate,
  picturesDir,
  templatesDir,
} from '../fixtures/load';
import pictures from '../fixtures/pictures/index.json';
import { areaDownscale } from './areaDownscale';
import { PIXEL_THRESHOLD } from './compare';
import { caseId, renderCase } from './renderFixtures';
import { launchChromium, openEnginePage, outputDir, startPageServer } from './server';

/** At most this share of a case's pixels may differ between print and browser (0.1 %). */
const MAX_PRINT_DIFF_RATIO = 0.001;
const PRINT_DPI = 300;
const diffDir = path.join(outputDir, 'print-fidelity');

let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  const started = await startPageServer();
  server = started.server;
  browser = await launchChromium();
  page = await openEnginePage(browser, started.origin);
  mkdirSync(diffDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The case's print render (300 dpi) scaled down to width × height, as PNG. */
async function printScaled(c: FixtureCase, width: number, height: number): Promise<PNG> {
  const template = loadTemplate(c.folder);
  const file = loadInstanceFile(c.folder, c.name);
  const pixels = await renderPartRgba(
    {
      template,
      instance: instanceFromFixture(template, file.templateData, file.locale),
      partId: c.partId,
      locale: file.locale,
    },
    {
      dpi: PRINT_DPI,
      imageSource: (ref) =>
        path.join(picturesDir, pictures.find((p) => p.uuid === ref.uuid)?.file ?? ''),
      artResolver: (src) => path.join(templatesDir, c.folder, src),
      cache: printImageCache(),
    },
  );
  // Both renders fill their whole canvas with the part (each stretched by under half a pixel to
  // whole pixels): a browser pixel holds what the print's pixels hold over the same millimetres.
  const scaled = areaDownscale(pixels, width, height, pixels.width / width, pixels.height / height);
  const png = new PNG({ width, height });
  png.data.set(scaled.data);
  return png;
}

describe(`print renders match the browser editor (at most ${MAX_PRINT_DIFF_RATIO * 100}% of pixels differ)`, () => {
  const cases = fixtureCases();
  it('covers every fixture case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(24);
  });

  for (const c of cases) {
    it(caseId(c), async () => {
      const browserPng = PNG.sync.read(await renderCase(page, c));
      const { width, height } = browserPng;
      const printPng = await printScaled(c, width, height);
      const diff = new PNG({ width, height });
      const diffPixels = pixelmatch(browserPng.data, printPng.data, diff.data, width, height, {
        threshold: PIXEL_THRESHOLD,
      });
      const ratio = diffPixels / (width * height);
      let diffPath = '';
      if (ratio > MAX_PRINT_DIFF_RATIO) {
        const id = caseId(c);
        diffPath = path.join(diffDir, `${id}.diff.png`);
        writeFileSync(diffPath, PNG.sync.write(diff));
        writeFileSync(path.join(diffDir, `${id}.print.png`), PNG.sync.write(printPng));
        writeFileSync(path.join(diffDir, `${id}.browser.png`), PNG.sync.write(browserPng));
      }
      expect(
        ratio,
        `${(ratio * 100).toFixed(3)}% of pixels differ (diff: ${diffPath})`,
      ).toBeLessThanOrEqual(MAX_PRINT_DIFF_RATIO);
    });
  }
});
