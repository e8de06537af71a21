// One value looked up by uuid in several tables at once (a picture's file whether it is a
// photographed picture, an upload or a background; a VAT rate set on a product, a package, a
// digital set or a catalogue): one query per table, run side by side, gathered in one map.
import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Where to look: a table's key column and the column whose value is wanted (same table). */
export type UuidSource<V> = readonly [uuid: PgColumn, value: PgColumn & { _: { data: V } }];

/**
 * The value of every uuid found in any of the sources; a uuid found nowhere, or whose value is
 * null, is left out. Uuids are unique across the shop's tables, so at most one source holds each.
 */
export async function valuesByUuid<V>(
  db: Db,
  uuids: readonly string[],
  sources: readonly UuidSource<V>[],
): Promise<Map<string, V>> {
  const found = new Map<string, V>();
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return found;
  const lists = await Promise.all(
    sources.map(([uuid, value]) =>
      db.select({ uuid, value }).from(uuid.table).where(inArray(uuid, unique)),
    ),
  );
  for (const row of lists.flat())
    if (row.value !== null) found.set(String(row.uuid), row.value as V);
  return found;
}
