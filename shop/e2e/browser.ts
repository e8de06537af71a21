// One Chromium (Debian's, never a downloaded one) per journey file, as a parent's phone sees it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../.ci/chromium';

const root = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(root, 'test-results/screenshots');

/** What the shop's Content-Security-Policy blocked during the journey now running. */
const cspViolations: string[] = [];

/**
 * The calling journey file's Chromium: launched before its first journey and closed after its
 * last. A getter, since the browser exists only once beforeAll has run.
 */
export function journeyBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A page the policy blocks something on (a font, an image, a script) fails its journey.
  afterEach(() => {
    expect(cspViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('No browser yet: call it in a journey, not as the file loads');
    return browser;
  };
}

let phones = 0;

/**
 * A phone: 390×844, touch, with the shop's base URL (or `baseURL`: a journey's own shop), on a
 * network address of its own; set to British English unless `locale` says otherwise (a
 * Norwegian phone: 'nb-NO').
 */
export async function phoneContext(
  browser: Browser,
  { locale = 'en-GB', baseURL = baseUrl() }: { locale?: string; baseURL?: string } = {},
): Promise<BrowserContext> {
  return shopContext(browser, locale, baseURL, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** A desktop computer: a 1280×800 window, a mouse, no touch; otherwise as `phoneContext`. */
export async function desktopContext(
  browser: Browser,
  { locale = 'en-GB' }: { locale?: string } = {},
): Promise<BrowserContext> {
  return shopContext(browser, locale, baseUrl(), {
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });
}

async function shopContext(
  browser: Browser,
  locale: string,
  baseURL: string,
  device: Pick<BrowserContextOptions, 'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'>,
): Promise<BrowserContext> {
  phones += 1;
  const context = await browser.newContext({
    extraHTTPHeaders: {
      // The phone's language on the journey's own requests (page.request) too, as on its pages.
      'accept-language': locale,
      'x-forwarded-for': `10.${process.pid % 250}.${phones >> 8}.${phones % 256}`,
    },
    baseURL,
    ...device,
    locale,
  });
  // Every violation the page sees is said on the console, which the journey collects.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${blocked}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) {
      cspViolations.push(`${message.page()?.url() ?? ''}: ${text}`);
    }
  });
  return context;
}

/**
 * The development mailbox as someone at the shop's own machine opens it: a context sending no
 * forwarded address (the mailbox answers 404 to a request that names another client).
 */
export async function openMailbox(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  const res = await page.goto('/dev/mailbox');
  expect(res?.status()).toBe(200);
  return page;
}

/** Saves the end state of a journey step; CI keeps them as artifacts and we look at them. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The shop this journey file runs against: its test worker's own (see global-setup.ts). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No shop was started for the journeys');
  return url;
}

/** An address no other journey, run or earlier run uses. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

/**
 * Makes the phone's visitor a registered parent who holds `code`, the way the shop does it (the
 * code, then registration) but through the page's requests: for journeys about something else.
 */
export async function registerParent(
  page: Page,
  parent: { code: string; email: string; password?: string },
): Promise<void> {
  const password = parent.password ?? 'journey-pass-1';
  const verified = await page.request.get(
    `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(parent.code)}`,
  );
  expect((await verified.json()).valid).toBe(true);
  const created = await page.request.post('/ajax/create.php', {
    data: {
      email: parent.email,
      code: parent.code,
      mobile: '+47 912 34 569',
      password,
      confirm_password: password,
      acceptmail: false,
      termsofservice: true,
    },
  });
  expect(created.ok()).toBe(true);
}
