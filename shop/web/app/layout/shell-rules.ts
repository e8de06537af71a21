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
