import { describe, expect, it } from 'vitest';
import {
  add,
  asMoney,
  parseCurrency,
  assertMinorUnits,
  formatMoney,
  money,
  MoneyError,
  negate,
  nonNegative,
  percentOf,
  subtract,
  sum,
  times,
} from './money';

describe('money', () => {
  it.each([0.5, Number.NaN, Infinity, 2 ** 60, 1e-9])('refuses %s minor units', (value) => {
    expect(() => money(value)).toThrow(MoneyError);
    expect(() => assertMinorUnits(value)).toThrow(/whole number of minor units/);
  });

  it.each([
    [100, 250, 350],
    [-100, 40, -60],
    [0, 0, 0],
  ])('adds %i + %i = %i', (a, b, expected) => {
    expect(add(money(a), money(b))).toEqual({ amount: expected, currency: 'NOK' });
  });

  it('subtracts, sums, multiplies and negates', () => {
    expect(subtract(money(500), money(199)).amount).toBe(301);
    expect(sum([money(1), money(2), money(3)]).amount).toBe(6);
    expect(sum([]).amount).toBe(0);
    expect(times(money(1990), 3).amount).toBe(5970);
    expect(() => times(money(100), 1.5)).toThrow(MoneyError);
    expect(negate(money(0)).amount).toBe(0);
    expect(Object.is(negate(money(0)).amount, -0)).toBe(false);
    expect(nonNegative(money(-5)).amount).toBe(0);
  });

  it.each([
    // amount, percent, expected (half up)
    [1000, 10, 100],
    [1005, 10, 101], // 100.5 -> 101
    [1004, 10, 100], // 100.4 -> 100
    [999, 12.5, 125], // 124.875 -> 125
    [25, 50, 13], // 12.5 -> 13
    [-25, 50, -13], // half away from zero for refunds
    [12345, 0, 0],
    [12345, 100, 12345],
  ])('%i at %s%% is %i', (amount, percent, expected) => {
    expect(percentOf(money(amount), percent).amount).toBe(expected);
  });

  it.each([-1, 101, 10.001])('refuses the percentage %s', (percent) => {
    expect(() => percentOf(money(100), percent)).toThrow(MoneyError);
  });

  it('reads currencies and money from outside', () => {
    expect(parseCurrency('NOK')).toBe('NOK');
    expect(() => parseCurrency('SEK')).toThrow(MoneyError);
    expect(asMoney({ amount: 100, currency: 'NOK' })).toEqual(money(100));
    expect(() => asMoney({ amount: 1.5, currency: 'NOK' })).toThrow(MoneyError);
  });

  it('formats for server-written messages', () => {
    expect(formatMoney(money(50000))).toMatch(/^NOK\s500\.00$/);
  });
});
