import type { Cart } from '../../../contract/cart';
import type { MenuItem } from '../../../contract/shop-settings';

/** The header badge counts product lines (type 0) only, never rebates, fees or totals. */
export function cartItemCount(cart: Cart | undefined): number {
  return cart ? cart.orderLines.filter((line) => line.type === 0).length : 0;
}

export type PromoMessage =
  { kind: 'free' } | { kind: 'over'; amount: number } | { kind: 'more'; amount: number };

/**
 * The free-delivery promo of docs/rules/purchase.md §9, from the cart total and the shop's
 * threshold (both minor units). A negative threshold means the shop runs no promo.
 */
export function promoMessage(total: number, threshold: number): PromoMessage | null {
  if (threshold < 0) return null;
  if (total >= threshold) return { kind: 'free' };
  if (total <= 0) return { kind: 'over', amount: threshold };
  return { kind: 'more', amount: threshold - total };
}

/**
 * Whether the promo bar's space is kept while the shop settings or the cart load: by the
 * threshold once known, else by what this phone last saw (a first visit expects a promo).
 */
export function keepPromoSpace(threshold: number | undefined, lastSeen: PromoSeen | null): boolean {
  return threshold === undefined ? lastSeen !== 'none' : threshold >= 0;
}

export type PromoSeen = 'shown' | 'none';

/** Menu visibility: 0 always, 1 only signed in, 2 only signed out. */
export function isMenuItemVisible(item: Pick<MenuItem, 'visibility'>, signedIn: boolean): boolean {
  if (item.visibility === 1) return signedIn;
  if (item.visibility === 2) return !signedIn;
  return true;
}

type MenuEntry = Pick<MenuItem, 'uuid' | 'type' | 'target' | 'visibility'>;

/**
 * The entries a menu group lists when opened: its own page first (when it has one) and then its
 * children, each link once. An internal target the menu already shows as a fixed link (Contact
 * us, Privacy policy) is left out, so a shop that also configures it does not show it twice.
 */
export function groupEntries<T extends MenuEntry>(
  group: T,
  children: T[],
  fixedTargets: readonly string[],
): T[] {
  const seen = new Set<string>();
  const keep = (entry: T) => {
    if (entry.type === 'internal' && fixedTargets.includes(entry.target)) return false;
    const key = `${entry.type}:${entry.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const own = group.target !== '' && keep(group) ? [group] : [];
  return [...own, ...children.filter(keep)];
}
