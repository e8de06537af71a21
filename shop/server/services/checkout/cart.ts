import { asc, eq, inArray } from 'drizzle-orm';
import type { Cart } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { carts, type LineRow, orderLines, products } from '../../db/schema';
import type { CartLineInput, CartTotals, CartTotalsInput, Charge } from '../pricing/cart-types';
import type { DeliverableLine } from '../pricing/delivery/delivery-methods';
import type { Currency } from '../pricing/money';
import { money } from '../pricing/money';
import { type LineLookups, lineLookups, orderLineView, subProductsOf } from '../orders/line-view';
import { customerFacts, type Lang, pricedProduct } from '../catalogue/products';

/** What a catalogue line keeps in order_lines.data. */
export interface CatalogueLineData {
  kind: 'catalogue';
  catalogueUuid: string;
  subjectUuid: string;
}

export const isCatalogueLine = (row: LineRow): boolean =>
  (row.data as { kind?: unknown } | null)?.kind === 'catalogue';

/** Digital portraits, files and sets are delivered as downloads. */
export const isDigitalLine = (row: LineRow): boolean =>
  row.pictureUuid !== null || (row.subjectUuid !== null && !isCatalogueLine(row));

export interface LoadedCart {
  cartUuid: string | null;
  rebateCode: string | null;
  rows: LineRow[];
  lookups: LineLookups;
  /** Each product line's minimum order quantity, by line uuid. */
  minimums: Map<string, number>;
  /** The cart as the pricing core reads it (no voucher or delivery yet). */
  input: CartTotalsInput;
  deliverable: DeliverableLine[];
}

/** A line with its own price: unit prices from the stored (server-computed) line prices. */
function pricedInput(row: LineRow, currency: Currency): CartLineInput {
  const even = row.quantity > 0 && row.linePrice % row.quantity === 0;
  const evenActual = row.quantity > 0 && row.actualLinePrice % row.quantity === 0;
  const quantity = even && evenActual ? row.quantity : 1;
  return {
    kind: 'priced',
    uuid: row.uuid,
    productUuid: row.productUuid ?? row.uuid,
    description: row.description,
    quantity,
    originalUnitPrice: money(row.linePrice / quantity, currency),
    unitPrice: money(row.actualLinePrice / quantity, currency),
  };
}

/** The user's cart lines (type 0), repriced from their products where they have one. */
export async function loadCart(
  db: Db,
  userUuid: string,
  currency: Currency,
  lang: Lang,
  freeDeliveryThreshold: number,
): Promise<LoadedCart> {
  const [cart] = await db.select().from(carts).where(eq(carts.userUuid, userUuid));
  const rows = cart
    ? (
        await db
          .select()
          .from(orderLines)
          .where(eq(orderLines.cartUuid, cart.uuid))
          .orderBy(asc(orderLines.position), asc(orderLines.createdAt))
      ).filter((row) => row.type === 0)
    : [];
  const productUuids = rows.flatMap((r) => (r.productUuid ? [r.productUuid] : []));
  const productRows = productUuids.length
    ? await db.select().from(products).where(inArray(products.uuid, productUuids))
    : [];
  const lines = rows.map((row): CartLineInput => {
    const product = productRows.find((p) => p.uuid === row.productUuid);
    if (!product || isDigitalLine(row) || isCatalogueLine(row)) return pricedInput(row, currency);
    return {
      kind: 'product',
      uuid: row.uuid,
      product: pricedProduct(product, lang),
      description: row.description,
      quantity: row.quantity,
      subProductUuids: subProductsOf(row),
    };
  });
  // The least each product line may hold, as setLineQuantity enforces it.
  const minimums = new Map(
    rows.flatMap((row) => {
      const product = productRows.find((p) => p.uuid === row.productUuid);
      return product && !isDigitalLine(row)
        ? [[row.uuid, Math.max(1, product.minorderpartquantity)] as const]
        : [];
    }),
  );
  return {
    minimums,
    cartUuid: cart?.uuid ?? null,
    rebateCode: cart?.rebateCode ?? null,
    rows,
    lookups: await lineLookups(db, rows, lang),
    input: {
      currency,
      lines,
      facts: await customerFacts(db, userUuid),
      boughtCounts: new Map(),
      rebates: [],
      voucher: null,
      delivery: null as Charge | null,
      freeDeliveryThreshold: money(freeDeliveryThreshold, currency),
      fees: [],
    },
    deliverable: rows.map((row) => ({
      digital: isDigitalLine(row),
      subjectUuids: [
        ...(row.subjectUuid ? [row.subjectUuid] : []),
        ...(isCatalogueLine(row) ? [(row.data as unknown as CatalogueLineData).subjectUuid] : []),
      ],
    })),
  };
}

/** The priced cart in the contract's shape: stored lines with the totals' prices. */
export function cartView(loaded: LoadedCart, totals: CartTotals, rebateCode: string | null): Cart {
  const currency = totals.totalPrice.currency;
  return {
    orderLines: loaded.rows.map((row) =>
      orderLineView(row, loaded.lookups, {
        currency,
        prices: totals.lines.find((l) => l.uuid === row.uuid),
        canChangeQuantity: !isDigitalLine(row),
        maximumQuantity: row.maximumQuantity,
        minimumQuantity: loaded.minimums.get(row.uuid),
      }),
    ),
    summary: {
      // An empty cart has no summary lines, only its zero total.
      lines: (loaded.rows.length === 0 ? [] : totals.summary).map((l) => ({
        description: l.description,
        linePrice: l.linePrice,
        type: l.type,
      })),
      totalPrice: totals.totalPrice,
      // An empty cart has no delivery to speak of.
      ...(loaded.rows.length === 0 ? {} : { freeDelivery: totals.freeDelivery }),
    },
    rebateCode,
  };
}
