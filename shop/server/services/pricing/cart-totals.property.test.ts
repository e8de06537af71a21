import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart, fileLine, printLine } from './cart-fixtures.test-data';
import { computeCartTotals } from './cart-totals';
import type { CartLineInput, CartTotalsInput } from './cart-types';
import { money } from './money';
import type { Voucher } from './vouchers';

const line: fc.Arbitrary<CartLineInput> = fc.oneof(
  fc
    .tuple(fc.uuid(), fc.integer({ min: 1, max: 500 }), fc.boolean())
    .map(([uuid, qty, framed]) => printLine(uuid, qty, framed ? ['frame'] : [])),
  fc.uuid().map((uuid) => fileLine(uuid)),
);

const voucher: fc.Arbitrary<Voucher | null> = fc.option(
  fc
    .oneof(
      fc
        .integer({ min: 0, max: 10_000 })
        .map((bp) => ({ kind: 'percent' as const, percent: bp / 100 })),
      fc
        .integer({ min: 0, max: 10_000_000 })
        .map((amount) => ({ kind: 'fixed' as const, amount: money(amount) })),
      fc.constant({ kind: 'freeDelivery' as const }),
    )
    .map((benefit) => ({
      code: 'X',
      description: 'Voucher',
      benefit,
      validFrom: null,
      expiresAt: null,
      minimumOrderAmount: null,
      singleUsePerUser: false,
    })),
);

const cart: fc.Arbitrary<CartTotalsInput> = fc
  .record({
    lines: fc.array(line, { maxLength: 8 }),
    voucher,
    threshold: fc.integer({ min: -1, max: 100_000 }),
    delivery: fc.option(fc.integer({ min: 0, max: 20_000 })),
    rebatePercent: fc.option(fc.integer({ min: 0, max: 100 })),
  })
  .map(({ lines, voucher: v, threshold, delivery, rebatePercent }) => ({
    ...emptyCart,
    lines,
    voucher: v,
    freeDeliveryThreshold: money(threshold),
    delivery: delivery === null ? null : { description: 'Postage', price: money(delivery) },
    rebates:
      rebatePercent === null
        ? []
        : [
            {
              description: 'Rebate',
              benefit: { kind: 'percent', percent: rebatePercent },
              productUuids: null,
              minimumQuantity: 0,
            },
          ],
  }));

describe('cart totals (properties)', () => {
  it('are never negative, and the summary total is the total', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const totals = computeCartTotals(input);
        expect(totals.totalPrice.amount).toBeGreaterThanOrEqual(0);
        expect(totals.goodsTotal.amount).toBeGreaterThanOrEqual(0);
        expect(totals.summary.at(-1)).toEqual({
          description: 'Total',
          linePrice: totals.totalPrice,
          type: 4,
        });
        expect(Number.isSafeInteger(totals.totalPrice.amount)).toBe(true);
      }),
    );
  });

  it('a voucher never takes the goods below 0 nor raises the total', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const withVoucher = computeCartTotals(input);
        const without = computeCartTotals({ ...input, voucher: null });
        expect(withVoucher.voucherDiscount.amount).toBeLessThanOrEqual(without.goodsTotal.amount);
        expect(withVoucher.goodsTotal.amount).toBeGreaterThanOrEqual(0);
        if (
          input.voucher?.benefit.kind !== 'freeDelivery' &&
          input.freeDeliveryThreshold.amount < 0
        ) {
          expect(withVoucher.totalPrice.amount).toBeLessThanOrEqual(without.totalPrice.amount);
        }
      }),
    );
  });

  it('adding then removing a line restores the total', () => {
    fc.assert(
      fc.property(cart, line, fc.nat(), (input, extra, at) => {
        const index = at % (input.lines.length + 1);
        const added = [...input.lines.slice(0, index), extra, ...input.lines.slice(index)];
        computeCartTotals({ ...input, lines: added });
        const removed = added.filter((_, i) => i !== index);
        expect(computeCartTotals({ ...input, lines: removed })).toEqual(computeCartTotals(input));
      }),
    );
  });
});
