// One page of a print file: a template part drawn at print resolution by the engine's Node
// renderer and encoded as the JPEG the PDF embeds. The same code runs in the print PDF's worker
// threads and, for a one-page product, in the caller's own thread, so a page's pixels do not
// depend on where it was drawn.
import path from 'node:path';
import sharp from 'sharp';
import type { Template, TemplateInstance } from '../../../../engine/model/types';
import {
  type ImageCache,
  type PrintOptions,
  renderPartRgba,
} from '../../../../engine/render/node/printRender';

const MM_PER_INCH = 25.4;

/**
 * Where a product's files are: the original of each picture, upload and green-screen background
 * by uuid, and the template version's art folder. Plain data, so a worker thread can be given it.
 */
export interface PrintSources {
  imageFiles: Record<string, string>;
  artDir: string;
}

export interface PrintProduct {
  template: Template;
  instance: TemplateInstance;
  /** BCP 47 locale of the buyer: default texts, month and day names. */
  locale: string;
}

/** What drawing one page needs; structured-clonable for a worker thread. */
export interface PageJob {
  product: PrintProduct;
  sources: PrintSources;
  partId: string;
  dpi: number;
  /** Millimetres of edge-repeated bleed added on every side (0 when the template has its own). */
  added: number;
}

export interface PageJpeg {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

/**
 * The pages of one product, for several drawers at once (the caller's thread and the pool's
 * workers): the product is sent once, and each drawer takes the next page to draw from a
 * counter they share, so whoever is free draws next and none waits for a hand-out.
 */
export interface PageSet {
  product: PrintProduct;
  sources: PrintSources;
  /** The parts to draw, in the order they are taken (the costliest first). */
  partIds: string[];
  dpi: number;
  added: number;
}

/** A drawn page and its place in the PageSet's `partIds`. */
export interface DrawnPage {
  at: number;
  page: PageJpeg;
}

/**
 * Draws pages of the set until none is left: each is claimed by adding one to `claim[0]` (an
 * Int32Array over shared memory, starting at 0), so two drawers never draw the same page. A
 * failure sets the counter past the end, so the other drawers stop after their current page.
 */
export async function drawClaimedPages(
  set: PageSet,
  claim: Int32Array,
  cache: ImageCache,
): Promise<DrawnPage[]> {
  const drawn: DrawnPage[] = [];
  const count = set.partIds.length;
  for (;;) {
    const at = Atomics.add(claim, 0, 1);
    const partId = set.partIds[at];
    if (at >= count || partId === undefined) return drawn;
    const { product, sources, dpi, added } = set;
    try {
      drawn.push({
        at,
        page: await renderPageJpeg({ product, sources, partId, dpi, added }, cache),
      });
    } catch (error) {
      Atomics.store(claim, 0, count);
      throw error;
    }
  }
}

/** The engine's resolvers over a product's files; art never leaves its folder. */
export function sourceResolvers(
  sources: PrintSources,
): Pick<PrintOptions, 'imageSource' | 'artResolver'> {
  const artRoot = path.resolve(sources.artDir);
  return {
    imageSource: (ref) => {
      const file = sources.imageFiles[ref.uuid];
      if (!file) throw new Error(`No original for picture ${ref.uuid}`);
      return file;
    },
    artResolver: (src) => {
      const file = path.resolve(artRoot, src);
      if (!file.startsWith(artRoot + path.sep)) throw new Error(`Art outside its folder: ${src}`);
      return file;
    },
  };
}

/**
 * One part drawn on white at print resolution and encoded as a high-quality JPEG (4:4:4,
 * quality 95), bleed added when the template has none. `cache` keeps the product's decoded
 * pictures and art between its pages.
 *
 * The pixels are sRGB already and the page declares them so (an ICCBased colour space with the
 * sRGB profile, which a PDF reader and a lab's preflight take before anything inside the JPEG):
 * tagging the JPEG as well ran an sRGB-to-sRGB colour transform over every pixel, a third of
 * the encode. Huffman tables are the standard ones: optimising them is a second pass over a
 * 9 MP page for some 20 % fewer bytes in a file only the lab downloads.
 */
export async function renderPageJpeg(job: PageJob, cache: ImageCache): Promise<PageJpeg> {
  const { product, partId, dpi, added } = job;
  const pixels = await renderPartRgba(
    { template: product.template, instance: product.instance, partId, locale: product.locale },
    { dpi, ...sourceResolvers(job.sources), cache, background: '#ffffff' },
  );
  // Drawn over white, so every pixel is opaque: the alpha channel is dropped, not blended.
  let image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  }).removeAlpha();
  if (added > 0) {
    const px = Math.round((added * dpi) / MM_PER_INCH);
    image = image.extend({ top: px, bottom: px, left: px, right: px, extendWith: 'copy' });
  }
  const { data, info } = await image
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}
