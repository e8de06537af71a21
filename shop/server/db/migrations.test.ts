import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json';
import { accessCodes, pictures, subjects, users } from './schema';
import { seedDemo } from '../demo/seed';
import { DEMO_CODES } from '../demo/demo-accounts';
import { testStorage } from '../test/storage';
import { openTestDatabase } from '../test/database';
import type { Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const count = async (
  table: typeof users | typeof subjects | typeof pictures | typeof accessCodes,
) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('migrations and seed', () => {
  it('records every migration once; migrating again changes nothing', async () => {
    await database.migrate();
    const rows = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const applied = (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(applied).toBe(journal.entries.length);
  });

  it('indexes orders by user, order lines by cart and by order, pictures by set and position, sessions by user', async () => {
    const rows = await database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename in ('orders', 'order_lines', 'pictures', 'sessions')`,
    );
    const defs = (rows as unknown as { rows: { indexdef: string }[] }).rows.map((r) => r.indexdef);
    expect(defs).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ON public\.orders USING btree \(user_uuid\)$/),
        expect.stringMatching(/ON public\.order_lines USING btree \(cart_uuid\)$/),
        expect.stringMatching(/ON public\.order_lines USING btree \(order_uuid\)$/),
        expect.stringMatching(/ON public\.pictures USING btree \(picture_set_uuid, "position"\)$/),
        expect.stringMatching(/ON public\.sessions USING btree \(user_uuid\)$/),
      ]),
    );
  });

  it('seeds the demo idempotently: 14 subjects, codes for each set, four users', async () => {
    await seedDemo(database.db, testStorage());
    const first = [
      await count(users),
      await count(subjects),
      await count(pictures),
      await count(accessCodes),
    ];
    await seedDemo(database.db, testStorage());
    const second = [
      await count(users),
      await count(subjects),
      await count(pictures),
      await count(accessCodes),
    ];
    expect(second).toEqual(first);
    expect(first[1]).toBeGreaterThanOrEqual(12);
    expect(first[3]).toBe(Object.keys(DEMO_CODES).length);
    // The demo parent, the staff user, and the two parents of the shop cases (demo/cases-shop.ts).
    expect(first[0]).toBe(4);
  });
});
