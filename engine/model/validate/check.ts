/**
 * Small path-aware guards for plain-JSON validation (the model may not import zod). Each guard
 * returns the value typed or throws `Invalid` with a message that starts with the field's path,
 * e.g. `parts[1].resources[0].frame.width must be a positive number`; `validated()` turns that
 * into a result at the edge.
 */
export class Invalid extends Error {}

/** Throws `Invalid` naming the field. */
export function fail(path: string, message: string): never {
  throw new Invalid(`${path} ${message}`);
}

/** Runs a guard and returns its value, or the first error message. */
export function validated<T>(run: () => T): { ok: true; value: T } | { ok: false; error: string } {
  try {
    return { ok: true, value: run() };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.message };
    throw e;
  }
}

/** `a.b`, `a[2]` and the root's own keys without a leading dot. */
export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

export type Obj = Record<string, unknown>;

export function isObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function object(v: unknown, path: string): Obj {
  if (!isObject(v)) fail(path || 'template', 'must be an object');
  return v;
}

export function array(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) fail(path, 'must be an array');
  return v;
}

export function string(v: unknown, path: string): string {
  if (typeof v !== 'string' || v.trim() === '') fail(path, 'must be a non-empty string');
  return v;
}

/** A string that may be empty. */
export function text(v: unknown, path: string): string {
  if (typeof v !== 'string') fail(path, 'must be a string');
  return v;
}

export function number(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) fail(path, 'must be a number');
  return v;
}

export function positive(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0)
    fail(path, 'must be a positive number');
  return v;
}

export function nonNegative(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
    fail(path, 'must be a number of 0 or more');
  return v;
}

export function integer(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    fail(path, `must be a whole number from ${min} to ${max}`);
  return v;
}

export function boolean(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') fail(path, 'must be true or false');
  return v;
}

/** A boolean that defaults when absent. */
export function flag(v: unknown, path: string, fallback: boolean): boolean {
  return v === undefined ? fallback : boolean(v, path);
}

export function oneOf<T extends string | number>(
  v: unknown,
  path: string,
  options: readonly T[],
): T {
  if (!options.includes(v as T))
    fail(path, `must be one of ${options.map((o) => `'${o}'`).join(', ')}`);
  return v as T;
}

export function color(v: unknown, path: string): string {
  if (typeof v !== 'string' || !/^#[0-9a-f]{6}$/i.test(v))
    fail(path, 'must be a colour like #1A2B3C');
  return v;
}

/** Refuses a second item with the same id. */
export function uniqueIds(items: readonly { id: string }[], path: string): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) fail(at(at(path, i), 'id'), `'${item.id}' is used twice`);
    seen.add(item.id);
  });
}

/** A number from `min` to `max` inclusive. */
export function between(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max)
    fail(path, `must be a number from ${min} to ${max}`);
  return v;
}
