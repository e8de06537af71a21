// VAT of an order, pure: prices include VAT, amounts are integer minor units, rates basis points.

/** 2500 basis points is 25 %. */
export const BASIS = 10_000;

export interface VatLine {
  /** What the line costs, VAT included (minor units, not negative). */
  gross: number;
  /** Basis points, 0 to 10000. */
  rate: number;
}

export interface VatInput {
  /** The goods lines at their actual prices. */
  lines: readonly VatLine[];
  /** What rebates and the voucher took off the goods (not negative, at most their sum). */
  discount: number;
  /** Delivery and fees, each at its own rate. */
  charges: readonly VatLine[];
}

export interface VatGroup {
  rate: number;
  gross: number;
  net: number;
  vat: number;
}

export class VatError extends Error {}

function check(line: VatLine): void {
  if (!Number.isSafeInteger(line.gross) || line.gross < 0) throw new VatError('bad amount');
  if (!Number.isInteger(line.rate) || line.rate < 0 || line.rate > BASIS)
    throw new VatError('bad VAT rate');
}

/**
 * The VAT inside a gross amount, rounded once, half up: gross × rate / (1 + rate). Integer
 * arithmetic in BigInt, so no amount loses a unit to floating point.
 */
export function vatOf(gross: number, rate: number): number {
  const g = BigInt(gross);
  const r = BigInt(rate);
  const d = BigInt(BASIS) + r;
  return Number((2n * g * r + d) / (2n * d));
}

/**
 * Splits a discount over the rate groups in proportion to their gross, whole units only: each
 * group gets the floor of its share, and the units left over go to the groups with the largest
 * remainders (the higher rate first on a tie), so the shares always add up to the discount.
 */
export function splitDiscount(
  groups: readonly { rate: number; gross: number }[],
  discount: number,
): number[] {
  const total = groups.reduce((s, g) => s + g.gross, 0);
  if (discount === 0 || total === 0) return groups.map(() => 0);
  const D = BigInt(discount);
  const T = BigInt(total);
  const shares = groups.map((g, i) => {
    const exact = D * BigInt(g.gross);
    return { i, rate: g.rate, floor: exact / T, rest: exact % T };
  });
  let left = D - shares.reduce((s, x) => s + x.floor, 0n);
  const order = [...shares].sort((a, b) =>
    a.rest === b.rest ? b.rate - a.rate : a.rest > b.rest ? -1 : 1,
  );
  const result = shares.map((s) => s.floor);
  for (const s of order) {
    if (left === 0n) break;
    result[s.i] = (result[s.i] ?? 0n) + 1n;
    left -= 1n;
  }
  return result.map(Number);
}

/**
 * VAT per rate of an order. Goods are summed per rate, the discount comes off them in
 * proportion (splitDiscount), delivery and fees join the group of their own rate, and then each
 * group's VAT is computed once from its gross (vatOf). Groups are listed highest rate first;
 * their gross adds up to the order's total exactly.
 */
export function vatBreakdown(input: VatInput): VatGroup[] {
  input.lines.forEach(check);
  input.charges.forEach(check);
  const goods = new Map<number, number>();
  for (const l of input.lines) goods.set(l.rate, (goods.get(l.rate) ?? 0) + l.gross);
  const goodsGroups = [...goods].map(([rate, gross]) => ({ rate, gross }));
  const goodsTotal = goodsGroups.reduce((s, g) => s + g.gross, 0);
  if (!Number.isSafeInteger(input.discount) || input.discount < 0 || input.discount > goodsTotal)
    throw new VatError('bad discount');
  const shares = splitDiscount(goodsGroups, input.discount);
  const gross = new Map<number, number>();
  goodsGroups.forEach((g, i) => gross.set(g.rate, g.gross - (shares[i] ?? 0)));
  for (const c of input.charges) gross.set(c.rate, (gross.get(c.rate) ?? 0) + c.gross);
  return [...gross]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => {
      const vat = vatOf(amount, rate);
      return { rate, gross: amount, net: amount - vat, vat };
    });
}

/** 2500 → '25', 1250 → '12.5': the rate as a percentage without trailing zeros. */
export function ratePercent(rate: number): string {
  return String(rate / 100);
}
