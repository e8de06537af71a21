import type { ParseKeys } from 'i18next';

/**
 * Marks a translation key that is stored in data (a route table) and translated later,
 * so the key checker sees it as used.
 */
export function tKey<const K extends ParseKeys>(key: K): K {
  return key;
}
