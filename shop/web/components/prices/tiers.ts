import type { ProductPrice } from '../../../contract/products';

/** '1st', '2nd' … in English, '1.' in Norwegian, '1:a', '3:e' in Swedish. */
export function ordinal(n: number, language: string): string {
  if (language === 'nb') return `${n}.`;
  if (language === 'sv') {
    const last = n % 10;
    const teen = n % 100 >= 11 && n % 100 <= 12;
    return `${n}:${!teen && (last === 1 || last === 2) ? 'a' : 'e'}`;
  }
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}

export interface TierRow {
  /** Type 0: the quantity ('n pcs'); other types: the ordinal position. */
  kind: 'quantity' | 'ordinal';
  quantity: number;
  price: number;
  /** The campaign price when the user qualifies and it is lower, else null. */
  campaignPrice: number | null;
}

/** The rows of the Prices dialog, lowest threshold first. */
export function tierRows(prices: readonly ProductPrice[], qualifies: boolean): TierRow[] {
  return [...prices]
    .sort((a, b) => a.quantity - b.quantity)
    .map((row) => ({
      kind: row.type === 0 ? 'quantity' : 'ordinal',
      quantity: row.quantity,
      price: row.price,
      campaignPrice:
        qualifies && row.campaignprice !== null && row.campaignprice < row.price
          ? row.campaignprice
          : null,
    }));
}
