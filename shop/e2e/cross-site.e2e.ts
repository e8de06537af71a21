// Another website against a signed-in parent's browser: its page loads the shop's legacy GETs
// that change something as images, as no-cors fetches, and as links the parent clicks (a
// SameSite=Lax cookie travels with those). Nothing may be mailed or added; the parent who
// clicked sees why. The shop is served at 127.0.0.1, the other site at localhost: another site.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../contract/errors';
import { DEMO_CODES, DEMO_SUBJECTS } from '../server/demo/demo-accounts';
import { baseUrl, journeyBrowser, snap } from './browser';
import { becomeNewParent, newPhonePage } from './journey-steps';

const browser = journeyBrowser();

let evilPage = '';
let evil: Server;
beforeAll(async () => {
  evil = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(evilHtml(new URL(request.url ?? '/', 'http://localhost')));
  });
  // All interfaces: Chromium may reach localhost over ::1 or 127.0.0.1.
  await new Promise<void>((resolve) => evil.listen(0, resolve));
  evilPage = `http://localhost:${(evil.address() as AddressInfo).port}/`;
}, 30_000);
afterAll(async () => {
  await new Promise((resolve) => evil.close(resolve));
});

/** The calls the other site aims at, for a parent holding Noah's set. */
function targets(victim: string, label: string) {
  const shop = baseUrl();
  const share = new URLSearchParams({
    'email[]': `${label}@evil.example`,
    'subjects[]': DEMO_SUBJECTS.noah,
  });
  return {
    share: `${shop}/sections/prophoto/ajax/do_tipafriend.php?${share}`,
    addSet: `${shop}/ajax/prophoto/add_picture_set_by_code.php?code=${DEMO_CODES.sofie}`,
    reminder: `${shop}/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(victim)}`,
  };
}

/** The other site's page: images and fetches at once, links for the parent to click. */
function evilHtml(url: URL): string {
  const victim = url.searchParams.get('victim') ?? '';
  const img = targets(victim, 'img');
  const fetched = targets(victim, 'fetch');
  const linked = targets(victim, 'link');
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><html><body><h1>Win a free photo book!</h1>
${Object.values(img)
  .map((src) => `<img alt="" src="${attr(src)}">`)
  .join('\n')}
${Object.entries(linked)
  .map(([name, href]) => `<p><a id="${name}" href="${attr(href)}">Claim ${name}</a></p>`)
  .join('\n')}
<script>
  window.fetched = Promise.allSettled(${JSON.stringify(Object.values(fetched))}
    .map((u) => fetch(u, { mode: 'no-cors', credentials: 'include' })));
</script></body></html>`;
}

/** Mails in the development mailbox addressed to `to`. */
async function mailsTo(page: Page, to: string): Promise<number> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  return html.split(`To <b>${to}</b>`).length - 1;
}

async function heldSets(page: Page): Promise<number> {
  const res = await page.request.get('/api/webshop/user/picture-sets');
  return ((await res.json()) as { pictureSets: unknown[] }).pictureSets.length;
}

describe('another website against a signed-in parent', () => {
  it('cannot mail a child’s code, add a set or send reminders through the parent’s browser', async () => {
    const page = await newPhonePage(browser());
    const context = page.context();
    const email = await becomeNewParent(page, DEMO_CODES.noah, 'csrf-parent');
    expect(await heldSets(page)).toBe(1);
    const reminders = await mailsTo(page, email);

    // Images and no-cors fetches, all at once.
    const other = await context.newPage();
    await other.goto(`${evilPage}?victim=${encodeURIComponent(email)}`);
    await other.waitForLoadState('load');
    await other.evaluate(() => (window as unknown as { fetched: Promise<unknown> }).fetched);

    // Links the parent clicks: top-level navigations, which carry the Lax cookie.
    const landed: string[] = [];
    for (const link of ['share', 'addSet', 'reminder']) {
      await other.goto(`${evilPage}?victim=${encodeURIComponent(email)}`);
      await other.locator(`#${link}`).click();
      await other.waitForURL((url) => url.origin === baseUrl());
      await other.waitForLoadState('load');
      landed.push(await other.locator('body').innerText());
    }

    for (const label of ['img', 'fetch', 'link']) {
      expect(await mailsTo(page, `${label}@evil.example`), label).toBe(0);
    }
    expect(await mailsTo(page, email)).toBe(reminders);
    expect(await heldSets(page)).toBe(1);
    // Each link landed on a page saying why nothing was done, with the way into the shop.
    for (const text of landed) expect(text).toContain(Messages.crossSiteLink);
    await other.getByRole('link', { name: Messages.crossSiteOpenShop }).waitFor();
    await snap(other, 'cross-site-link-refused');

    // The refusal page leads into the shop, where the parent is still signed in.
    await other.getByRole('link', { name: Messages.crossSiteOpenShop }).click();
    await other.waitForURL(`${baseUrl()}/`);
    const me = await page.request.get('/api/webshop/user');
    expect((await me.json()).user.emailAddress).toBe(email);
    await context.close();
  });

  it('still opens a mailed link that only reads, and the shop’s own calls still act', async () => {
    const page = await newPhonePage(browser());
    const context = page.context();
    await becomeNewParent(page, DEMO_CODES.noah, 'csrf-own');

    // A reset link followed from a webmail page (another site) opens the reset page.
    const other = await context.newPage();
    await other.goto(evilPage);
    await other.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'mailed';
      a.textContent = 'Reset your password';
      document.body.append(a);
    }, `${baseUrl()}/reset-password?resetcode=not-a-real-code`);
    await other.locator('#mailed').click();
    await other.waitForURL((url) => url.pathname === '/reset-password');
    await other.locator('main').waitFor();

    // The shop's own page adds a set by code through the same GET (a same-origin fetch).
    const added = await page.evaluate(async (code) => {
      const res = await fetch(`/ajax/prophoto/add_picture_set_by_code.php?code=${code}`);
      return { status: res.status, body: (await res.json()) as { valid: boolean } };
    }, DEMO_CODES.sofie);
    expect(added.status).toBe(200);
    expect(added.body.valid).toBe(true);
    expect(await heldSets(page)).toBe(2);
    await context.close();
  });
});
