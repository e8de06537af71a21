import { z } from 'zod/mini';
import { ApiError } from './errors';
import { packageAddresses } from './addresses/packages';
import { defineRoute } from './http';
import { Money } from './money';
import { Subject } from './picture-sets';
import { TemplateData, TemplateRef } from './templates';

/** Package item types (docs/rules/personalisation.md §9). */
export const PackageItemType = z.enum(['TEMPLATE_PRODUCT', 'CATALOGUE', 'DIGITAL_SET']);
export type PackageItemType = z.infer<typeof PackageItemType>;

export const PackageMessages = {
  notFound: 'This package was not found',
  disabled: 'This package is not available',
  subjectNotFound: 'The picture set was not found',
  noPictureSet: 'You need a picture set to build a package',
  itemsMismatch: 'The package items do not match the package',
  templateNotAllowed: 'This design can not be changed in this package',
  otherChild: "Only this child's pictures can be used in this package",
  lineNotFound: 'This cart line was not found',
} as const;

/**
 * A package offer (docs/rules/personalisation.md §3 Package). Money in minor units, priced on the
 * server.
 */
export const PackageOffer = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  type: z.enum(['package', 'link']),
  link: z.nullable(z.string()),
  linkText: z.nullable(z.string()),
  linkInfo: z.nullable(z.object({ type: z.string(), category: z.nullable(z.string()) })),
  originalPrice: Money,
  priceIncludingDiscount: Money,
  /** True until the discount deadline: the customer pays timeLimitedDiscountPrice. */
  useTimeLimitedDiscount: z.boolean(),
  timeLimitedDiscountPrice: z.nullable(Money),
  disabled: z.nullable(z.object({ reason: z.string() })),
});
export type PackageOffer = z.infer<typeof PackageOffer>;

/** Package info: the offers and the seconds left of the nearest running discount (0: none). */
export const PackageInfo = z.object({
  packages: z.array(PackageOffer),
  remainingTime: z.int(),
});
export type PackageInfo = z.infer<typeof PackageInfo>;

/** One item of a package instance; template items carry an editable instance. */
export const PackageItem = z.object({
  type: PackageItemType,
  /** The item's position in the package definition. */
  index: z.int(),
  product: z.nullable(z.object({ uuid: z.string(), name: z.string(), type: z.int() })),
  template: z.nullable(z.extend(TemplateRef, { name: z.string() })),
  templateData: z.nullable(TemplateData),
  version: z.int(),
  canChangeTemplate: z.boolean(),
  catalogue: z.nullable(z.object({ name: z.string() })),
});
export type PackageItem = z.infer<typeof PackageItem>;

/** A package built for one subject (docs/rules/personalisation.md §3 Package instance). */
export const PackageInstance = z.object({
  uuid: z.string(),
  name: z.string(),
  subject: Subject,
  allowSubjectChange: z.boolean(),
  price: Money,
  packageItems: z.array(PackageItem),
});
export type PackageInstance = z.infer<typeof PackageInstance>;

/** What the browser sends back: the template items' designs and instances, by index. */
export const PackageItemInput = z.object({
  index: z.int().check(z.gte(0), z.lte(50)),
  template: z.nullable(TemplateRef),
  templateData: z.nullable(TemplateData),
  version: z.int().check(z.gte(0), z.lte(100_000)),
});
export type PackageItemInput = z.input<typeof PackageItemInput>;

export const PackageLineBody = z.object({
  subjectUuid: z.string().check(z.maxLength(64)),
  packageItems: z.array(PackageItemInput).check(z.minLength(1), z.maxLength(50)),
});
export type PackageLineBody = z.input<typeof PackageLineBody>;

/** A package line of the user's cart as the package editor opens it in update mode. */
export const PackageCartLine = z.object({
  uuid: z.string(),
  packageUuid: z.string(),
  instance: PackageInstance,
});
export type PackageCartLine = z.infer<typeof PackageCartLine>;

/** A package-for-inspection subject and whether the parent cancels its package. */
export const InspectionSubject = z.extend(Subject, { cancelled: z.boolean() });

const packageParams = z.object({ uuid: z.string().check(z.maxLength(64)) });
const lineParams = z.object({ orderLineUuid: z.string().check(z.maxLength(64)) });

export const packageRoutes = {
  info: defineRoute({
    ...packageAddresses.info,
    schema: { response: { 200: PackageInfo, 401: ApiError } },
  }),
  /** Builds the package for the current subject (or body.subjectUuid); 404 for others' subjects. */
  instance: defineRoute({
    ...packageAddresses.instance,
    schema: {
      params: packageParams,
      body: z._default(
        z.object({ subjectUuid: z.optional(z.string().check(z.maxLength(64))) }),
        {},
      ),
      response: { 200: PackageInstance, 400: ApiError, 401: ApiError, 404: ApiError },
    },
  }),
  /** Adds the package as one cart line of product type 200, priced on the server. */
  addToCart: defineRoute({
    ...packageAddresses.addToCart,
    schema: {
      params: packageParams,
      body: PackageLineBody,
      response: {
        200: z.object({ orderLineUuid: z.string() }),
        400: ApiError,
        401: ApiError,
        404: ApiError,
      },
    },
  }),
  /** The user's own package line; other users' and unknown lines give 404. */
  line: defineRoute({
    ...packageAddresses.line,
    schema: {
      params: lineParams,
      response: { 200: PackageCartLine, 401: ApiError, 404: ApiError },
    },
  }),
  updateLine: defineRoute({
    ...packageAddresses.updateLine,
    schema: {
      params: lineParams,
      body: PackageLineBody,
      response: {
        200: z.object({ orderLineUuid: z.string() }),
        400: ApiError,
        401: ApiError,
        404: ApiError,
      },
    },
  }),
  /** Cancels (or keeps) the packages sent for inspection, per subject; answers the new list. */
  cancelForInspection: defineRoute({
    ...packageAddresses.cancelForInspection,
    schema: {
      body: z.object({
        subjects: z
          .array(z.object({ uuid: z.string().check(z.maxLength(64)), cancelled: z.boolean() }))
          .check(z.maxLength(200)),
      }),
      response: {
        200: z.object({ error: z.null(), subjects: z.array(InspectionSubject) }),
        401: ApiError,
        404: z.object({ error: z.string(), subjects: z.array(InspectionSubject) }),
      },
    },
  }),
  /** The package-for-inspection subjects with their cancel flag (the panel's toggles). */
  inspectionSubjects: defineRoute({
    ...packageAddresses.inspectionSubjects,
    schema: {
      response: { 200: z.object({ subjects: z.array(InspectionSubject) }), 401: ApiError },
    },
  }),
} as const;
