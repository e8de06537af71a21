import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that a statement wrote as JSON (`row_to_json`: column names, JSON values), in Drizzle's
 * shape (property names, dates as Date), as a Drizzle select would have returned it.
 */
export function fromJsonRow<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
