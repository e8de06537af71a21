import { describe, expect, it } from 'vitest';
import { applyVoucherCode } from './apply-voucher';
import { emptyCart, printLine } from './cart-fixtures.test-data';
import { money } from './money';
import type { Voucher } from './vouchers';

const voucher: Voucher = {
  code: 'SPRING',
  description: '100 off',
  benefit: { kind: 'fixed', amount: money(10000) },
  validFrom: null,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  minimumOrderAmount: money(20000),
  singleUsePerUser: true,
};
const find = (code: string) => (code === voucher.code ? voucher : undefined);
const now = new Date('2026-11-23T09:00:00Z');
const rebate = {
  description: '50% on prints',
  benefit: { kind: 'percent', percent: 50 },
  productUuids: ['print'],
  minimumQuantity: 0,
} as const;

describe('applyVoucherCode', () => {
  it.each<[string, number, boolean, string | null, number | null]>([
    ['spring', 2, false, null, 20000 - 10000],
    ['spring', 1, false, 'The voucher code needs an order of at least NOK\u00a0200.00.', null],
    ['spring', 2, true, 'You have already used this voucher code.', null],
    ['autumn', 2, false, 'The voucher code is not valid.', null],
  ])('%s with %i prints (used before: %s)', (code, quantity, usedBefore, error, total) => {
    const input = { ...emptyCart, lines: [printLine('a', quantity)] };
    const result = applyVoucherCode(input, code, find, { now, usedBefore });
    if (error !== null) expect(result).toEqual({ ok: false, error });
    else expect(result.ok && result.totals.totalPrice.amount).toBe(total);
  });

  it('measures the minimum order after rebates', () => {
    const input = { ...emptyCart, lines: [printLine('a', 2)], rebates: [rebate] };
    expect(applyVoucherCode(input, 'SPRING', find, { now, usedBefore: false })).toMatchObject({
      ok: false,
      error: 'The voucher code needs an order of at least NOK\u00a0200.00.',
    });
  });

  it('refuses a code that has expired since it was entered', () => {
    const later = new Date('2026-12-01T00:00:00Z');
    const input = { ...emptyCart, lines: [printLine('a', 2)] };
    expect(applyVoucherCode(input, 'SPRING', find, { now: later, usedBefore: false })).toEqual({
      ok: false,
      error: 'The voucher code has expired.',
    });
  });
});
