import type { Money } from './money';
import { subtract } from './money';

/**
 * The promo bar's texts (docs/rules/purchase.md §9); the web fills %s with the formatted amount.
 */
export const PromoMessages = {
  freeDelivery: 'Free delivery!',
  freeDeliveryOver: 'Free delivery when you spend over %s',
  spendMoreForFreeDelivery: 'Shop products for %s more and get free delivery!',
} as const;

export type PromoMessage =
  | { readonly key: 'freeDelivery' }
  | { readonly key: 'freeDeliveryOver'; readonly amount: Money }
  | { readonly key: 'spendMoreForFreeDelivery'; readonly amount: Money };

/**
 * Which promo to show: none for a negative threshold; 'Free delivery!' once the goods
 * total (CartTotals.goodsTotal) reaches it; the threshold itself for an empty cart;
 * otherwise how much is missing.
 */
export function selectPromoMessage(threshold: Money, goodsTotal: Money): PromoMessage | null {
  if (threshold.amount < 0) return null;
  if (goodsTotal.amount >= threshold.amount) return { key: 'freeDelivery' };
  if (goodsTotal.amount <= 0) return { key: 'freeDeliveryOver', amount: threshold };
  return { key: 'spendMoreForFreeDelivery', amount: subtract(threshold, goodsTotal) };
}
