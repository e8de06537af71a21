import { computeCartTotals } from './cart-totals';
import type { CartTotals, CartTotalsInput } from './cart-types';
import type { Voucher } from './vouchers';
import { checkVoucher } from './vouchers';

export type VoucherApplication =
  | { readonly ok: true; readonly voucher: Voucher; readonly totals: CartTotals }
  | { readonly ok: false; readonly error: string };

/**
 * Checks a typed code against the cart it would apply to (its minimum order counts the
 * goods after rebates, before any voucher) and prices the cart with it. Also used at
 * transaction time to re-check a stored code, which may have expired since.
 */
export function applyVoucherCode(
  input: CartTotalsInput,
  code: string,
  find: (normalisedCode: string) => Voucher | undefined,
  use: { readonly now: Date; readonly usedBefore: boolean },
): VoucherApplication {
  const before = computeCartTotals({ ...input, voucher: null });
  const check = checkVoucher(code, find, { ...use, goodsTotal: before.goodsTotal });
  if (!check.ok) return check;
  return {
    ok: true,
    voucher: check.voucher,
    totals: computeCartTotals({ ...input, voucher: check.voucher }),
  };
}
