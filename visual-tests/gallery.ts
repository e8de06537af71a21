// `npm run gallery`: renders every fixture with the engine in Chromium, writes a page with the
// render, expected PNG and diff of each, and serves it (`--no-serve` only writes it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { galleryHtml } from './galleryPage';
import { runFixtures } from './renderFixtures';
import { launchChromium, openEnginePage, outputDir, repoRoot, startPageServer } from './server';
import { serveFiles } from './staticFiles';

const pageDir = path.join(outputDir, 'gallery');
const serve = !process.argv.includes('--no-serve');
const port = Number(process.env.GALLERY_PORT ?? 4180);

const { server, origin } = await startPageServer();
const browser = await launchChromium();
try {
  const page = await openEnginePage(browser, origin);
  const results = await runFixtures(page, { update: false });
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(path.join(pageDir, 'index.html'), galleryHtml(results, pageDir));
  const failing = results.filter((r) => r.error || (r.comparison && !r.comparison.ok)).length;
  console.log(`${results.length} renders, ${failing} failing: ${path.join(pageDir, 'index.html')}`);
} finally {
  await browser.close();
  await server.close();
}

if (serve) {
  const files = await serveFiles(
    [
      ['/visual-tests/output/', outputDir],
      ['/fixtures/', path.join(repoRoot, 'fixtures')],
    ],
    port,
  );
  console.log(`Gallery: ${files.origin}/visual-tests/output/gallery/index.html (Ctrl-C to stop)`);
}
