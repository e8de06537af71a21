import { and, eq, sql } from 'drizzle-orm';
import { toTemplateData } from '../../../../engine/model/instance/templateData';
import type { z } from 'zod';
import type {
  AddTemplateLines,
  TemplateCartLine,
  UpdateTemplateLine,
} from '../../../contract/cart-lines';
import { TEMPLATE_PRODUCT_TYPES } from '../../../contract/products';
import type { TemplateData } from '../../../contract/templates';
import type { Db } from '../../db/client';
import { carts, orderLines } from '../../db/schema';
import { NotFound, Refused } from '../../lib/domain-errors';
import { priceLine } from '../pricing/line-price';
import type { Currency } from '../pricing/money';
import { PricingError } from '../pricing/product';
import { checkQuantity } from '../pricing/quantity';
import {
  customerFacts,
  findProduct,
  type Lang,
  pricedProduct,
  type ProductRow,
} from '../catalogue/products';
import { checkedInstance } from './lines-check';
import { contractTemplateData, templateLineData, type TemplateLineData } from './lines-data';
import { checkCombination } from './subject-rule';
import { findTemplate, templateName } from './templates';

type Add = z.output<typeof AddTemplateLines>;
type Update = z.output<typeof UpdateTemplateLine>;

export const CartLineMessages = {
  unknownProduct: 'This product is not available',
  unknownTemplate: 'This design is not available',
  notADesignOf: (template: string, product: string) => `${template} is not a design of ${product}`,
  lineNotFound: 'This cart line was not found',
} as const;

export interface TemplateLineContext {
  db: Db;
  userUuid: string;
  lang: Lang;
  currency: Currency;
}

async function templateProduct(db: Db, uuid: string): Promise<ProductRow> {
  const product = await findProduct(db, uuid);
  const types: readonly number[] = TEMPLATE_PRODUCT_TYPES;
  if (!product || !types.includes(product.producttype))
    throw new NotFound(CartLineMessages.unknownProduct);
  return product;
}

/** The instance checked against its template (of this product), in its stored form. */
async function checkedData(
  ctx: TemplateLineContext,
  product: ProductRow,
  ref: { uuid: string; version: number },
  data: TemplateData,
): Promise<{ data: TemplateData; name: string }> {
  const stored = await findTemplate(ctx.db, ref.uuid, ref.version);
  if (!stored) throw new NotFound(CartLineMessages.unknownTemplate);
  const name = templateName(stored.template, ctx.lang);
  if (stored.row.productUuid !== product.uuid)
    throw new Refused(
      'design-refused',
      CartLineMessages.notADesignOf(name, product.name[ctx.lang]),
    );
  const instance = await checkedInstance(ctx.db, ctx.userUuid, stored.template, data);
  await checkCombination(ctx.db, instance);
  return { data: contractTemplateData(toTemplateData(stored.template, instance)), name };
}

/** Quantity and sub-products checked, the line priced from the product's tiers. */
async function pricedLine(
  ctx: TemplateLineContext,
  product: ProductRow,
  choice: { quantity: number; subProductUuids: string[] },
) {
  const checked = checkQuantity(choice.quantity, {
    minimum: product.minorderpartquantity,
    maximum: null,
    current: choice.quantity,
    canChangeQuantity: true,
  });
  if (!checked.ok) throw new Refused('quantity-refused', checked.error);
  const priced = pricedProduct(product, ctx.lang);
  try {
    const facts = await customerFacts(ctx.db, ctx.userUuid);
    return { priced, price: priceLine(priced, choice, facts, ctx.currency) };
  } catch (error) {
    if (error instanceof PricingError) throw new Refused('quantity-refused', error.message);
    throw error;
  }
}

const describe = (name: string, product: ReturnType<typeof pricedProduct>, subs: string[]) =>
  [name, ...product.subproducts.filter((s) => subs.includes(s.uuid)).map((s) => s.name)].join(', ');

