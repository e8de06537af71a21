import { z } from 'zod/mini';
import { ApiError } from './errors';
import { productAddresses } from './addresses/products';
import { defineRoute } from './http';
import { MAX_LINE_QUANTITY, Money } from './money';

export { PACKAGE_PRODUCT_TYPE, TEMPLATE_PRODUCT_TYPES } from './product-types';

/** The list a product is shown in, and the route type of its create page. */
export const ProductListType = z.enum(['cards', 'calendars', 'photogifts']);
export type ProductListType = z.infer<typeof ProductListType>;

/** A price row: type 0 quantity tiers ('n pcs'), other types ordinal tiers (minor units). */
export const ProductPrice = z.object({
  quantity: z.int(),
  price: z.int(),
  campaignprice: z.nullable(z.int()),
  type: z.int(),
});
export type ProductPrice = z.infer<typeof ProductPrice>;

/** An option ordered on its own cart line at an extra price per unit. */
export const SubProduct = z.object({
  uuid: z.string(),
  name: z.string(),
  extraprice: z.int(),
});

export const Product = z.object({
  uuid: z.string(),
  /** In the session's language. */
  name: z.string(),
  type: ProductListType,
  /** Photo-gift category of the list route; null for cards and calendars. */
  category: z.nullable(z.string()),
  producttype: z.int(),
  sortOrder: z.int(),
  minorderpartquantity: z.int(),
  subproducts: z.array(SubProduct),
  productprices: z.array(ProductPrice),
  campaignrequirement: z.nullable(z.unknown()),
  /** What this user pays per unit at the minimum quantity (campaign applied when it qualifies). */
  price: Money,
  /** The same without campaign: shown struck through when it differs from `price`. */
  originalPrice: Money,
});
export type Product = z.infer<typeof Product>;

export const productRoutes = {
  /** One product with the session user's unit price; 404 for unknown products. */
  one: defineRoute({
    ...productAddresses.one,
    schema: {
      params: z.object({ productUuid: z.string().check(z.maxLength(64)) }),
      response: { 200: z.object({ product: Product }), 404: ApiError },
    },
  }),
  /**
   * What lines of the product would cost the session user, as the cart will price them (tiers,
   * campaigns, sub-products, ordinal tiers after the product's pieces already in the cart): the
   * editor's buy menu shows it as the total. 404 for unknown products and sub-products.
   */
  quote: defineRoute({
    ...productAddresses.quote,
    schema: {
      params: z.object({ productUuid: z.string().check(z.maxLength(64)) }),
      body: z.object({
        lines: z
          .array(
            z.object({
              subProductUuids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10)),
              quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
            }),
          )
          .check(z.minLength(1), z.maxLength(20)),
      }),
      response: { 200: z.object({ total: Money }), 400: ApiError, 404: ApiError },
    },
  }),
} as const;
