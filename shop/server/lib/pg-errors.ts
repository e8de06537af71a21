/** PostgreSQL's unique_violation (23505), found on the error or its cause (Drizzle wraps). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505')
      return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return false;
}

/** The name of the unique constraint or index a unique_violation broke, or null for other errors. */
export function uniqueViolationConstraint(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') {
      const name = (e as { constraint?: unknown }).constraint;
      return typeof name === 'string' ? name : '';
    }
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : null;
  }
  return null;
}