async function cartOf(ctx: TemplateLineContext): Promise<string> {
  const uuid = crypto.randomUUID();
  await ctx.db
    .insert(carts)
    .values({ uuid, userUuid: ctx.userUuid, currency: ctx.currency })
    .onConflictDoNothing();
  const [cart] = await ctx.db.select().from(carts).where(eq(carts.userUuid, ctx.userUuid));
  if (!cart) throw new Error('The cart could not be created');
  return cart.uuid;
}

/** Add to cart: one line per choice, each checked and priced on the server. */
export async function addTemplateLines(ctx: TemplateLineContext, body: Add): Promise<string[]> {
  const product = await templateProduct(ctx.db, body.productUuid);
  const { data, name } = await checkedData(ctx, product, body.template, body.templateData);
  const lines = [];
  for (const choice of body.lines)
    lines.push({ choice, ...(await pricedLine(ctx, product, choice)) });
  const cartUuid = await cartOf(ctx);
  const [last] = await ctx.db
    .select({ max: sql<number | null>`max(${orderLines.position})` })
    .from(orderLines)
    .where(eq(orderLines.cartUuid, cartUuid));
  const start = (last?.max ?? -1) + 1;
  const rows = lines.map(({ choice, priced, price }, i) => {
    const stored: TemplateLineData = {
      kind: 'template',
      template: { uuid: body.template.uuid, version: body.template.version, name },
      templateData: data,
      subProductUuids: choice.subProductUuids,
      partOfPackage: body.partOfPackage,
    };
    return {
      uuid: crypto.randomUUID(),
      cartUuid,
      type: 0,
      productUuid: product.uuid,
      productName: product.name[ctx.lang],
      productType: product.producttype,
      quantity: choice.quantity,
      description: describe(name, priced, choice.subProductUuids),
      linePrice: price.linePrice.amount,
      actualLinePrice: price.actualLinePrice.amount,
      data: stored as unknown as Record<string, unknown>,
      position: start + i,
    };
  });
  await ctx.db.insert(orderLines).values(rows);
  return rows.map((r) => r.uuid);
}

/** A template line of the user's own cart, or a 404. */
async function ownLine(ctx: TemplateLineContext, uuid: string) {
  const [row] = await ctx.db
    .select({ line: orderLines })
    .from(orderLines)
    .innerJoin(carts, eq(carts.uuid, orderLines.cartUuid))
    .where(and(eq(orderLines.uuid, uuid), eq(carts.userUuid, ctx.userUuid)));
  const data = row ? templateLineData(row.line.data) : null;
  if (!row || !data || !row.line.productUuid) throw new NotFound(CartLineMessages.lineNotFound);
  return { line: row.line, data, productUuid: row.line.productUuid };
}

export async function readTemplateLine(
  ctx: TemplateLineContext,
  uuid: string,
): Promise<TemplateCartLine> {
  const { line, data, productUuid } = await ownLine(ctx, uuid);
  return {
    uuid: line.uuid,
    product: { uuid: productUuid, name: line.productName ?? '', type: line.productType ?? 0 },
    quantity: line.quantity,
    subProductUuids: data.subProductUuids,
    template: data.template,
    templateData: data.templateData,
    partOfPackage: data.partOfPackage,
    actualLinePrice: { amount: line.actualLinePrice, currency: ctx.currency },
  };
}

/** Update cart: the line's new instance (maybe of another design of the product) and quantity. */
export async function updateTemplateLine(
  ctx: TemplateLineContext,
  uuid: string,
  body: Update,
): Promise<void> {
  const { data: old, productUuid } = await ownLine(ctx, uuid);
  const product = await templateProduct(ctx.db, productUuid);
  const { data, name } = await checkedData(ctx, product, body.template, body.templateData);
  const { priced, price } = await pricedLine(ctx, product, body);
  const stored: TemplateLineData = {
    ...old,
    template: { uuid: body.template.uuid, version: body.template.version, name },
    templateData: data,
    subProductUuids: body.subProductUuids,
  };
  await ctx.db
    .update(orderLines)
    .set({
      quantity: body.quantity,
      description: describe(name, priced, body.subProductUuids),
      linePrice: price.linePrice.amount,
      actualLinePrice: price.actualLinePrice.amount,
      data: stored as unknown as Record<string, unknown>,
    })
    .where(eq(orderLines.uuid, uuid));
}
