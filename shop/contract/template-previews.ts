/**
 * The template list's previews as WebP at the size the grid shows them. The server answers
 * `preview.webp?w=…` beside a template version's `preview.png` (the large preview), fitted into
 * the grid's 400 by 290 box at one of these widths; the PNG stays for everything else.
 */
export const PREVIEW_WIDTHS = [200, 320, 400] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/** The grid's preview box: every template preview is shown at a 400 by 290 aspect. */
export const PREVIEW_BOX = { width: 400, height: 290 } as const;

/** The WebP of a `…/preview.png` at a width; null for previews that are not such a PNG. */
export function previewWebpUrl(large: string, width: PreviewWidth): string | null {
  return /\/preview\.png$/.test(large) ? `${large.slice(0, -'png'.length)}webp?w=${width}` : null;
}

/** An `srcset` of every width, or null when the preview has no WebP. */
export function previewWebpSrcset(large: string): string | null {
  const urls = PREVIEW_WIDTHS.map((width) => {
    const url = previewWebpUrl(large, width);
    return url && `${url} ${width}w`;
  });
  return urls.every(Boolean) ? urls.join(', ') : null;
}
