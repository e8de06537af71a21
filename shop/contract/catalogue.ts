import { z } from 'zod/mini';
import { ApiError } from './errors';
import { catalogueAddresses } from './addresses/catalogue';
import { defineRoute } from './http';
import { Product, ProductListType } from './products';
import { Catalogue, CatalogueQuantities } from './checkout';
import { UserResource } from './templates';

const Names = z.object({ en: z.string(), nb: z.string(), sv: z.string() });

/** The subject a category suits best: the newest set with pictures its templates need. */
export const QualifiedSubject = z.object({
  uuid: z.string(),
  name: z.string(),
  group: z.boolean(),
});
export type QualifiedSubject = z.infer<typeof QualifiedSubject>;

export const SubCategory = z.object({
  internalName: z.string(),
  title: z.string(),
  default: z.boolean(),
});
export type SubCategory = z.infer<typeof SubCategory>;

/** docs/rules/personalisation.md §3 Category. */
export const Category = z.object({
  internalName: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  subCategories: z.array(SubCategory),
  firstQualifiedSubject: z.nullable(QualifiedSubject),
  /** Every set of the user with pictures for this category (no switch is offered for them). */
  qualifiedSubjectUuids: z.array(z.string()),
});
export type Category = z.infer<typeof Category>;

/** A card category as the row of buttons shows it (names per language, sorted by the web). */
export const CardCategory = z.object({ internalName: z.string(), names: Names });
export type CardCategory = z.infer<typeof CardCategory>;

/** docs/rules/personalisation.md §3 Template list item, with what the filters read. */
export const TemplateListItem = z.object({
  uuid: z.string(),
  version: z.int(),
  name: z.string(),
  product: z.object({ uuid: z.string(), name: z.string() }),
  preview: z.object({ large: z.string() }),
  width: z.number(),
  height: z.number(),
  trimBox: z.object({ width: z.number(), height: z.number() }),
  userResources: z.array(UserResource),
  categories: z.array(z.string()),
  /** Filter facets: the print format (e.g. 15x15), texts and images the parent fills, pages. */
  format: z.string(),
  userTexts: z.int(),
  userImages: z.int(),
  pages: z.int(),
});
export type TemplateListItem = z.infer<typeof TemplateListItem>;

export const TemplateList = z.object({
  /** The picture set the list is filtered by (null without one). */
  subjectUuid: z.nullable(z.string()),
  /**
   * Products in display order (docs/rules/personalisation.md §9) with this user's prices; items in
   * the same order.
   */
  products: z.array(Product),
  /** Products whose campaign prices this user qualifies for (the Prices dialog shows them). */
  campaignProductUuids: z.array(z.string()),
  items: z.array(TemplateListItem),
});
export type TemplateList = z.infer<typeof TemplateList>;

export const PromotedBadge = z.enum(['special-offer', 'best-seller']);
export type PromotedBadge = z.infer<typeof PromotedBadge>;

export const PromotedProduct = z.object({
  product: Product,
  badge: z.nullable(PromotedBadge),
  image: z.string(),
  /** The product's first template: the card opens its create page. */
  templateUuid: z.string(),
});
export type PromotedProduct = z.infer<typeof PromotedProduct>;

const listParams = { type: ProductListType };
const listResponse = { 200: TemplateList, 404: ApiError };

/** A catalogue as the offer dialog shows it (docs/rules/purchase.md §3 Catalogue). */
export type CatalogueOffer = z.infer<typeof Catalogue>;

export const catalogueRoutes = {
  cardCategories: defineRoute({
    ...catalogueAddresses.cardCategories,
    schema: {
      response: {
        200: z.object({
          categories: z.array(CardCategory),
          defaultCategory: z.nullable(z.string()),
        }),
      },
    },
  }),
  categories: defineRoute({
    ...catalogueAddresses.categories,
    schema: {
      querystring: z.object({ lang: z.optional(z.enum(['en', 'nb', 'sv'])) }),
      response: { 200: z.object({ categories: z.array(Category) }) },
    },
  }),
  photogiftInfo: defineRoute({
    ...catalogueAddresses.photogiftInfo,
    schema: {
      params: z.object({ category: z.string().check(z.maxLength(64)) }),
      response: {
        200: z.object({
          names: Names,
          userImagePreviews: z.boolean(),
          separateFromBackground: z.boolean(),
        }),
        404: ApiError,
      },
    },
  }),
  list: defineRoute({
    ...catalogueAddresses.list,
    schema: { params: z.object(listParams), response: listResponse },
  }),
  listByCategory: defineRoute({
    ...catalogueAddresses.listByCategory,
    schema: {
      params: z.object({ ...listParams, category: z.string().check(z.maxLength(64)) }),
      response: listResponse,
    },
  }),
  listBySubject: defineRoute({
    ...catalogueAddresses.listBySubject,
    schema: {
      params: z.object({
        ...listParams,
        category: z.string().check(z.maxLength(64)),
        subjectUuid: z.string().check(z.maxLength(64)),
      }),
      response: listResponse,
    },
  }),
  promoted: defineRoute({
    ...catalogueAddresses.promoted,
    schema: { response: { 200: z.object({ products: z.array(PromotedProduct) }) } },
  }),
  catalogues: defineRoute({
    ...catalogueAddresses.catalogues,
    schema: { response: { 200: z.object({ catalogues: z.array(Catalogue) }) } },
  }),
  /** The catalogue offer dialog's 'Add to cart' (quantities 0 … maxQuantity or 10). */
  buyCatalogues: defineRoute({
    ...catalogueAddresses.buyCatalogues,
    schema: {
      body: CatalogueQuantities,
      response: { 200: z.object({ ok: z.literal(true) }), 400: ApiError },
    },
  }),
} as const;
