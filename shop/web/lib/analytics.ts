import type { OrderLine } from '../../contract/cart';
import type { Money } from '../../contract/money';

type EcommerceEvent = 'add_to_cart' | 'remove_from_cart' | 'purchase';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const items = (lines: readonly OrderLine[]) =>
  lines
    .filter((line) => line.type === 0)
    .map((line) => ({
      item_id: line.product?.uuid ?? line.uuid,
      item_name: line.product?.name ?? line.description,
      price: line.actualLinePrice.amount / 100 / Math.max(1, line.quantity),
      quantity: line.quantity,
    }));

/**
 * GA4-style ecommerce events pushed to window.dataLayer, for whatever tag manager a studio adds:
 * the previous ecommerce object is cleared first, and prices are major units per piece, as GA4
 * reads them.
 */
export function pushEcommerce(
  event: EcommerceEvent,
  lines: readonly OrderLine[],
  value: Money,
  transactionId?: string,
): void {
  const layer = (window.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: {
      currency: value.currency,
      value: value.amount / 100,
      ...(transactionId ? { transaction_id: transactionId } : {}),
      items: items(lines),
    },
  });
}
