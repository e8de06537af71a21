import { describe, expect, it } from 'vitest';
import type { QuantityRule } from './quantity';
import { allowedQuantityRange, checkQuantity } from './quantity';

const rule: QuantityRule = { minimum: 2, maximum: null, current: 3, canChangeQuantity: true };

describe('checkQuantity', () => {
  it.each<[unknown, QuantityRule, number | string]>([
    [2, rule, 2],
    [103, rule, 103],
    ['  7 ', rule, 7],
    [104, rule, 'The quantity cannot be more than 103.'],
    [1, rule, 'The quantity must be at least 2.'],
    [0, rule, 'The quantity must be at least 2.'],
    [0, { ...rule, minimum: 0 }, 'The quantity must be at least 1.'],
    [-1, rule, 'The quantity cannot be negative.'],
    ['-4', rule, 'The quantity cannot be negative.'],
    [1.5, rule, 'The quantity must be a whole number.'],
    ['1.5', rule, 'The quantity must be a whole number.'],
    ['abc', rule, 'The quantity must be a whole number.'],
    [null, rule, 'The quantity must be a whole number.'],
    [Number.NaN, rule, 'The quantity must be a whole number.'],
    [1e300, rule, 'The quantity must be a whole number.'],
    ['9999999999999999999', rule, 'The quantity must be a whole number.'],
    [10, { ...rule, maximum: 10 }, 10],
    [11, { ...rule, maximum: 10 }, 'The quantity cannot be more than 10.'],
    [3, { ...rule, canChangeQuantity: false }, 3],
    [4, { ...rule, canChangeQuantity: false }, 'The quantity of this line cannot be changed.'],
  ])('%j', (input, given, expected) => {
    const result = checkQuantity(input, given);
    if (typeof expected === 'number') expect(result).toEqual({ ok: true, quantity: expected });
    else expect(result).toEqual({ ok: false, error: expected });
  });

  it('never lets the maximum fall below the minimum', () => {
    expect(allowedQuantityRange({ ...rule, minimum: 20, maximum: 5 })).toEqual({
      min: 20,
      max: 20,
    });
  });
});
