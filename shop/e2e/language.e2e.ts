// The language picker: only English ships with the front page, the others load when chosen.
import { describe, expect, it } from 'vitest';
import { journeyBrowser, phoneContext, snap } from './browser';

const browser = journeyBrowser();

describe('choosing a language', () => {
  it('a reload in Norsk shows Norsk from the first render, never English first', async () => {
    const context = await phoneContext(browser());
    const page = await context.newPage();
    // Every front page heading the parent ever sees, from the first render on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });

    await page.goto('/');
    await page.getByRole('heading', { name: 'Hi! Did you receive a code from us?' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Language').selectOption('nb');
    await page.getByLabel('Språk').waitFor();
    await page.getByRole('button', { name: 'Lukk menyen' }).click();
    await page.getByRole('heading', { name: 'Hei! Har du fått en kode fra oss?' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('nb');

    await page.reload();
    await page.getByRole('heading', { name: 'Hei! Har du fått en kode fra oss?' }).waitFor();
    const headings = await page.evaluate(
      () => (window as unknown as { headings: string[] }).headings,
    );
    expect(headings).toEqual(['Hei! Har du fått en kode fra oss?']);
    await page.getByRole('button', { name: 'Logg inn' }).waitFor();
    await snap(page, 'language-norsk-after-reload');
    await context.close();
  });
});
