import { describe, expect, it } from 'vitest';
import { initialQuantities, quantityOptions } from './quantities';

describe('catalogue quantities', () => {
  it('runs from 0 to maxQuantity, or to 10 without one', () => {
    expect(quantityOptions(3)).toEqual([0, 1, 2, 3]);
    expect(quantityOptions(null)).toHaveLength(11);
  });

  it('defaults a single catalogue to 1, several to their cart quantity', () => {
    expect(initialQuantities([{ uuid: 'a', quantity: 0 }])).toEqual({ a: 1 });
    expect(
      initialQuantities([
        { uuid: 'a', quantity: 0 },
        { uuid: 'b', quantity: 2 },
      ]),
    ).toEqual({ a: 0, b: 2 });
  });
});
