import { z } from 'zod/mini';
import { ApiError } from './errors';
import { templateAddresses } from './addresses/templates';
import { defineRoute } from './http';
import { Product } from './products';

/**
 * A template definition as engine/model's format describes it (engine/model/FORMAT.md). Only the
 * head is checked here; the editor reads the rest with the model's own validator.
 */
export const TemplateDefinition = z.looseObject({
  formatVersion: z.int(),
  uuid: z.string(),
  version: z.int(),
  type: z.enum(['CALENDAR', 'CARD', 'PHOTOGIFT']),
  name: z.looseObject({ en: z.string() }),
});
export type TemplateDefinition = z.infer<typeof TemplateDefinition>;

/**
 * One saved slot value of a cart line (`{ id: fullId } & ResourceValue`). Checked field by field
 * by engine/model on the server, which names the bad field in its message.
 */
export const UserResource = z.looseObject({
  id: z.string().check(z.maxLength(200)),
  type: z.enum(['IMAGE', 'STRING']),
});
export type UserResource = z.infer<typeof UserResource>;

/** A cart line's instance: the year and the values of the slots the parent fills. */
export const TemplateData = z.object({
  year: z.int(),
  userResources: z.array(UserResource).check(z.maxLength(500)),
});
export type TemplateData = z.infer<typeof TemplateData>;

export const TemplateRef = z.object({ uuid: z.string().check(z.maxLength(64)), version: z.int() });

/** A template with where its art and preview live. */
export const TemplateAnswer = z.object({
  template: TemplateDefinition,
  productUuid: z.string(),
  /** Prefix of the template's art: the art resolver maps `src` to `${artBase}${src}`. */
  artBase: z.string(),
  /** A filled example render of the template's first part. */
  previewUrl: z.string(),
});
export type TemplateAnswer = z.infer<typeof TemplateAnswer>;

/** One design of a product for the templates menu, pre-filled for the user. */
export const ProductTemplateItem = z.object({
  template: z.object({
    uuid: z.string(),
    version: z.int(),
    name: z.string(),
    type: z.enum(['CALENDAR', 'CARD', 'PHOTOGIFT']),
    previewUrl: z.string(),
  }),
  year: z.int(),
  userResources: z.array(UserResource),
});
export type ProductTemplateItem = z.infer<typeof ProductTemplateItem>;

const templateParams = z.object({ templateUuid: z.string().check(z.maxLength(64)) });

export const templateRoutes = {
  /** The newest version of a template; 404 for unknown uuids. */
  byUuid: defineRoute({
    ...templateAddresses.byUuid,
    schema: { params: templateParams, response: { 200: TemplateAnswer, 404: ApiError } },
  }),
  /** One version, older ones included (a saved cart line opens the version it was made with). */
  byUuidVersion: defineRoute({
    ...templateAddresses.byUuidVersion,
    schema: {
      params: z.extend(templateParams, { version: z.coerce.number().check(z.int(), z.gte(0)) }),
      response: { 200: TemplateAnswer, 400: ApiError, 404: ApiError },
    },
  }),
  /** The product and its designs (newest versions), each pre-filled with the user's pictures. */
  byProduct: defineRoute({
    ...templateAddresses.byProduct,
    schema: {
      params: z.object({ productUuid: z.string().check(z.maxLength(64)) }),
      /** The child the parent came from: the designs are filled for them when the user holds them. */
      querystring: z.object({ subject: z.optional(z.string().check(z.uuid())) }),
      response: {
        200: z.object({ product: Product, items: z.array(ProductTemplateItem) }),
        404: ApiError,
      },
    },
  }),
  /** A template filled with a subject's pictures (by the model's placement rules) and year. */
  fillTemplate: defineRoute({
    ...templateAddresses.fillTemplate,
    schema: {
      body: z.object({
        template: z.object({
          uuid: z.string().check(z.maxLength(64)),
          version: z.optional(z.int()),
        }),
        subject: z.object({ uuid: z.string().check(z.maxLength(64)) }),
      }),
      response: { 200: TemplateData, 400: ApiError, 404: ApiError },
    },
  }),
  /** Texts a group picture fills in (class, school, year) for the picture's part of a template. */
  fillUserStringsByPicture: defineRoute({
    ...templateAddresses.fillUserStringsByPicture,
    schema: {
      body: z.object({
        subject: z.object({ uuid: z.string().check(z.maxLength(64)) }),
        template: z.object({
          uuid: z.string().check(z.maxLength(64)),
          version: z.optional(z.int()),
        }),
        picture: z.object({ uuid: z.string().check(z.maxLength(64)) }),
        resource: z.object({ id: z.string().check(z.maxLength(200)) }),
      }),
      response: {
        200: z.object({ userStringResources: z.array(UserResource) }),
        400: ApiError,
        404: ApiError,
      },
    },
  }),
} as const;

/** URL of a template's art file (`src` relative to the template JSON). */
export const templateArtUrl = (uuid: string, version: number, src: string): string =>
  `/templates/all/${encodeURIComponent(uuid)}/${version}/${src.replace(/^\.?\//, '')}`;
