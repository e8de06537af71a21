import { and, eq, isNotNull } from 'drizzle-orm';
import type { Product } from '../../../contract/products';
import type { Db } from '../../db/client';
import { heldSetCount } from '../pictures/holds';
import { carts, orderLines, orders, products } from '../../db/schema';
import type { CustomerFacts } from '../pricing/campaign';
import { NO_FACTS } from '../pricing/campaign';
import { DEFAULT_CURRENCY, type Currency } from '../pricing/money';
import { quantityTierPrice, ordinalTierPrice, tierKind } from '../pricing/price-tiers';
import type { PricedProduct } from '../pricing/product';

export type ProductRow = typeof products.$inferSelect;
export type Lang = 'en' | 'nb' | 'sv';

export async function findProduct(db: Db, uuid: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.uuid, uuid));
  return row ?? null;
}

/** The product as the pricing service reads it (sub-product names in `lang`). */
export function pricedProduct(row: ProductRow, lang: Lang): PricedProduct {
  return {
    uuid: row.uuid,
    name: row.name[lang],
    minorderpartquantity: row.minorderpartquantity,
    productprices: row.productprices,
    subproducts: row.subproducts.map((s) => ({ ...s, name: s.name[lang] })),
    campaignrequirement: row.campaignrequirement,
  };
}

/** What campaign requirements look at: picture sets held, products bought and in the cart. */
export async function customerFacts(db: Db, userUuid: string | null): Promise<CustomerFacts> {
  if (!userUuid) return NO_FACTS;
  const sets = await heldSetCount(db, userUuid);
  const bought = await db
    .selectDistinct({ product: orderLines.productUuid })
    .from(orderLines)
    .innerJoin(orders, eq(orders.uuid, orderLines.orderUuid))
    .where(and(eq(orders.userUuid, userUuid), isNotNull(orders.confirmTime)));
  const inCart = await db
    .selectDistinct({ product: orderLines.productUuid })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .where(eq(carts.userUuid, userUuid));
  const uuids = (rows: { product: string | null }[]) =>
    new Set(rows.flatMap((r) => (r.product ? [r.product] : [])));
  return {
    pictureSetCount: sets,
    boughtProductUuids: uuids(bought),
    cartProductUuids: uuids(inCart),
  };
}

/** The product for the browser, with this customer's unit price at the minimum quantity. */
export function productView(
  row: ProductRow,
  lang: Lang,
  facts: CustomerFacts,
  currency: Currency,
): Product {
  const priced = pricedProduct(row, lang);
  const first = Math.max(1, row.minorderpartquantity);
  const tier =
    tierKind(priced) === 'quantity'
      ? quantityTierPrice(priced, first, facts, currency)
      : ordinalTierPrice(priced, 1, facts, currency);
  return {
    uuid: row.uuid,
    name: row.name[lang],
    type: row.type,
    category: row.category,
    producttype: row.producttype,
    sortOrder: row.sortOrder,
    minorderpartquantity: row.minorderpartquantity,
    subproducts: priced.subproducts.map((s) => ({ ...s })),
    productprices: row.productprices,
    campaignrequirement: row.campaignrequirement,
    price: tier.unit,
    originalPrice: tier.original,
  };
}

/** The pricing currency of the shop's currency code (the demo shop sells in NOK only). */
export function pricingCurrency(code: string): Currency {
  if (code !== DEFAULT_CURRENCY) throw new Error(`Prices in ${code} are not supported`);
  return DEFAULT_CURRENCY;
}
