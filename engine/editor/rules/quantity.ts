/**
 * Buy-menu quantity rules (docs/rules/personalisation.md §5): the text input is parsed as an
 * integer, anything else is 0; on blur a quantity below the product's minimum becomes 0; plus
 * raises to at least the minimum; minus never goes below 0. Only lines at or above the minimum are
 * ordered.
 */
import type { CartLine } from '../ports';

/** Parses what the parent typed: a whole number, else 0. */
export function parseQuantity(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return 0;
  return Number.parseInt(trimmed, 10);
}

/** On blur: a positive quantity under the minimum order quantity falls to 0. */
export function quantityOnBlur(quantity: number, minimum: number): number {
  return quantity < minimum ? 0 : quantity;
}

/** Plus: one more, and never less than the minimum. */
export function quantityPlus(quantity: number, minimum: number): number {
  return Math.max(quantity + 1, minimum);
}

/** Minus: one less, never below 0. */
export function quantityMinus(quantity: number): number {
  return Math.max(0, quantity - 1);
}

/** The quantity every line starts with: the minimum order quantity, at least 1. */
export function initialQuantity(minimum: number): number {
  return Math.max(1, minimum);
}

/** Lines that will be ordered: those at or above the minimum. */
export function orderableLines(
  quantities: Readonly<Record<string, number>>,
  minimum: number,
): [string, number][] {
  return Object.entries(quantities).filter(([, q]) => q > 0 && q >= minimum);
}

/** Sum of the orderable lines: Add to cart is disabled while it is 0. */
export function totalQuantity(
  quantities: Readonly<Record<string, number>>,
  minimum: number,
): number {
  return orderableLines(quantities, minimum).reduce((sum, [, q]) => sum + q, 0);
}

/** The cart lines of the quantities: '' is the product itself, any other key a sub-product's uuid. */
export function cartLinesOf(
  quantities: Readonly<Record<string, number>>,
  minimum: number,
): CartLine[] {
  return orderableLines(quantities, minimum).map(([key, quantity]) => ({
    subProductUuids: key === '' ? [] : [key],
    quantity,
  }));
}
