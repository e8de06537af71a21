import { getTableColumns, type Column, type Table } from 'drizzle-orm';

/** Per table, its columns as [property, column] pairs, listed once rather than on every row. */
const columnsOf = new WeakMap<Table, [string, Column][]>();

/**
 * A row that a statement wrote as JSON (`row_to_json`: column names, JSON values), in Drizzle's
 * shape (property names, dates as Date), as a Drizzle select would have returned it.
 */
export function fromJsonRow<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) columnsOf.set(table, (columns = Object.entries(getTableColumns(table))));
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
