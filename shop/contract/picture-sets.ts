import { z } from 'zod/mini';
import { ApiError } from './errors';
import { pictureSetAddresses } from './addresses/picture-sets';
import { defineRoute } from './http';
import { PictureQuery } from './picture-query';

export { pictureUrl } from './picture-urls';
export { PictureEffect, PictureQuery, PictureRotation, PictureSize } from './picture-query';

export const PictureType = z.enum(['IP', 'MGP', 'GP']);
export type PictureType = z.infer<typeof PictureType>;

/** A photographed person or group. */
export const Subject = z.object({
  uuid: z.string(),
  name: z.string(),
  group: z.boolean(),
});
export type Subject = z.infer<typeof Subject>;

export const Picture = z.object({
  uuid: z.string(),
  width: z.int(),
  height: z.int(),
  /** IP portrait, MGP sibling/friend, GP group. */
  pictureType: PictureType,
  groupPicture: z.boolean(),
  bought: z.boolean(),
  inCart: z.boolean(),
  greenscreen: z.boolean(),
  /** 'favorite' marks the cover picture; 'user_uploaded' marks uploads. */
  keywords: z.array(z.string()),
});
export type Picture = z.infer<typeof Picture>;

/** A photo day's editor options, as the studio set them when importing it. */
export const JobEditorOptions = z.object({
  /**
   * Picture sets one product may combine: 1 the same person, 2 the same job, 3 same job type,
   * 4 package mode (any of the parent's sets, as in a package).
   */
  subjectChange: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  imageToolbox: z.boolean(),
  backgrounds: z.boolean(),
  templateChange: z.boolean(),
  /** Parents may add their own photos to products with this job's pictures. */
  ownPhotos: z.boolean(),
  /** This job's pictures may be combined with other photographers' in one product. */
  mixPhotographers: z.boolean(),
});
export type JobEditorOptions = z.infer<typeof JobEditorOptions>;

export const Job = z.object({
  uuid: z.string(),
  name: z.string(),
  /** ISO 8601 time of the photo job; the set's year comes from it. */
  creationTime: z.string(),
  hasBeenInWebShop: z.boolean(),
  requireFineTunedPictures: z.boolean(),
  isArchived: z.boolean(),
  /** What the photo day lets parents do in the editor with its pictures. */
  editor: JobEditorOptions,
});

export const PictureSet = z.object({
  subject: Subject,
  job: Job,
  jobType: z.object({ uuid: z.string(), name: z.string() }),
  photographer: z.object({
    uuid: z.string(),
    name: z.string(),
    logo: z.nullable(z.object({ url: z.string() })),
  }),
  school: z.object({ uuid: z.string(), name: z.string() }),
  /** Empty while the set's pictures are not yet available (see `notAvailableMessage`). */
  pictures: z.array(Picture),
  bought: z.boolean(),
  inCart: z.boolean(),
  year: z.int(),
  avatar: z.nullable(z.object({ url: z.string() })),
  /** When there are no pictures: the message to show instead, else null. */
  notAvailableMessage: z.nullable(z.string()),
});
export type PictureSet = z.infer<typeof PictureSet>;

/**
 * The longest edge, in pixels, of any picture the shop serves for showing ('full' in a picture
 * URL): an original leaves the shop only as a bought digital file. 1600 px covers what the pages
 * and the editor draw sharply: a card-filling picture on a 390 px wide phone at 3 device pixels
 * per CSS pixel (a part about 330 × 495 CSS px, so some 1000 × 1500 device px), a laptop's canvas
 * at 2 (some 600 CSS px high, 1200 device px) and a 1080p desktop at 1 (about 800). Past that (crop
 * zoom, 4K screens) the editor enlarges the preview; the print reads originals on the server.
 */
export const PREVIEW_MAX_EDGE = 1600;

export const GreenScreenBackground = z.object({
  uuid: z.string(),
  name: z.string(),
  /** URL of the background image itself. */
  src: z.string(),
  default: z.boolean(),
});
export type GreenScreenBackground = z.infer<typeof GreenScreenBackground>;

export const pictureSetRoutes = {
  /** Picture sets of the session's user (signed-in or anonymous); [] without a user. */
  list: defineRoute({
    ...pictureSetAddresses.list,
    schema: { response: { 200: z.object({ pictureSets: z.array(PictureSet) }) } },
  }),
  /** One set; 404 for anyone not holding it. */
  one: defineRoute({
    ...pictureSetAddresses.one,
    schema: {
      params: z.object({ subjectUuid: z.string() }),
      response: { 200: z.object({ pictureSet: PictureSet }), 404: ApiError },
    },
  }),
  /**
   * A JPEG (longest edge 320 or 640 px; 'full': the picture up to PREVIEW_MAX_EDGE, never the
   * original, which is a bought digital file's download) with ETag and a long private
   * Cache-Control; 304 on If-None-Match.
   * 404 for unknown uuids and for users not holding the picture's set.
   */
  picture: defineRoute({
    ...pictureSetAddresses.picture,
    schema: {
      params: z.object({ pictureUuid: z.string() }),
      querystring: PictureQuery,
      response: { 400: ApiError, 404: ApiError },
    },
  }),
  /** Backgrounds for green-screen pictures of a job the user holds a set of; 404 otherwise. */
  backgrounds: defineRoute({
    ...pictureSetAddresses.backgrounds,
    schema: {
      params: z.object({ jobUuid: z.string() }),
      response: { 200: z.array(GreenScreenBackground), 404: ApiError },
    },
  }),
  /** A background image (JPEG, longest edge 640 px); same access rule as the list. */
  backgroundImage: defineRoute({
    ...pictureSetAddresses.backgroundImage,
    schema: {
      params: z.object({ jobUuid: z.string(), backgroundUuid: z.string() }),
      response: { 404: ApiError },
    },
  }),
} as const;
