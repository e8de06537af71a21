import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { openTestDatabase } from '../../test/database';
import { isResetCodeValid, resetPassword } from './password-reset';
import { makeStaffAccount } from './staff-accounts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const codeOf = (link: string) => new URL(link).searchParams.get('resetcode') ?? '';

describe('makeStaffAccount (npm run operator -- staff)', () => {
  it('makes a staff account with no known password and a link to choose one', async () => {
    const { link, created } = await makeStaffAccount(
      database.db,
      ' Support@Shop.Example ',
      'https://shop.example',
    );
    expect(created).toBe(true);
    expect(link).toMatch(/^https:\/\/shop\.example\/reset-password\?resetcode=[A-Za-z0-9_-]+$/);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'support@shop.example'));
    expect(user?.role).toBe('staff');
    for (const guess of ['', 'keepsake-staff', 'password', 'support@shop.example']) {
      expect(await verifyPassword(guess, user?.passwordHash ?? null)).toBe(false);
    }
    expect(await isResetCodeValid(database.db, codeOf(link))).toBe(true);
    expect(await resetPassword(database.db, codeOf(link), 'chosen-by-staff', null)).toBe(
      'support@shop.example',
    );
    const [after] = await database.db
      .select()
      .from(users)
      .where(eq(users.uuid, user?.uuid ?? ''));
    expect(await verifyPassword('chosen-by-staff', after?.passwordHash ?? null)).toBe(true);
  });

  it('makes an existing account staff and leaves its password alone', async () => {
    await database.db.insert(users).values({
      uuid: crypto.randomUUID(),
      email: 'kept@shop.example',
      passwordHash: await hashPassword('kept-password'),
    });
    const { created } = await makeStaffAccount(database.db, 'kept@shop.example', 'https://x.test');
    expect(created).toBe(false);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'kept@shop.example'));
    expect(user?.role).toBe('staff');
    expect(await verifyPassword('kept-password', user?.passwordHash ?? null)).toBe(true);
  });
});
