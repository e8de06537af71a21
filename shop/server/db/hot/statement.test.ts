import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { openTestDatabase } from '../../test/database';
import { hotStatement } from './statement';

describe('hot statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  const echo = hotStatement<{ text: string | null; items: unknown; n: number }>(
    'test_echo',
    (text, items) =>
      sql`select ${text}::text as text, ${items}::json as items, json_array_length(${items}::json) as n`,
  );

  it('answers with the values as sent, whatever they hold, each time', async () => {
    const odd = `it's a "quote", a back\\slash, \\' both, æøå 🙂 and $1 -- not a comment`;
    const items = [odd, { nested: [1, null, true] }];
    const asked = [odd, null, '', "'; drop table users; --"];
    const answers = await Promise.all(
      asked.map((text) => echo(database.db, [text, JSON.stringify(items)])),
    );
    expect(answers).toEqual(asked.map((text) => [{ text, items, n: 2 }]));
    const [again] = await echo(database.db, ['again', '[]']);
    expect(again).toEqual({ text: 'again', items: [], n: 0 });
  });

  it('runs inside a transaction', async () => {
    const rows = await database.db.transaction((tx) => echo(tx, ['in a transaction', '[1]']));
    expect(rows).toEqual([{ text: 'in a transaction', items: [1], n: 1 }]);
  });
});
