import { paths } from './paths';

const key = 'keepsake.referrer';

/** Remembers where a visitor was sent away from to sign in. */
export function saveReferrer(location: { pathname: string; search: string; hash: string }): void {
  try {
    sessionStorage.setItem(key, location.pathname + location.search + location.hash);
  } catch {
    // Without storage the visitor lands on the packages route instead.
  }
}

/** The saved referrer (used once), else the packages route. */
export function takeReferrer(): string {
  try {
    const saved = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    if (saved && saved.startsWith('/') && !saved.startsWith('//')) return saved;
  } catch {
    // Fall through to the default.
  }
  return paths['products.list'];
}
