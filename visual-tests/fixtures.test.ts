// Every fixture instance rendered by the engine in Chromium and compared with its expected PNG.
// `UPDATE_VISUAL=1` (npm run visual:update) rewrites the expected PNGs on purpose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { MAX_DIFF_RATIO } from './compare';
import { type CaseResult, caseId, runFixtures } from './renderFixtures';
import { launchChromium, openEnginePage, startPageServer } from './server';

const update = process.env.UPDATE_VISUAL === '1';
let server: ViteDevServer | undefined;
let browser: Browser | undefined;
let results: CaseResult[] = [];

beforeAll(async () => {
  const started = await startPageServer();
  server = started.server;
  browser = await launchChromium();
  const page = await openEnginePage(browser, started.origin);
  results = await runFixtures(page, { update });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('fixture renders', () => {
  it('renders every fixture case', () => {
    expect(results.length).toBeGreaterThanOrEqual(24);
    expect(results.filter((r) => r.error).map((r) => `${caseId(r)}: ${r.error}`)).toEqual([]);
  });

  it(`matches the expected PNGs (at most ${MAX_DIFF_RATIO * 100}% of pixels differ)`, () => {
    if (update) return;
    const missing = results.filter((r) => r.comparison === null).map(caseId);
    expect(missing, 'cases without an expected PNG: run npm run visual:update').toEqual([]);
    const failed = results
      .filter((r) => r.comparison && !r.comparison.ok)
      .map(
        (r) =>
          `${caseId(r)}: ${r.comparison?.reason ?? `${r.comparison?.diffPixels} px differ`} (diff: ${r.diffPath})`,
      );
    expect(failed).toEqual([]);
  });
});
