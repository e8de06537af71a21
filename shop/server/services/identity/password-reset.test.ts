import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

describe('the password reset mail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('sends a Norwegian parent the reset mail in Norsk, linking to the public address', async () => {
    const email = 'norsk-reset@keepsake.test';
    const b = new Browser(app);
    // Registered from a phone set to Norwegian: the account keeps that language.
    const registered = await b.request({
      method: 'POST',
      url: '/ajax/create.php',
      headers: { 'accept-language': 'nb-NO,nb;q=0.9' },
      payload: {
        email,
        password: 'a good password',
        confirm_password: 'a good password',
        mobile: '98765432',
        termsofservice: true,
      },
    });
    expect(registered.statusCode).toBeLessThan(300);
    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user?.lang).toBe('nb');
    // An attacker's Host header must not choose where the link points.
    const asked = await new Browser(app).get(
      `/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`,
      { host: 'evil.example', 'accept-language': 'en' },
    );
    expect(asked.statusCode).toBe(200);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.subject).toBe('Lag nytt passord for Keepsake');
    expect(mail?.text).toContain('Åpne denne lenken for å velge et nytt passord:');
    expect(mail?.text).toContain('http://shop.test/reset-password?resetcode=');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).toContain('Velg et nytt passord');
  });
});
