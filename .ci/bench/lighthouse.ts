// Lighthouse mobile (default emulation and simulated slow 4G) on the front page, a product list,
// a parent's cart and the editor, against the real shop serving the built client (run `vite build` first).
// Debian's chromium through chrome-launcher; never a downloaded browser. Reports go to
// LIGHTHOUSE_REPORTS (default /tmp/keepsake-lighthouse), never into the repository.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_CODES, DEMO_SUBJECTS, demoUuid } from '../../shop/server/demo/demo-accounts';
import { freePort, ShopProcess } from '../../shop/server/test/shop-process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import { printFigure, round } from './figure';

const root = path.resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const reportDir = process.env.LIGHTHOUSE_REPORTS ?? path.join(tmpdir(), 'keepsake-lighthouse');
// Simulated throttling still varies with the machine's load: the median of a few runs.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];
/** 'Winter greetings' on the 15x15 card (fixtures/), the line the cart journeys add too. */
const WINTER = { uuid: '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0001', version: 1 };
const CARD_15 = demoUuid('product:card-15x15');
const allPages = [
  { name: 'frontPage', path: '/' },
  { name: 'productList', path: '/products/cards' },
  { name: 'cart', path: '/shopping-cart' },
  // The editor on the card the parent has in the cart, as a tap in the list opens it.
  { name: 'editor', path: `/products/cards/cards/${CARD_15}/${WINTER.uuid}` },
] as const;
// LIGHTHOUSE_PAGES=cart,frontPage audits only those (while working on one page).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;

if (!existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('dist/web has no build: run `npx vite build` first');
  process.exit(1);
}

/** A parent's phone as fetch calls: keeps the session cookie the shop sets. */
class Parent {
  cookie = '';
  constructor(private readonly base: string) {}

  async call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('keepsake_session='));
    if (set) this.cookie = set.split(';')[0] ?? '';
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  }
}

/** Registers a parent with Emma's code and puts two cards in the cart, as the journeys do. */
async function parentWithCart(base: string): Promise<string> {
  const parent = new Parent(base);
  const code = encodeURIComponent(DEMO_CODES.emma);
  await parent.call('GET', `/ajax/prophoto/verify_subject_code.php?code=${code}`);
  await parent.call('POST', '/ajax/create.php', {
    email: `lighthouse.${Date.now()}@example.test`,
    code: DEMO_CODES.emma,
    mobile: '+47 912 34 569',
    password: 'lighthouse-bench',
    confirm_password: 'lighthouse-bench',
    acceptmail: false,
    termsofservice: true,
  });
  const templateData = await parent.call('POST', '/api/webshop/user/templates/fill-template', {
    template: { uuid: WINTER.uuid },
    subject: { uuid: DEMO_SUBJECTS.emma },
  });
  await parent.call('POST', '/api/webshop/cart/template-lines', {
    productUuid: CARD_15,
    template: WINTER,
    templateData,
    lines: [{ quantity: 2 }],
  });
  return parent.cookie;
}

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(url: string, port: number, cookie: string, report: string): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: { Cookie: cookie },
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const [json, html] = result.report as string[];
  writeFileSync(`${report}.json`, json ?? '');
  writeFileSync(`${report}.html`, html ?? '');
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'keepsake-bench-lighthouse-'));
mkdirSync(reportDir, { recursive: true });
// As `npm start` runs it (NODE_ENV unset: demo mode), not with the test mode's response checks.
const shop = new ShopProcess(dataDir, await freePort(), { mode: 'demo' });
let chrome: chromeLauncher.LaunchedChrome | undefined;

// Whatever happens (an error, Ctrl-C), the shop and the browser do not outlive the bench.
process.on('exit', () => {
  shop.stopNow();
  chrome?.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

try {
  // Seeding a new demo database takes minutes on a machine other work shares.
  await shop.start(300_000);
  console.error(`# shop as npm start runs it: ${shop.firstLine()}`);
  const base = shop.url;
  const cookie = await parentWithCart(base);
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  for (const page of pages) {
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      const report = path.join(reportDir, `${page.name}-${i + 1}`);
      // Lighthouse now and then loses the trace's navigation start on a busy machine: once more.
      const run = () => audit(`${base}${page.path}`, chrome?.port ?? 0, cookie, report);
      results.push(await run().catch(run));
    }
    const pick = (key: keyof Run) => median(results.map((r) => r[key]));
    const name = `lighthouse.mobile.${page.name}`;
    printFigure({
      name: `${name}.performance`,
      value: pick('performance'),
      unit: 'score',
      target: '>= 95',
    });
    printFigure({
      name: `${name}.accessibility`,
      value: pick('accessibility'),
      unit: 'score',
      target: '100',
    });
    printFigure({ name: `${name}.fcp`, value: round(pick('fcp')), unit: 'ms' });
    printFigure({ name: `${name}.lcp`, value: round(pick('lcp')), unit: 'ms' });
    printFigure({ name: `${name}.tbt`, value: round(pick('tbt')), unit: 'ms' });
    printFigure({ name: `${name}.cls`, value: round(pick('cls'), 3), unit: 'score' });
  }
  console.error(`# lighthouse reports in ${reportDir}`);
} finally {
  await chrome?.kill();
  await shop.stop();
}
