import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUBJECTS, DEMO_USER } from '../../demo/demo-accounts';
import { createTestApp } from '../../test/app';
import { Browser } from '../../test/client';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function parent(): Promise<Browser> {
  const b = new Browser(app);
  await b.post('/api/webshop/login', { email: DEMO_USER.email, password: DEMO_USER.password });
  return b;
}

describe('reminders', () => {
  it('lists held subjects with reminders on, and stores a change', async () => {
    const b = await parent();
    const list = (await b.get('/ajax/user/get_subjects_with_reminders_enabled.php')).json();
    expect(list.subjects).toEqual([
      { name: 'Emma Nordmann', uuid: DEMO_SUBJECTS.emma, remindersEnabled: true },
      { name: 'Jonas Nordmann', uuid: DEMO_SUBJECTS.jonas, remindersEnabled: true },
    ]);
    const res = await b.post('/ajax/user/set_reminders_disabled_status.php', {
      subjects: [{ name: 'Jonas Nordmann', uuid: DEMO_SUBJECTS.jonas, remindersEnabled: false }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subjects[1]).toEqual({
      name: 'Jonas Nordmann',
      uuid: DEMO_SUBJECTS.jonas,
      remindersEnabled: false,
    });
    const again = (await b.get('/ajax/user/get_subjects_with_reminders_enabled.php')).json();
    expect(again.subjects[1].remindersEnabled).toBe(false);
  });

  it("answers 404 for someone else's subject and 400 for a bad body", async () => {
    const b = await parent();
    const res = await b.post('/ajax/user/set_reminders_disabled_status.php', {
      subjects: [{ name: 'Sofie Berg', uuid: DEMO_SUBJECTS.sofie, remindersEnabled: false }],
    });
    expect(res.statusCode).toBe(404);
    const bad = await b.post('/ajax/user/set_reminders_disabled_status.php', { subjects: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});
