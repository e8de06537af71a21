// Renders every fixture case in one Chromium page, sequentially, and compares or updates.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type FixtureCase, fixtureCases } from '../fixtures/load';
import { type Comparison, comparePng } from './compare';
import { outputDir } from './server';

/** Expected renders are this many pixels along the part's long edge. */
export const LONG_EDGE = 400;

export interface CaseResult extends FixtureCase {
  /** Why the case could not be rendered (bad template JSON, missing file…). */
  error: string | null;
  actualPath: string | null;
  diffPath: string | null;
  comparison: Comparison | null;
  updated: boolean;
  ms: number;
}

export const caseId = (c: FixtureCase) => `${c.folder}--${c.name}--${c.partId}`;

export async function renderCase(page: Page, c: FixtureCase): Promise<Buffer> {
  const dataUrl = await page.evaluate((request) => window.renderFixture(request), {
    folder: c.folder,
    name: c.name,
    partId: c.partId,
    longEdge: LONG_EDGE,
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

export async function runFixtures(
  page: Page,
  options: { update: boolean; filter?: string },
): Promise<CaseResult[]> {
  const actualDir = path.join(outputDir, 'actual');
  const diffDir = path.join(outputDir, 'diff');
  mkdirSync(actualDir, { recursive: true });
  mkdirSync(diffDir, { recursive: true });
  const results: CaseResult[] = [];
  for (const c of fixtureCases()) {
    if (options.filter && !caseId(c).includes(options.filter)) continue;
    const started = performance.now();
    let png: Buffer;
    try {
      png = await renderCase(page, c);
    } catch (error) {
      const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      results.push({
        ...c,
        error: message,
        actualPath: null,
        diffPath: null,
        comparison: null,
        updated: false,
        ms: 0,
      });
      continue;
    }
    const ms = performance.now() - started;
    const actualPath = path.join(actualDir, `${caseId(c)}.png`);
    writeFileSync(actualPath, png);
    if (options.update || !existsSync(c.expectedPath)) {
      if (options.update) {
        mkdirSync(path.dirname(c.expectedPath), { recursive: true });
        writeFileSync(c.expectedPath, png);
      }
      results.push({
        ...c,
        error: null,
        actualPath,
        diffPath: null,
        comparison: null,
        updated: options.update,
        ms,
      });
      continue;
    }
    const comparison = comparePng(png, readFileSync(c.expectedPath));
    let diffPath: string | null = null;
    if (comparison.diff && comparison.diffPixels > 0) {
      diffPath = path.join(diffDir, `${caseId(c)}.png`);
      writeFileSync(diffPath, comparison.diff);
    }
    results.push({ ...c, error: null, actualPath, diffPath, comparison, updated: false, ms });
  }
  return results;
}
