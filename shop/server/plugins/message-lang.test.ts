import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../demo/demo-accounts';
import { createTestApp } from '../test/app';
import { Browser } from '../test/client';
import { addPrintLine, newCustomer } from '../routes/checkout/test-cart';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const verify = (b: Browser, code: string, lang?: string) =>
  b.get(
    `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`,
    lang ? { 'accept-language': lang } : {},
  );

describe('server messages in the parent language', () => {
  it('refuses a wrong code in the language the browser asks for', async () => {
    const nb = (await verify(new Browser(app), 'NOPE-NOPE-NOPE', 'nb-NO,nb;q=0.9,en;q=0.5')).json();
    expect(nb).toMatchObject({ valid: false, errorMessage: 'Koden er ikke gyldig' });
    const sv = (await verify(new Browser(app), 'NOPE-NOPE-NOPE', 'sv-SE')).json();
    expect(sv).toMatchObject({ valid: false, errorMessage: 'Koden är inte giltig' });
    const other = (await verify(new Browser(app), 'NOPE-NOPE-NOPE', 'de-DE,fr;q=0.8')).json();
    expect(other).toMatchObject({ valid: false, errorMessage: 'The code is not valid' });
  });

  it('says a too long code is not valid, in a sentence, never the schema words', async () => {
    // No picture set has a code longer than the code field takes: it reads as a wrong code.
    const answer = await verify(new Browser(app), 'A'.repeat(300), 'nb-NO');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorMessage).toBe('Koden er ikke gyldig');
    const english = await verify(new Browser(app), 'A'.repeat(300));
    expect(english.json().errorMessage).toBe('The code is not valid');
    expect(english.body).not.toContain('querystring');
  });

  it('keeps the language the parent chose over the browser', async () => {
    const b = new Browser(app);
    expect((await b.post('/api/webshop/user/language', { lang: 'sv' })).statusCode).toBe(200);
    const wrong = await b.request({
      method: 'POST',
      url: '/api/webshop/login',
      payload: { email: DEMO_USER.email, password: 'not the password' },
      headers: { 'accept-language': 'nb-NO' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Fel e-postadress eller lösenord.');
  });
});

describe('the cart in the parent language', () => {
  it('names the summary lines and refuses a voucher in Norsk', async () => {
    const b = await newCustomer(app, 'norsk-cart@keepsake.test');
    await addPrintLine(app, 'norsk-cart@keepsake.test', 2);
    await b.post('/api/webshop/user/language', { lang: 'nb' });
    const cart = (await b.get('/api/webshop/cart')).json();
    const words = cart.summary.lines.map((line: { description: string }) => line.description);
    expect(words).toContain('Delsum');
    expect(words).toContain('Totalt');
    expect(words).not.toContain('Subtotal');
    const voucher = await b.post('/api/webshop/cart/rebate-code', { code: 'NO-SUCH-VOUCHER' });
    expect(voucher.statusCode).toBe(400);
    expect(voucher.json().error).toBe('Rabattkoden er ikke gyldig.');
  });
});
