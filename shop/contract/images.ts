import { z } from 'zod/mini';
import { ApiError, ErrorCode } from './errors';
import { imageAddresses } from './addresses/images';
import { defineRoute } from './http';
import { ImageQuery } from './picture-query';

export { imageUrl } from './picture-urls';
export { ImageQuery } from './picture-query';

/** Limits of own-photo uploads: refused above these with a message naming the file. */
export const UPLOAD_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 50_000_000,
  maxFiles: 20,
} as const;

/**
 * What one user may keep uploaded, in all (Messages.uploadQuotaReached says it in words). A parent
 * making cards, a calendar and gifts uses a few dozen photos; 200 leaves room for trying several,
 * and 500 MB holds 200 photos from a phone (stored as JPEG, 2-4 MB each) while a flood of 25 MB
 * files stops at twenty.
 */
export const UPLOAD_QUOTA = { maxFiles: 200, maxBytes: 500 * 1024 * 1024 } as const;

/** A photo the parent uploaded (shop option allowOwnPhotos). */
export const UploadedImage = z.object({
  uuid: z.string(),
  name: z.string(),
  width: z.int(),
  height: z.int(),
  /** A 640 px thumbnail. */
  thumbnail: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** The legacy upload answer, and its refusal (with a 4xx status). */
export const UploadAnswer = z.object({ result: z.literal('OK'), files: z.array(UploadedImage) });
export const UploadRefusal = z.object({
  result: z.literal('ERROR'),
  error: z.string(),
  code: z.optional(ErrorCode),
});

export const ImageBackground = z.object({
  uuid: z.string(),
  src: z.string(),
  default: z.boolean(),
});
export type ImageBackground = z.infer<typeof ImageBackground>;

export const imageRoutes = {
  /** The user's uploads, newest first. */
  recentImages: defineRoute({
    ...imageAddresses.recentImages,
    schema: { response: { 200: z.object({ images: z.array(UploadedImage) }) } },
  }),
  /** Backgrounds offered behind a green-screen picture ([] for other pictures); 404 if not held. */
  imageBackgrounds: defineRoute({
    ...imageAddresses.imageBackgrounds,
    schema: {
      querystring: z.object({ uuid: z.string().check(z.maxLength(64)) }),
      response: { 200: z.array(ImageBackground), 404: ApiError },
    },
  }),
  /** Multipart, form field `images[]`: images only (sniffed, not by name), within UPLOAD_LIMITS. */
  upload: defineRoute({
    ...imageAddresses.upload,
    schema: {
      querystring: z.looseObject({
        handleuploads: z.optional(z.string()),
        interface: z.optional(z.string()),
        redirect: z.optional(z.string()),
        uploadtype: z.optional(z.string()),
        json: z.optional(z.string()),
        thumbnails: z.optional(z.string()),
      }),
      response: {
        200: UploadAnswer,
        400: UploadRefusal,
        403: UploadRefusal,
        413: UploadRefusal,
        // Too many uploads waiting for image work: with Retry-After.
        503: UploadRefusal,
      },
    },
  }),
  /**
   * A derivative (JPEG) of a picture or upload the user holds, 'full' capped at PREVIEW_MAX_EDGE
   * as for the picture URL; 404 otherwise.
   */
  image: defineRoute({
    ...imageAddresses.image,
    schema: { querystring: ImageQuery, response: { 400: ApiError, 404: ApiError } },
  }),
} as const;
