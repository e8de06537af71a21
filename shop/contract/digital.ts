import { z } from 'zod/mini';
import { ApiError } from './errors';
import { digitalAddresses } from './addresses/digital';
import { defineRoute } from './http';
import { Money } from './money';
import { PictureType, Subject } from './picture-sets';
import { ProductPrice } from './products';

/** One picture as the digital portraits page offers it. */
export const DigitalPicture = z.object({
  uuid: z.string(),
  pictureType: PictureType,
  width: z.int(),
  height: z.int(),
  greenscreen: z.boolean(),
  bought: z.boolean(),
  inCart: z.boolean(),
});
export type DigitalPicture = z.infer<typeof DigitalPicture>;

/** A section (Portrait, Sibling and friend, Group pictures) with its next price and tiers. */
export const DigitalSection = z.object({
  pictureType: PictureType,
  productUuid: z.string(),
  /**
   * What the next picture costs: the tier of already bought + in cart + 1
   * (docs/rules/personalisation.md §5), or the subject's rebatedDigitalFilePrice when that is
   * lower.
   */
  nextPrice: Money,
  /** The tier's price without campaign or rebate (struck through beside a lower nextPrice). */
  originalPrice: Money,
  productprices: z.array(ProductPrice),
  /** Whether this user qualifies for the tiers' campaign prices. */
  campaign: z.boolean(),
  pictures: z.array(DigitalPicture),
});
export type DigitalSection = z.infer<typeof DigitalSection>;

export const DigitalSet = z.object({
  productUuid: z.string(),
  name: z.string(),
  price: Money,
  /** rebatedDigitalSetPrice, when there is one below the price (what the set is charged). */
  rebatedPrice: z.nullable(Money),
  inCart: z.boolean(),
  /** Up to 3 non-group pictures. */
  preview: z.array(z.string()),
});
export type DigitalSet = z.infer<typeof DigitalSet>;

export const DigitalSubjectSummary = z.object({
  subject: Subject,
  jobName: z.string(),
  year: z.int(),
  /** False when the set has nothing left to buy (the switcher disables it). */
  buyable: z.boolean(),
  avatar: z.nullable(z.string()),
});
export type DigitalSubjectSummary = z.infer<typeof DigitalSubjectSummary>;

export const DigitalPortraits = z.object({
  subject: Subject,
  setBought: z.boolean(),
  sections: z.array(DigitalSection),
  digitalSet: z.nullable(DigitalSet),
});
export type DigitalPortraits = z.infer<typeof DigitalPortraits>;

const ok = z.object({ inCart: z.boolean() });

export const digitalRoutes = {
  subjects: defineRoute({
    ...digitalAddresses.subjects,
    schema: { response: { 200: z.object({ subjects: z.array(DigitalSubjectSummary) }) } },
  }),
  subject: defineRoute({
    ...digitalAddresses.subject,
    schema: {
      params: z.object({ subjectUuid: z.string().check(z.maxLength(64)) }),
      response: { 200: DigitalPortraits, 404: ApiError },
    },
  }),
  toggleFile: defineRoute({
    ...digitalAddresses.toggleFile,
    schema: {
      body: z.object({ file: z.string().check(z.maxLength(64)) }),
      response: { 200: ok, 400: ApiError, 404: ApiError },
    },
  }),
  toggleSet: defineRoute({
    ...digitalAddresses.toggleSet,
    schema: {
      body: z.object({ pictureSet: z.string().check(z.maxLength(64)) }),
      response: { 200: ok, 400: ApiError, 404: ApiError },
    },
  }),
} as const;

export { downloadPath } from './picture-urls';
