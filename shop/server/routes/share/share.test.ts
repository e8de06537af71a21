import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, shareMails } from '../../db/schema';
import { DEMO_SUBJECTS, DEMO_USER, demoUuid } from '../../demo/demo-accounts';
import { sharedTestApp } from '../../test/hooks';
import { Browser } from '../../test/client';

const app = sharedTestApp();

const url = (emails: string[], subjects: string[]) => {
  const q = new URLSearchParams();
  for (const e of emails) q.append('email[]', e);
  for (const s of subjects) q.append('subjects[]', s);
  return `/sections/prophoto/ajax/do_tipafriend.php?${q.toString()}`;
};

async function parent(): Promise<Browser> {
  const b = new Browser(app());
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b;
}

describe('do_tipafriend.php', () => {
  it('mails each valid recipient a code that opens the shared set', async () => {
    const b = await parent();
    const res = await b.get(
      url(
        ['grandma@example.com', '', 'not-an-email', ' Grandpa@Example.com '],
        [DEMO_SUBJECTS.emma],
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: null,
      recipients: ['grandma@example.com', 'grandpa@example.com'],
    });
    const [mail] = await app()
      .db.select()
      .from(outbox)
      .where(eq(outbox.to, 'grandma@example.com'))
      .orderBy(desc(outbox.createdAt));
    expect(mail?.subject).toBe('Kari Nordmann shared pictures with you');
    expect(mail?.text).toContain('http://shop.test/');
    const code = mail?.text.match(/Emma Nordmann: ([A-Z0-9-]+)/)?.[1];
    expect(code).toBe('EMMA-7Q4K-2RWD');
    // The code in the mail works for the grandmother.
    const grandma = new Browser(app());
    const verify = await grandma.get(`/ajax/prophoto/verify_subject_code.php?code=${code ?? ''}`);
    expect(verify.json().data.subject.uuid).toBe(DEMO_SUBJECTS.emma);
  });

  it('refuses without a valid recipient or without a set', async () => {
    const b = await parent();
    const none = await b.get(url(['', 'nope'], [DEMO_SUBJECTS.emma]));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      error: 'Please enter at least one valid e-mail address.',
      recipients: [],
    });
    const noSet = await b.get(url(['a@example.com'], []));
    expect(noSet.json().error).toBe('Please select at least one picture set.');
  });

  it('answers 404 for a set the user does not hold, and mails nobody', async () => {
    const b = await parent();
    const res = await b.get(url(['thief@example.com'], [DEMO_SUBJECTS.emma, DEMO_SUBJECTS.sofie]));
    expect(res.statusCode).toBe(404);
    const mails = await app().db.select().from(outbox).where(eq(outbox.to, 'thief@example.com'));
    expect(mails).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await new Browser(app()).get(url(['a@example.com'], [DEMO_SUBJECTS.emma]));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'You need to sign in first.', recipients: [] });
  });

  it('limits a user to 20 recipients an hour', async () => {
    const b = await parent();
    await app()
      .db.delete(shareMails)
      .where(eq(shareMails.userUuid, demoUuid('user:parent')));
    const batch = (from: number) =>
      Array.from({ length: 10 }, (_, i) => `friend${from + i}@example.com`);
    expect((await b.get(url(batch(0), [DEMO_SUBJECTS.jonas]))).statusCode).toBe(200);
    expect((await b.get(url(batch(10), [DEMO_SUBJECTS.jonas]))).statusCode).toBe(200);
    const res = await b.get(url(['one-more@example.com'], [DEMO_SUBJECTS.jonas]));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(
      'You have shared picture sets with many recipients in the last hour. Please try again later.',
    );
    const eleven = Array.from({ length: 11 }, (_, i) => `x${i}@example.com`);
    expect((await b.get(url(eleven, [DEMO_SUBJECTS.jonas]))).json().error).toBe(
      'You can share with at most 10 recipients at a time.',
    );
  });
});
