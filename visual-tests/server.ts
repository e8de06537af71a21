// A Vite dev server over the repository for the test pages, and one Chromium page on it.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../.ci/chromium';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const outputDir = path.join(import.meta.dirname, 'output');

export const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // Same pixels on every run: no LCD subpixel text, sRGB colours.
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

export async function startPageServer(): Promise<{ server: ViteDevServer; origin: string }> {
  const server = await createServer({
    configFile: false,
    root: repoRoot,
    cacheDir: path.join(outputDir, '.vite'),
    logLevel: 'error',
    plugins: [react()],
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: { ignored: ['**/*'] } },
    optimizeDeps: {
      entries: ['visual-tests/page/index.html', 'visual-tests/bench/page/index.html'],
    },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Vite did not listen');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The engine test page, open and ready to render fixtures. */
export async function openEnginePage(browser: Browser, origin: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${origin}/visual-tests/page/index.html`);
  await page.waitForFunction(() => window.engineReady === true, null, { timeout: 60_000 });
  return page;
}
