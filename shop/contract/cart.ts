import { z } from 'zod/mini';
import { cartAddresses } from './addresses/cart';
import { defineRoute } from './http';
import { Money } from './money';
import { PackageItem } from './packages';
import { TemplateData } from './templates';

/** 0 normal product, 1 rebate/voucher, 2 discount, 3 fee/extra, 4 total. */
export const OrderLineType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const OrderLine = z.object({
  uuid: z.string(),
  type: OrderLineType,
  product: z.nullable(z.object({ uuid: z.string(), name: z.string(), type: z.int() })),
  quantity: z.int(),
  description: z.string(),
  linePrice: Money,
  actualLinePrice: Money,
  maximumQuantity: z.nullable(z.int()),
  /** Cart lines of a product: the product's minimum order quantity, the least the line holds. */
  minimumQuantity: z.optional(z.int()),
  canChangeQuantity: z.boolean(),
  subProductUuids: z.array(z.string()),
  subjects: z.array(z.object({ uuid: z.string(), name: z.string() })),
  /** Template lines: the design and its instance (draw it with the engine's thumbnail). */
  template: z.optional(
    z.object({ uuid: z.string(), version: z.int(), name: z.string(), data: TemplateData }),
  ),
  /** Template lines: the first placed picture (320 px), for views without the engine. */
  preview: z.optional(z.string()),
  /** Digital portrait and digital set lines: the pictures they buy, in set order. */
  digitalFiles: z.optional(z.array(z.object({ uuid: z.string() }))),
  /** Package lines (product type 200): the package's items as the customer built them. */
  package: z.optional(z.object({ packageItems: z.array(PackageItem) })),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const SummaryLine = z.object({
  description: z.string(),
  linePrice: Money,
  type: OrderLineType,
});

export const Cart = z.object({
  orderLines: z.array(OrderLine),
  summary: z.object({
    lines: z.array(SummaryLine),
    totalPrice: Money,
    /**
     * Delivery costs nothing for this cart (its goods reach the free-delivery threshold, or the
     * voucher gives free delivery): every delivery price the parent sees is the one charged, Free.
     */
    freeDelivery: z.optional(z.boolean()),
  }),
  rebateCode: z.nullable(z.string()),
});
export type Cart = z.infer<typeof Cart>;

export const cartRoutes = {
  /** The session user's cart priced as checkout prices it; an empty cart (total 0) without a user. */
  get: defineRoute({
    ...cartAddresses.get,
    schema: { response: { 200: Cart } },
  }),
} as const;
