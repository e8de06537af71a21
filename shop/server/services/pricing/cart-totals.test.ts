import { describe, expect, it } from 'vitest';
import { emptyCart, fileLine, printLine } from './cart-fixtures.test-data';
import { computeCartTotals } from './cart-totals';
import type { CartTotalsInput } from './cart-types';
import { money } from './money';
import type { Voucher } from './vouchers';

const voucher = (benefit: Voucher['benefit']): Voucher => ({
  code: 'CODE',
  description: 'Voucher',
  benefit,
  validFrom: null,
  expiresAt: null,
  minimumOrderAmount: null,
  singleUsePerUser: false,
});
const postage = { description: 'Postage', price: money(9900) };
const tenPercent = {
  description: '10% on everything',
  benefit: { kind: 'percent', percent: 10 },
  productUuids: null,
  minimumQuantity: 0,
} as const;

describe('computeCartTotals', () => {
  it.each<[string, Partial<CartTotalsInput>, number, [string, number, number][]]>([
    [
      'empty cart',
      {},
      0,
      [
        ['Subtotal', 0, 0],
        ['Total', 0, 4],
      ],
    ],
    [
      'tiers, campaign and sub-product',
      { lines: [printLine('a', 1), printLine('b', 3, ['frame'])] },
      10000 + 3 * 9500,
      [
        ['Subtotal', 38500, 0],
        ['Total', 38500, 4],
      ],
    ],
    [
      'ordinal files count earlier lines and bought files',
      {
        lines: [fileLine('a'), fileLine('b'), fileLine('c')],
        boughtCounts: new Map([['file', 1]]),
      },
      10000 + 5000 + 5000,
      [
        ['Subtotal', 20000, 0],
        ['Total', 20000, 4],
      ],
    ],
    [
      'rebate, percent voucher, delivery under the threshold',
      {
        lines: [printLine('a', 1)],
        rebates: [tenPercent],
        voucher: voucher({ kind: 'percent', percent: 15 }),
        delivery: postage,
        freeDeliveryThreshold: money(50000),
      },
      9000 - 1350 + 9900,
      [
        ['Subtotal', 10000, 0],
        ['10% on everything', -1000, 2],
        ['Voucher CODE', -1350, 1],
        ['Postage', 9900, 3],
        ['Total', 17550, 4],
      ],
    ],
    [
      'threshold reached: delivery free',
      { lines: [printLine('a', 5)], delivery: postage, freeDeliveryThreshold: money(35000) },
      35000,
      [
        ['Subtotal', 35000, 0],
        ['Postage', 0, 3],
        ['Total', 35000, 4],
      ],
    ],
    [
      'threshold 0: always free',
      { lines: [printLine('a', 1)], delivery: postage, freeDeliveryThreshold: money(0) },
      10000,
      [
        ['Subtotal', 10000, 0],
        ['Postage', 0, 3],
        ['Total', 10000, 4],
      ],
    ],
    [
      'free-delivery voucher and a fee',
      {
        lines: [printLine('a', 1)],
        voucher: voucher({ kind: 'freeDelivery' }),
        delivery: postage,
        fees: [{ description: 'Invoice fee', price: money(3900) }],
      },
      13900,
      [
        ['Subtotal', 10000, 0],
        ['Voucher CODE', 0, 1],
        ['Postage', 0, 3],
        ['Invoice fee', 3900, 3],
        ['Total', 13900, 4],
      ],
    ],
    [
      'fixed voucher larger than the goods',
      {
        lines: [printLine('a', 1)],
        voucher: voucher({ kind: 'fixed', amount: money(50000) }),
        delivery: postage,
      },
      9900,
      [
        ['Subtotal', 10000, 0],
        ['Voucher CODE', -10000, 1],
        ['Postage', 9900, 3],
        ['Total', 9900, 4],
      ],
    ],
  ])('%s', (_, overrides, total, summary) => {
    const result = computeCartTotals({ ...emptyCart, ...overrides });
    expect(result.totalPrice).toEqual(money(total));
    expect(result.summary.map((l) => [l.description, l.linePrice.amount, l.type])).toEqual(summary);
  });

  it('reports line prices with the campaign saving as rebate', () => {
    const [line] = computeCartTotals({ ...emptyCart, lines: [printLine('a', 3)] }).lines;
    expect(line?.linePrice.amount).toBe(24000);
    expect(line?.actualLinePrice.amount).toBe(21000);
    expect(line?.rebate?.linePrice.amount).toBe(3000);
    expect(line?.unitPrice.amount).toBe(7000);
  });

  it('takes lines priced elsewhere as they are and refuses negative charges', () => {
    const pkg = {
      kind: 'priced',
      uuid: 'p',
      productUuid: 'package',
      description: 'Package',
      quantity: 2,
      originalUnitPrice: money(99900),
      unitPrice: money(79900),
    } as const;
    const result = computeCartTotals({ ...emptyCart, lines: [pkg] });
    expect(result.totalPrice.amount).toBe(2 * 79900);
    expect(result.lines[0]?.rebate?.linePrice.amount).toBe(2 * 20000);
    expect(result.lines[0]?.unitPrice.amount).toBe(79900);
    for (const bad of [{ unitPrice: money(-1) }, { unitPrice: money(100000) }, { quantity: 0 }]) {
      expect(() => computeCartTotals({ ...emptyCart, lines: [{ ...pkg, ...bad }] })).toThrow(
        /impossible price|at least 1/,
      );
    }
    const fee = { description: 'Refund', price: money(-100) };
    expect(() => computeCartTotals({ ...emptyCart, fees: [fee] })).toThrow(/cannot be negative/);
  });
});
