import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../../contract/cart';
import { quantityRange } from './quantity';

const line = (quantity: number, maximumQuantity: number | null) =>
  ({ quantity, maximumQuantity }) as OrderLine;

describe('cart quantity range (docs/rules/purchase.md §5)', () => {
  it('goes from the minimum to the line maximum', () => {
    expect(quantityRange(line(2, 10), 1)).toEqual({ min: 1, max: 10 });
  });
  it('allows current + 100 when the line names no maximum', () => {
    expect(quantityRange(line(3, null), 2)).toEqual({ min: 2, max: 103 });
  });
  it('never goes below 1', () => {
    expect(quantityRange(line(1, null), 0).min).toBe(1);
  });
});
