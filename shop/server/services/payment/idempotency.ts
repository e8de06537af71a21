import { createHash } from 'node:crypto';

/** JSON data a hash may be taken of (no undefined, functions or class instances). */
export type JsonValue =
  null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** JSON with object keys sorted, so equal data always gives the same text. */
export function canonicalJson(value: JsonValue): string {
  if (Array.isArray(value))
    return `[${value.map((item: JsonValue) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as { readonly [key: string]: JsonValue };
    const keys = Object.keys(record).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key] ?? null)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new TypeError('Only finite numbers can be hashed');
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a cart's contents: its lines, prices, voucher and delivery as data. */
export function cartHash(contents: JsonValue): string {
  return createHash('sha256').update(canonicalJson(contents)).digest('hex');
}

/**
 * The transaction uuid for a checkout and a cart state: the same checkout with the same
 * cart gives the same uuid (a repeated 'Buy now' finds the transaction it already made),
 * any change to the cart gives a new one. Formatted as an RFC 9562 version 8 uuid.
 */
export function transactionKey(checkoutUuid: string, cartState: string): string {
  const hex = createHash('sha256').update(`${checkoutUuid}\n${cartState}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}
