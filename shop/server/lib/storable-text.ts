/**
 * PostgreSQL's text and jsonb cannot hold the NUL character (U+0000): a query with one in a
 * parameter fails, whatever the column. So input holding one is refused before any route runs
 * (plugins/storable-text), in the URL's parameters, the query and the body alike.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null || depth > 64) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsNul(item, depth + 1)) return true;
    return false;
  }
  // Buffers (raw bodies) are bytes, not text for a text column.
  if (ArrayBuffer.isView(value)) return false;
  for (const key in value) {
    if (key.includes('\0')) return true;
    if (holdsNul((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}
