import { and, eq } from 'drizzle-orm';
import type { Cart } from '../../../contract/cart';
import { carts, type LineRow, orderLines, products } from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import { priceLine } from '../pricing/line-price';
import { checkQuantity } from '../pricing/quantity';
import { isDigitalLine } from './cart';
import { type CheckoutContext, priceUserCart } from './pricing';
import { customerFacts, pricedProduct } from '../catalogue/products';

export const CartActionMessages = { lineNotFound: 'This cart line was not found' } as const;

/** A product line of the user's own cart, or a 404 (another cart's line is not there for them). */
async function ownLine(ctx: CheckoutContext, uuid: string): Promise<LineRow> {
  const [row] = await ctx.db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .where(
      and(eq(orderLines.uuid, uuid), eq(carts.userUuid, ctx.userUuid), eq(orderLines.type, 0)),
    );
  if (!row) throw new NotFound(CartActionMessages.lineNotFound);
  return row.line;
}

const subProducts = (row: LineRow): string[] => {
  const subs = (row.data as { subProductUuids?: unknown } | null)?.subProductUuids;
  return Array.isArray(subs) ? subs.filter((s): s is string => typeof s === 'string') : [];
};

/**
 * docs/rules/purchase.md §5 'Cart quantity': from the product's minimum up to the line's maximum
 * (or + 100).
 */
export async function setLineQuantity(
  ctx: CheckoutContext,
  uuid: string,
  input: unknown,
): Promise<Cart> {
  const row = await ownLine(ctx, uuid);
  const [product] = row.productUuid
    ? await ctx.db.select().from(products).where(eq(products.uuid, row.productUuid))
    : [];
  const check = checkQuantity(input, {
    minimum: product?.minorderpartquantity ?? 1,
    maximum: row.maximumQuantity,
    current: row.quantity,
    canChangeQuantity: !isDigitalLine(row),
  });
  if (!check.ok) throw new Refused('quantity-refused', check.error);
  const quantity = check.quantity;
  let prices = {
    linePrice: Math.round((row.linePrice / row.quantity) * quantity),
    actualLinePrice: Math.round((row.actualLinePrice / row.quantity) * quantity),
  };
  if (product) {
    const facts = await customerFacts(ctx.db, ctx.userUuid);
    const price = priceLine(
      pricedProduct(product, ctx.lang),
      { quantity, subProductUuids: subProducts(row) },
      facts,
      ctx.currency,
    );
    prices = { linePrice: price.linePrice.amount, actualLinePrice: price.actualLinePrice.amount };
  }
  await ctx.db
    .update(orderLines)
    .set({ quantity, ...prices })
    .where(eq(orderLines.uuid, uuid));
  return (await priceUserCart(ctx)).cart;
}

export async function deleteLine(ctx: CheckoutContext, uuid: string): Promise<Cart> {
  await ownLine(ctx, uuid);
  await ctx.db.delete(orderLines).where(eq(orderLines.uuid, uuid));
  return (await priceUserCart(ctx)).cart;
}

export async function removeRebateCode(ctx: CheckoutContext): Promise<Cart> {
  await ctx.db.update(carts).set({ rebateCode: null }).where(eq(carts.userUuid, ctx.userUuid));
  return (await priceUserCart(ctx)).cart;
}
