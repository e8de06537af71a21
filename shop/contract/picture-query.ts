import { z } from 'zod/mini';

// How a picture is asked for (size, rotation, effect, background): the picture and image routes'
// query schemas, below both of them and below the plain URL functions of picture-urls.ts.

export const PictureSize = z.enum(['320', '640', 'full']);
export type PictureSize = z.infer<typeof PictureSize>;

export const PictureEffect = z.enum(['original', 'bw', 'sepia']);
export const PictureRotation = z.enum(['0', '90', '180', '270']);

export const PictureQuery = z.object({
  size: z._default(PictureSize, '640'),
  rotation: z._default(PictureRotation, '0'),
  effect: z._default(PictureEffect, 'original'),
  /** Green-screen background uuid; ignored for pictures that are not green-screen. */
  background: z.optional(z.string().check(z.maxLength(64))),
});
export type PictureQuery = z.input<typeof PictureQuery>;

/** A picture or an upload drawn with rotation, effect and green-screen background. */
export const ImageQuery = z.object({
  uuid: z.string().check(z.maxLength(64)),
  size: z._default(PictureSize, '640'),
  rotation: z._default(PictureRotation, '0'),
  effect: z._default(PictureEffect, 'original'),
  background: z.optional(z.string().check(z.maxLength(64))),
});
export type ImageQuery = z.input<typeof ImageQuery>;
