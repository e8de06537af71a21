import { describe, expect, it } from 'vitest';
import { money } from './money';
import type { Voucher, VoucherUse } from './vouchers';
import { checkVoucher, normaliseVoucherCode, voucherDiscount } from './vouchers';

const base: Voucher = {
  code: 'SUMMER10',
  description: '10% off',
  benefit: { kind: 'percent', percent: 10 },
  validFrom: new Date('2026-06-01T00:00:00Z'),
  expiresAt: new Date('2026-09-01T00:00:00Z'),
  minimumOrderAmount: money(30000),
  singleUsePerUser: true,
};
const vouchers = new Map<string, Voucher>([
  [base.code, base],
  [
    'OPEN',
    {
      ...base,
      code: 'OPEN',
      validFrom: null,
      expiresAt: null,
      minimumOrderAmount: null,
      singleUsePerUser: false,
    },
  ],
]);
const find = (code: string) => vouchers.get(code);
const use: VoucherUse = {
  now: new Date('2026-07-01T12:00:00Z'),
  usedBefore: false,
  goodsTotal: money(50000),
};

describe('checkVoucher', () => {
  it.each<[string, string, VoucherUse, string | null]>([
    ['valid', 'SUMMER10', use, null],
    ['typed loosely', ' summer-10 ', use, null],
    ['empty', '  ', use, 'Please enter a voucher code.'],
    ['unknown', 'WINTER', use, 'The voucher code is not valid.'],
    [
      'not yet valid',
      'SUMMER10',
      { ...use, now: new Date('2026-05-31T23:59:59Z') },
      'The voucher code is not valid yet.',
    ],
    [
      'expired at the instant',
      'SUMMER10',
      { ...use, now: new Date('2026-09-01T00:00:00Z') },
      'The voucher code has expired.',
    ],
    [
      'used before',
      'SUMMER10',
      { ...use, usedBefore: true },
      'You have already used this voucher code.',
    ],
    ['reusable', 'OPEN', { ...use, usedBefore: true }, null],
    [
      'below minimum',
      'SUMMER10',
      { ...use, goodsTotal: money(29999) },
      'The voucher code needs an order of at least NOK\u00a0300.00.',
    ],
    ['at minimum', 'SUMMER10', { ...use, goodsTotal: money(30000) }, null],
  ])('%s', (_, code, given, error) => {
    const result = checkVoucher(code, find, given);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, error });
  });
});

describe('voucherDiscount', () => {
  it.each<[Voucher['benefit'], number, number]>([
    [{ kind: 'percent', percent: 10 }, 50000, 5000],
    [{ kind: 'percent', percent: 15 }, 12345, 1852], // 1851.75 -> 1852
    [{ kind: 'percent', percent: 10 }, 5, 1], // 0.5 -> 1 (half up)
    [{ kind: 'fixed', amount: money(10000) }, 50000, 10000],
    [{ kind: 'fixed', amount: money(10000) }, 4000, 4000], // capped at the goods
    [{ kind: 'freeDelivery' }, 50000, 0],
    [{ kind: 'percent', percent: 50 }, 0, 0],
  ])('%j on %i takes %i', (benefit, goods, expected) => {
    expect(voucherDiscount({ ...base, benefit }, money(goods)).amount).toBe(expected);
  });

  it('normalises codes', () => {
    expect(normaliseVoucherCode(' ab-c d ')).toBe('ABCD');
  });
});
