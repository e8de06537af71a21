// `npx tsx visual-tests/bench/add-to-cart.ts` (after `npx vite build`): a parent on a phone
// (Chromium, 390×844, DPR 3, 4× CPU throttling) against the real shop as `npm start` runs it.
// Each open is a new parent with Jonas's code (a new session, an empty cart): the pre-filled
// 20×30 calendar opens in the editor, the parent taps 'Add to cart', 'Add to cart' in the buy
// menu and 'Ok' on the once-a-session warning, and we time that last tap → the cart page shows
// the calendar's line with its drawn thumbnail. The first open warms the server and is not counted.
import type { Browser, Page } from 'playwright-core';
import { DEMO_CODES, demoUuid } from '../../shop/server/demo/demo-accounts';
import { printMsPercentile, round } from '../../.ci/bench/figure';
import { phone, withDemoShop } from './demo-shop';

const THROTTLE = 4;
const OPENS = Math.max(1, Number(process.env.BENCH_OPENS ?? 5));
const TARGET_MS = 1000;
const CALENDAR = demoUuid('product:calendar-20x30');
/** 'Classic' 20×30 calendar: every part filled from the parent's own pictures. */
const CALENDAR_CLASSIC = '7d0c1f3e-5a61-4c1b-9d7e-1a2b3c4d0101';

/**
 * Installed before the page's scripts, kept across the single-page navigation to the cart: the
 * time of the parent's last tap, and the first moment the cart shows a line whose thumbnail is a
 * loaded picture. A string, so tsx adds no helpers the page does not have.
 */
const watchCart = `
  (() => {
    document.addEventListener('click', () => { window.tappedAt = performance.now(); }, true);
    const check = () => {
      if (window.cartDrawnAt !== undefined || !location.pathname.startsWith('/shopping-cart')) return;
      const img = document.querySelector('main article img');
      if (img && img.complete && img.naturalWidth > 0) window.cartDrawnAt = performance.now();
    };
    new MutationObserver(check).observe(document, {
      childList: true, subtree: true, attributes: true, attributeFilter: ['src'],
    });
    document.addEventListener('load', check, true);
  })();
`;

/** One parent, one calendar into the cart; ms from the tap that sends it to the cart drawn. */
async function addCalendar(browser: Browser, base: string, n: number): Promise<number> {
  const context = await phone(browser, base);
  try {
    const code = DEMO_CODES.jonas;
    const verified = await context.request.get(
      `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`,
    );
    if (!verified.ok()) throw new Error(`code: ${verified.status()}`);
    const created = await context.request.post('/ajax/create.php', {
      data: {
        email: `bench.cart.${Date.now()}.${n}@example.test`,
        code,
        mobile: '+47 912 34 569',
        password: 'bench-cart-1',
        confirm_password: 'bench-cart-1',
        acceptmail: false,
        termsofservice: true,
      },
    });
    if (!created.ok()) throw new Error(`register: ${created.status()} ${await created.text()}`);
    await context.addInitScript({ content: watchCart });
    const page: Page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on('pageerror', (e) => console.error('page error:', e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(`/products/calendars/${CALENDAR}/${CALENDAR_CLASSIC}`);
    await page.getByRole('button', { name: 'Change/edit photos' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByRole('button', { name: 'Add to cart' }).last().tap();
    await page.getByRole('button', { name: 'Ok', exact: true }).tap();
    await page.waitForFunction(
      () => (window as unknown as { cartDrawnAt?: number }).cartDrawnAt !== undefined,
      null,
      { polling: 250 },
    );
    return page.evaluate(() => {
      const w = window as unknown as { cartDrawnAt: number; tappedAt: number };
      return w.cartDrawnAt - w.tappedAt;
    });
  } finally {
    await context.close();
  }
}

async function main() {
  await withDemoShop('cart', {}, async (browser, shop) => {
    const runs: number[] = [];
    for (let open = 0; open <= OPENS; open += 1) {
      const ms = await addCalendar(browser, shop.url, open);
      if (open > 0) runs.push(ms);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    console.error(
      `runs (ms): ${runs.map((r) => round(r, 0)).join(', ')} — 20x30 calendar, 390x844 DPR 3, ` +
        `${THROTTLE}x CPU, ${OPENS} parents`,
    );
    printMsPercentile('cart.addCalendar.cartDrawn.p50', sorted, 50, TARGET_MS);
    printMsPercentile('cart.addCalendar.cartDrawn.max', sorted, 100);
  });
}

await main();
