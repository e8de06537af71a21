import { MAX_LINE_QUANTITY } from '../../../contract/money';

/**
 * How far a line's quantity may be raised when the line names no maximum
 * (docs/rules/purchase.md §5).
 */
export const DEFAULT_QUANTITY_HEADROOM = 100;

export interface QuantityRule {
  /** The product's minimum order quantity (minorderpartquantity); at least 1 is enforced. */
  readonly minimum: number;
  /** The line's maximumQuantity; null: current quantity + 100. */
  readonly maximum: number | null;
  /** The line's quantity now. */
  readonly current: number;
  readonly canChangeQuantity: boolean;
}

export const QuantityMessages = {
  cannotChange: 'The quantity of this line cannot be changed.',
  notWholeNumber: 'The quantity must be a whole number.',
  negative: 'The quantity cannot be negative.',
  belowMinimum: 'The quantity must be at least %s.',
  aboveMaximum: 'The quantity cannot be more than %s.',
} as const;

export type QuantityCheck =
  { readonly ok: true; readonly quantity: number } | { readonly ok: false; readonly error: string };

const fill = (message: string, value: number): string => message.replace('%s', String(value));

/** Parses a number or a decimal-digit string (form input); anything else is not a quantity. */
function parse(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  if (typeof input === 'string' && /^\s*-?\d{1,15}\s*$/.test(input)) return Number(input.trim());
  return null;
}

export function allowedQuantityRange(rule: QuantityRule): { min: number; max: number } {
  const min = Math.max(1, Math.floor(rule.minimum));
  // Never past MAX_LINE_QUANTITY, whatever the line names: its price must stay an integer column.
  const max = Math.min(rule.maximum ?? rule.current + DEFAULT_QUANTITY_HEADROOM, MAX_LINE_QUANTITY);
  return { min, max: Math.max(min, max) };
}

/** Checks a requested line quantity against docs/rules/purchase.md §5 'Cart quantity'. */
export function checkQuantity(input: unknown, rule: QuantityRule): QuantityCheck {
  const quantity = parse(input);
  if (quantity === null) return { ok: false, error: QuantityMessages.notWholeNumber };
  if (!rule.canChangeQuantity && quantity !== rule.current) {
    return { ok: false, error: QuantityMessages.cannotChange };
  }
  if (quantity < 0) return { ok: false, error: QuantityMessages.negative };
  const { min, max } = allowedQuantityRange(rule);
  if (quantity < min) return { ok: false, error: fill(QuantityMessages.belowMinimum, min) };
  if (quantity > max) return { ok: false, error: fill(QuantityMessages.aboveMaximum, max) };
  return { ok: true, quantity };
}
