import type { OrderLine } from '../../../contract/cart';

/**
 * docs/rules/purchase.md §5: from the product's minimum up to the line's maximum, or current + 100.
 */
export function quantityRange(line: OrderLine, minimum: number): { min: number; max: number } {
  const min = Math.max(1, minimum);
  const max = line.maximumQuantity ?? line.quantity + 100;
  return { min, max: Math.max(min, max) };
}
