// One Chromium (Debian's, never a downloaded one) per journey file, as a parent's phone sees it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(root, 'test-results/screenshots');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
}

let phones = 0;

/** A phone: 390×844, touch, with the shop's base URL, on a network address of its own. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  phones += 1;
  return browser.newContext({
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${process.pid % 250}.${phones >> 8}.${phones % 256}`,
    },
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
}

/** Saves the end state of a journey step; CI keeps them as artifacts and we look at them. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export function baseUrl(): string {
  return inject('baseUrl');
}
