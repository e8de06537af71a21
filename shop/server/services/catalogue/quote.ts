// The price of lines a parent is about to add, as the cart will charge them.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, orderLines } from '../../db/schema';
import { NotFound } from '../../lib/domain-errors';
import { priceLine } from '../pricing/line-price';
import { type Currency, type Money, sum } from '../pricing/money';
import { PricingError } from '../pricing/product';
import { tierKind } from '../pricing/price-tiers';
import { customerFacts, findProduct, type Lang, pricedProduct } from './products';

export interface QuoteLine {
  subProductUuids: string[];
  quantity: number;
}

/**
 * The total of `lines` of one product for the user: each line priced as the cart prices it (its
 * quantity tier or campaign, its sub-products), with ordinal tiers counting on from the pieces
 * of the product already in the user's cart, since new lines are added after them.
 */
export async function quoteLines(
  db: Db,
  userUuid: string | null,
  lang: Lang,
  options: { productUuid: string; lines: QuoteLine[]; currency: Currency },
): Promise<Money> {
  const row = await findProduct(db, options.productUuid);
  if (!row) throw new NotFound();
  const product = pricedProduct(row, lang);
  const facts = await customerFacts(db, userUuid);
  let counted = 0;
  if (userUuid && tierKind(product) === 'ordinal') {
    const inCart = await db
      .select({ quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
      .where(and(eq(carts.userUuid, userUuid), eq(orderLines.productUuid, product.uuid)));
    counted = inCart.reduce((total, line) => total + line.quantity, 0);
  }
  const prices: Money[] = [];
  for (const line of options.lines) {
    try {
      prices.push(
        priceLine(product, { ...line, alreadyCounted: counted }, facts, options.currency)
          .actualLinePrice,
      );
    } catch (error) {
      // A sub-product the product does not have: nothing to price.
      if (error instanceof PricingError) throw new NotFound();
      throw error;
    }
    if (tierKind(product) === 'ordinal') counted += line.quantity;
  }
  return sum(prices, options.currency);
}
