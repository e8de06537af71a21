// What the browser benches share: the demo shop as `npm start` runs it (NODE_ENV unset: demo
// mode, not the test mode's response checks) in a data folder of its own, Chromium beside it,
// and a phone as the parent holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { openDatabase, type Database } from '../../shop/server/db/client';
import { DEMO_USER } from '../../shop/server/demo/demo-accounts';
import { seedDemo } from '../../shop/server/demo/seed';
import { DiskStorage } from '../../shop/server/storage';
import { freePort, ShopProcess } from '../../shop/server/test/shop-process';
import { launchChromium } from '../server';

export interface DemoShopOptions {
  /** Seed the demo before the shop starts, then `extra` on the same database (more rows). */
  seed?: boolean;
  extra?: (database: Database) => Promise<void>;
  startMs?: number;
}

/**
 * Runs `bench` against a demo shop of its own and Chromium, then stops both and removes the
 * data folder, also when the bench or the browser's start fails.
 */
export async function withDemoShop(
  name: string,
  options: DemoShopOptions,
  bench: (browser: Browser, shop: ShopProcess) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `keepsake-bench-${name}-`));
  try {
    if (options.seed) {
      const database = await openDatabase({
        databaseUrl: null,
        pgliteDir: path.join(dataDir, 'db'),
      });
      await database.migrate();
      await seedDemo(database.db, new DiskStorage(dataDir));
      await options.extra?.(database);
      await database.close();
    }
    const shop = new ShopProcess(dataDir, await freePort(), { mode: 'demo' });
    await shop.start(options.startMs ?? 120_000);
    console.error(`# shop as npm start runs it: ${shop.firstLine()}`);
    try {
      const browser = await launchChromium();
      try {
        await bench(browser, shop);
      } finally {
        await browser.close();
      }
    } finally {
      await shop.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A phone (390×844, DPR 3, touch, English) on the shop. */
export function phone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
}

/** The same phone with the demo parent signed in. */
export async function demoParentPhone(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await phone(browser, baseURL);
  const login = await context.request.post('/api/webshop/login', {
    data: { email: DEMO_USER.email, password: DEMO_USER.password },
  });
  if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
  return context;
}
