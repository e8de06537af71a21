import { describe, expect, it } from 'vitest';
import {
  initialQuantity,
  orderableLines,
  parseQuantity,
  quantityMinus,
  quantityOnBlur,
  quantityPlus,
  totalQuantity,
} from './quantity';

describe('buy-menu quantity rules (docs/rules/personalisation.md §5)', () => {
  it('parses the input as an integer; anything else is 0', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('2.5')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('-4')).toBe(0);
  });

  it('drops a quantity under the minimum to 0 on blur', () => {
    expect(quantityOnBlur(3, 5)).toBe(0);
    expect(quantityOnBlur(5, 5)).toBe(5);
    expect(quantityOnBlur(9, 5)).toBe(9);
  });

  it('plus raises to at least the minimum, minus never below 0', () => {
    expect(quantityPlus(0, 5)).toBe(5);
    expect(quantityPlus(5, 5)).toBe(6);
    expect(quantityMinus(1)).toBe(0);
    expect(quantityMinus(0)).toBe(0);
  });

  it('orders only lines at or above the minimum and totals them', () => {
    const quantities = { '': 6, sub: 2, other: 0 };
    expect(orderableLines(quantities, 5)).toEqual([['', 6]]);
    expect(totalQuantity(quantities, 5)).toBe(6);
    expect(totalQuantity({ '': 0 }, 1)).toBe(0);
    expect(initialQuantity(0)).toBe(1);
    expect(initialQuantity(4)).toBe(4);
  });
});
