import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { valuesByUuid } from '../../db/by-uuid';
import {
  catalogues,
  deliveryMethods,
  digitalProducts,
  digitalSetOffers,
  packages,
  products,
  type LineRow,
  type StoredReceipt,
} from '../../db/schema';
import type { ShopRow } from '../content/shop';
import type { CartTotals, Charge } from '../pricing/cart-types';
import { orderVat } from './order-vat';

/** Where a line's own rate is kept: its catalogue, else its product, package or digital set. */
function rateKeys(row: LineRow): string[] {
  const data = row.data as { catalogueUuid?: unknown } | null;
  const catalogue = typeof data?.catalogueUuid === 'string' ? data.catalogueUuid : null;
  return [catalogue, row.productUuid].filter((k): k is string => k !== null);
}

/** The rates set on the things the lines sell, by uuid (those without one are left out). */
async function ownRates(db: Db, rows: readonly LineRow[]): Promise<Map<string, number>> {
  return valuesByUuid(db, rows.flatMap(rateKeys), [
    [products.uuid, products.vatRate],
    [packages.uuid, packages.vatRate],
    [digitalProducts.uuid, digitalProducts.vatRate],
    [digitalSetOffers.productUuid, digitalSetOffers.vatRate],
    [catalogues.uuid, catalogues.vatRate],
  ]);
}

/** The rate of the delivery method that holds the chosen option; the default without one. */
async function deliveryRate(db: Db, shop: ShopRow, optionUuid: string | null): Promise<number> {
  if (optionUuid === null) return shop.defaultVatRate;
  const methods = await db
    .select({ options: deliveryMethods.options, rate: deliveryMethods.vatRate })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.shopUuid, shop.uuid));
  const method = methods.find((m) => m.options.some((o) => o.uuid === optionUuid));
  return method?.rate ?? shop.defaultVatRate;
}

export interface ReceiptInput {
  shop: ShopRow;
  rows: readonly LineRow[];
  totals: CartTotals;
  fees: readonly Charge[];
  deliveryOptionUuid: string | null;
  method: StoredReceipt['method'];
}

/**
 * What the order's receipt keeps (order_details.receipt): the seller as the shop names it now,
 * the payment method, the rate of each line and the VAT per rate of these totals.
 */
export async function buildReceipt(db: Db, input: ReceiptInput): Promise<StoredReceipt> {
  const own = await ownRates(db, input.rows);
  const rateOf = (row: LineRow | undefined) =>
    (row
      ? rateKeys(row)
          .map((k) => own.get(k))
          .find((r) => r !== undefined)
      : undefined) ?? input.shop.defaultVatRate;
  const byUuid = new Map(input.rows.map((r) => [r.uuid, r]));
  const vat = orderVat(input.totals, input.fees, {
    lineRate: (uuid) => rateOf(byUuid.get(uuid)),
    delivery: await deliveryRate(db, input.shop, input.deliveryOptionUuid),
    fees: input.shop.defaultVatRate,
  });
  return {
    seller: input.shop.seller,
    method: input.method,
    vat,
    lineRates: input.rows.map((r) => rateOf(r)),
  };
}
