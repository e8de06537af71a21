import type { Money } from './money';
import { formatMoney, min, percentOf, zero } from './money';

export type VoucherBenefit =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'fixed'; readonly amount: Money }
  | { readonly kind: 'freeDelivery' };

export interface Voucher {
  /** Stored normalised (see normaliseVoucherCode). */
  readonly code: string;
  readonly description: string;
  readonly benefit: VoucherBenefit;
  readonly validFrom: Date | null;
  /** The code works until this instant (exclusive). */
  readonly expiresAt: Date | null;
  /** Goods total (after rebates, before the voucher) the order must reach. */
  readonly minimumOrderAmount: Money | null;
  readonly singleUsePerUser: boolean;
}

export interface VoucherUse {
  readonly now: Date;
  /** Whether this user has a confirmed order with this code. */
  readonly usedBefore: boolean;
  readonly goodsTotal: Money;
}

export const VoucherMessages = {
  missing: 'Please enter a voucher code.',
  unknown: 'The voucher code is not valid.',
  notYetValid: 'The voucher code is not valid yet.',
  expired: 'The voucher code has expired.',
  alreadyUsed: 'You have already used this voucher code.',
  minimumOrder: 'The voucher code needs an order of at least %s.',
} as const;

export type VoucherCheck =
  { readonly ok: true; readonly voucher: Voucher } | { readonly ok: false; readonly error: string };

/** Codes are typed by hand: case, spaces and dashes do not matter. */
export function normaliseVoucherCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** Decides whether `code` may be used now; `find` looks a normalised code up. */
export function checkVoucher(
  code: string,
  find: (normalisedCode: string) => Voucher | undefined,
  use: VoucherUse,
): VoucherCheck {
  const normalised = normaliseVoucherCode(code);
  if (normalised === '') return { ok: false, error: VoucherMessages.missing };
  const voucher = find(normalised);
  if (voucher === undefined) return { ok: false, error: VoucherMessages.unknown };
  if (voucher.validFrom !== null && use.now < voucher.validFrom) {
    return { ok: false, error: VoucherMessages.notYetValid };
  }
  if (voucher.expiresAt !== null && use.now >= voucher.expiresAt) {
    return { ok: false, error: VoucherMessages.expired };
  }
  if (voucher.singleUsePerUser && use.usedBefore) {
    return { ok: false, error: VoucherMessages.alreadyUsed };
  }
  const minimum = voucher.minimumOrderAmount;
  if (minimum !== null && use.goodsTotal.amount < minimum.amount) {
    return { ok: false, error: VoucherMessages.minimumOrder.replace('%s', formatMoney(minimum)) };
  }
  return { ok: true, voucher };
}

/**
 * What the voucher takes off the goods: a percentage rounded half up once per order, or a
 * fixed amount capped at the goods so the total never goes below zero. Free delivery
 * takes nothing off the goods; the cart drops the delivery price instead.
 */
export function voucherDiscount(voucher: Voucher, goods: Money): Money {
  if (goods.amount <= 0) return zero(goods.currency);
  switch (voucher.benefit.kind) {
    case 'percent':
      return percentOf(goods, voucher.benefit.percent);
    case 'fixed':
      return min(voucher.benefit.amount, goods);
    case 'freeDelivery':
      return zero(goods.currency);
  }
}
