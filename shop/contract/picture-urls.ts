import type { ImageQuery, PictureQuery } from './picture-query';

// The picture URLs as plain functions, without the schemas of their modules (which re-export
// them): the package page's thumbnails need the URLs, not zod.

/** URL of a picture derivative, for <img src>. */
export function pictureUrl(pictureUuid: string, query: PictureQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api/webshop/pictures/${encodeURIComponent(pictureUuid)}${qs ? `?${qs}` : ''}`;
}

/** URL of a picture or upload drawn as the editor shows it, for <img src> and the canvas. */
export function imageUrl(query: ImageQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return `/system/gsbackground.php?${search.toString()}`;
}

/**
 * Download of a bought picture at its full size (the only URL that gives an original); with a
 * background uuid or 'transparent' for green-screen ones.
 */
export const downloadPath = (pictureUuid: string, background?: string): string =>
  `/api/webshop/digital-files/${encodeURIComponent(pictureUuid)}${
    background ? `/background/${encodeURIComponent(background)}` : ''
  }`;
