import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart, fileLine, printLine } from '../pricing/cart-fixtures.test-data';
import { computeCartTotals } from '../pricing/cart-totals';
import type { CartLineInput } from '../pricing/cart-types';
import { money } from '../pricing/money';
import { orderVat } from './order-vat';
import { BASIS, splitDiscount, vatBreakdown, vatOf } from './vat';

const rate = fc.constantFrom(0, 600, 1200, 1500, 2500);
const anyRate = fc.oneof(rate, fc.integer({ min: 0, max: BASIS }));
const vatLine = fc.record({ gross: fc.integer({ min: 0, max: 50_000_000 }), rate: anyRate });

/** vat is gross × r / (1 + r) rounded to the nearest unit: off by at most half a unit. */
function nearest(vat: number, gross: number, r: number): boolean {
  const d = BigInt(BASIS + r);
  const diff = 2n * BigInt(vat) * d - 2n * BigInt(gross) * BigInt(r);
  return diff <= d && diff >= -d;
}

describe('VAT per rate (properties)', () => {
  it('rounds the VAT of a gross amount once, to the nearest unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), anyRate, (gross, r) => {
        const vat = vatOf(gross, r);
        expect(Number.isSafeInteger(vat)).toBe(true);
        expect(nearest(vat, gross, r)).toBe(true);
        expect(vat).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it('splits a discount into whole shares that add up and never exceed a group', () => {
    const input = fc
      .array(fc.record({ rate: anyRate, gross: fc.integer({ min: 0, max: 10_000_000 }) }), {
        minLength: 1,
        maxLength: 5,
      })
      .chain((groups) =>
        fc.tuple(
          fc.constant(groups),
          fc.integer({ min: 0, max: groups.reduce((s, g) => s + g.gross, 0) }),
        ),
      );
    fc.assert(
      fc.property(input, ([groups, discount]) => {
        const shares = splitDiscount(groups, discount);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(
          groups.some((g) => g.gross > 0) ? discount : 0,
        );
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(groups[i]?.gross ?? 0);
        });
      }),
    );
  });

  it('groups add up to the lines less the discount plus the charges, net + VAT = gross', () => {
    const input = fc
      .record({
        lines: fc.array(vatLine, { maxLength: 10 }),
        charges: fc.array(vatLine, { maxLength: 3 }),
      })
      .chain(({ lines, charges }) =>
        fc.record({
          lines: fc.constant(lines),
          charges: fc.constant(charges),
          discount: fc.integer({ min: 0, max: lines.reduce((s, l) => s + l.gross, 0) }),
        }),
      );
    fc.assert(
      fc.property(input, (vatInput) => {
        const groups = vatBreakdown(vatInput);
        const sum = (list: { gross: number }[]) => list.reduce((s, l) => s + l.gross, 0);
        expect(sum(groups)).toBe(sum(vatInput.lines) - vatInput.discount + sum(vatInput.charges));
        expect(new Set(groups.map((g) => g.rate)).size).toBe(groups.length);
        for (const g of groups) {
          expect(g.gross).toBeGreaterThan(0);
          expect(g.net + g.vat).toBe(g.gross);
          expect(nearest(g.vat, g.gross, g.rate)).toBe(true);
        }
        expect(groups.map((g) => g.rate)).toEqual(
          [...groups.map((g) => g.rate)].sort((a, b) => b - a),
        );
      }),
    );
  });

  it('the VAT groups of any priced cart add up to its total', () => {
    const line: fc.Arbitrary<CartLineInput> = fc.oneof(
      fc
        .tuple(fc.uuid(), fc.integer({ min: 1, max: 500 }), fc.boolean())
        .map(([uuid, qty, framed]) => printLine(uuid, qty, framed ? ['frame'] : [])),
      fc.uuid().map((uuid) => fileLine(uuid)),
    );
    const cart = fc.record({
      lines: fc.uniqueArray(line, { maxLength: 8, selector: (l) => l.uuid }),
      percent: fc.option(fc.integer({ min: 0, max: 100 })),
      fixed: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
      delivery: fc.option(fc.integer({ min: 0, max: 20_000 })),
      fee: fc.option(fc.integer({ min: 0, max: 5_000 })),
      threshold: fc.integer({ min: -1, max: 100_000 }),
      rates: fc.array(anyRate, { minLength: 9, maxLength: 9 }),
    });
    fc.assert(
      fc.property(cart, ({ lines, percent, fixed, delivery, fee, threshold, rates }) => {
        const fees = fee === null ? [] : [{ description: 'Fee', price: money(fee) }];
        const totals = computeCartTotals({
          ...emptyCart,
          lines,
          fees,
          freeDeliveryThreshold: money(threshold),
          delivery: delivery === null ? null : { description: 'Postage', price: money(delivery) },
          voucher:
            fixed === null
              ? null
              : {
                  code: 'X',
                  description: 'Voucher',
                  benefit: { kind: 'fixed', amount: money(fixed) },
                  validFrom: null,
                  expiresAt: null,
                  minimumOrderAmount: null,
                  singleUsePerUser: false,
                },
          rebates:
            percent === null
              ? []
              : [
                  {
                    description: 'Rebate',
                    benefit: { kind: 'percent', percent },
                    productUuids: null,
                    minimumQuantity: 0,
                  },
                ],
        });
        const lineRate = (uuid: string) => rates[lines.findIndex((l) => l.uuid === uuid)] ?? 2500;
        const groups = orderVat(totals, fees, { lineRate, delivery: rates[8] ?? 0, fees: 2500 });
        expect(groups.reduce((s, g) => s + g.gross, 0)).toBe(totals.totalPrice.amount);
        expect(groups.reduce((s, g) => s + g.net + g.vat, 0)).toBe(totals.totalPrice.amount);
      }),
    );
  });

  it('Norwegian 25 %: 100 kr holds 20 kr VAT, one øre is rounded once per rate', () => {
    expect(vatOf(10_000, 2500)).toBe(2000);
    expect(vatOf(1, 2500)).toBe(0);
    expect(vatOf(3, 2500)).toBe(1);
    // Two lines of 0.03 kr: 0.06 kr at 25 % is 0.012 → 0.01 kr, not 0.01 + 0.01.
    expect(
      vatBreakdown({
        lines: [
          { gross: 3, rate: 2500 },
          { gross: 3, rate: 2500 },
        ],
        discount: 0,
        charges: [],
      }),
    ).toEqual([{ rate: 2500, gross: 6, net: 5, vat: 1 }]);
    expect(
      vatBreakdown({
        lines: [
          { gross: 10_000, rate: 2500 },
          { gross: 10_000, rate: 1500 },
        ],
        discount: 5_000,
        charges: [{ gross: 9_900, rate: 2500 }],
      }),
    ).toEqual([
      { rate: 2500, gross: 17_400, net: 13_920, vat: 3_480 },
      { rate: 1500, gross: 7_500, net: 6_522, vat: 978 },
    ]);
  });
});
