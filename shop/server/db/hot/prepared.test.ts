import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/database';
import { preparedStatement, REPLAN_MS } from './prepared';

describe('prepared statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  const echo = preparedStatement<{ text: string | null; items: unknown; n: number }>(
    'test_echo',
    ['text', 'json'],
    (text, items) =>
      sql`select ${text}::text as text, ${items}::json as items, json_array_length(${items}::json) as n`,
  );

  it('answers as a plain statement would, whatever the values hold', async () => {
    const odd = `it's a "quote", a back\\slash, \\' both, æøå 🙂 and $1 -- not a comment`;
    const items = [odd, { nested: [1, null, true] }];
    const asked = [odd, null, '', "'; drop table users; --"];
    // The first uses come at once: the statement is prepared once.
    const answers = await Promise.all(
      asked.map((text) => echo(database.db, [text, JSON.stringify(items)])),
    );
    expect(answers).toEqual(asked.map((text) => [{ text, items, n: 2 }]));
    const [again] = await echo(database.db, ['again', '[]']);
    expect(again).toEqual({ text: 'again', items: [], n: 0 });
    if (database.kind === 'pglite') {
      // PGlite has one session: the statement was prepared in it once.
      const prepared = await database.db.execute(
        sql`select name from pg_prepared_statements where name = 'test_echo'`,
      );
      expect((prepared as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    }
  });

  it('runs inside a transaction as a plain statement', async () => {
    const rows = await database.db.transaction((tx) => echo(tx, ['in a transaction', '[1]']));
    expect(rows).toEqual([{ text: 'in a transaction', items: [1], n: 1 }]);
  });

  it('plans PGlite statements afresh after a while, without a gap for callers', async () => {
    const preparedAt = async () =>
      (
        (await database.db.execute(
          sql`select prepare_time::text as at from pg_prepared_statements where name = 'test_echo'`,
        )) as unknown as { rows: { at: string }[] }
      ).rows.map((r) => r.at);
    const before = await preparedAt();
    const later = Date.now() + REPLAN_MS + 1000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const answers = await Promise.all(
        ['a', 'b', 'c'].map((text) => echo(database.db, [text, '[]'])),
      );
      expect(answers.map(([row]) => row?.text)).toEqual(['a', 'b', 'c']);
    } finally {
      now.mockRestore();
    }
    if (database.kind === 'pglite') {
      const after = await preparedAt();
      expect(after).toHaveLength(1);
      expect(after).not.toEqual(before);
    }
  });
});
