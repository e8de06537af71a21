import { z } from 'zod/mini';
import { ApiError } from './errors';
import { cartLineAddresses } from './addresses/cart-lines';
import { defineRoute } from './http';
import { MAX_LINE_QUANTITY, Money } from './money';
import { TemplateData, TemplateRef } from './templates';

/** One line to add: the product itself (no sub-products) or one of its sub-products. */
export const TemplateLineChoice = z.object({
  subProductUuids: z._default(
    z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10)),
    [],
  ),
  quantity: z.int().check(z.maximum(MAX_LINE_QUANTITY)),
});

/**
 * Add to cart from the editor: the instance of a template of the product, one cart line per
 * choice. The server checks the instance against its template, prices the lines from the
 * product's tiers (a price is never read from the request) and stores the instance.
 */
export const AddTemplateLines = z.object({
  productUuid: z.string().check(z.maxLength(64)),
  template: TemplateRef,
  templateData: TemplateData,
  partOfPackage: z._default(z.boolean(), false),
  lines: z.array(TemplateLineChoice).check(z.minLength(1), z.maxLength(10)),
});
export type AddTemplateLines = z.input<typeof AddTemplateLines>;

/** Update cart from the editor: the line's new instance (a template swap included) and quantity. */
export const UpdateTemplateLine = z.object({
  template: TemplateRef,
  templateData: TemplateData,
  quantity: z.int().check(z.maximum(MAX_LINE_QUANTITY)),
  subProductUuids: z._default(
    z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10)),
    [],
  ),
});
export type UpdateTemplateLine = z.input<typeof UpdateTemplateLine>;

/** A template line of the session user's cart, as the edit page opens it. */
export const TemplateCartLine = z.object({
  uuid: z.string(),
  product: z.object({
    uuid: z.string(),
    name: z.string(),
    /** Product type code: 1, 2, 89 template products; 200 package. */
    type: z.int(),
  }),
  quantity: z.int(),
  subProductUuids: z.array(z.string()),
  template: z.extend(TemplateRef, { name: z.string() }),
  templateData: TemplateData,
  partOfPackage: z.boolean(),
  actualLinePrice: Money,
});
export type TemplateCartLine = z.infer<typeof TemplateCartLine>;

const lineParams = z.object({ orderLineUuid: z.string().check(z.maxLength(64)) });

export const cartLineRoutes = {
  add: defineRoute({
    ...cartLineAddresses.add,
    schema: {
      body: AddTemplateLines,
      response: {
        200: z.object({ orderLineUuids: z.array(z.string()) }),
        400: ApiError,
        404: ApiError,
      },
    },
  }),
  /** 404 for lines of other users' carts and for unknown ones. */
  one: defineRoute({
    ...cartLineAddresses.one,
    schema: {
      params: lineParams,
      response: { 200: z.object({ line: TemplateCartLine }), 404: ApiError },
    },
  }),
  update: defineRoute({
    ...cartLineAddresses.update,
    schema: {
      params: lineParams,
      body: UpdateTemplateLine,
      response: {
        200: z.object({ orderLineUuid: z.string() }),
        400: ApiError,
        404: ApiError,
      },
    },
  }),
} as const;
