// A print-ready PDF of one personalised product: every part of its template, in the template's
// order, drawn at print resolution by the engine's Node renderer from the original pictures.
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';
import type { Template, TemplateInstance } from '../../../../engine/model/types';
import {
  type ArtResolver,
  type ImageSource,
  preparePart,
  printImageCache,
  type PrintOptions,
  renderPartRgba,
} from '../../../../engine/render/node/printRender';

/** Print resolution of every file the lab gets. */
export const PRINT_DPI = 300;
/** The bleed added around a template that has none of its own, in millimetres. */
export const DEFAULT_BLEED_MM = 3;

const MM_PER_INCH = 25.4;
const POINTS_PER_MM = 72 / MM_PER_INCH;

export interface PrintSources {
  /** The original file of a picture, upload or green-screen background by uuid. */
  imageSource: ImageSource;
  artResolver: ArtResolver;
}

export interface PrintProduct {
  template: Template;
  instance: TemplateInstance;
  /** BCP 47 locale of the buyer: default texts, month and day names. */
  locale: string;
}

/** Where the sheet is cut and how much is printed past the cut, in millimetres. */
export interface PrintGeometry {
  /** The whole printed sheet (MediaBox and BleedBox). */
  sheet: { width: number; height: number };
  /** The finished product, measured from the sheet's top-left corner. */
  trim: { x: number; y: number; width: number; height: number };
  /** Millimetres added around the template's own drawing (0 when it brings its bleed). */
  added: number;
}

/**
 * A template with bleed of its own prints its whole drawing and is cut at its trim box; one
 * without bleed gets DEFAULT_BLEED_MM on every side, filled by repeating its edge pixels.
 */
export function printGeometry(template: Template): PrintGeometry {
  const { width, height } = template.dimensions;
  if (template.bleed > 0) return { sheet: { width, height }, trim: template.trimBox, added: 0 };
  const b = DEFAULT_BLEED_MM;
  return {
    sheet: { width: width + 2 * b, height: height + 2 * b },
    trim: { x: template.trimBox.x + b, y: template.trimBox.y + b, width, height },
    added: b,
  };
}

let srgbProfile: Promise<Buffer> | null = null;

/** The sRGB IEC61966-2.1 ICC profile libvips ships (what sharp tags its output with). */
function srgbIcc(): Promise<Buffer> {
  srgbProfile ??= (async () => {
    const tagged = await sharp({
      create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
    })
      .withIccProfile('srgb')
      .jpeg()
      .toBuffer();
    const { icc } = await sharp(tagged).metadata();
    if (!icc) throw new Error('sharp wrote no sRGB profile');
    return icc;
  })();
  return srgbProfile;
}

interface PartJpeg {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * One part's pixels drawn on white at print resolution (the main thread's work), and a promise
 * of its high-quality JPEG (4:4:4, quality 95), bleed added when the template has none, encoded
 * on libvips' threads. The pixels are let go once the JPEG exists.
 *
 * The pixels are sRGB already and the page declares them so (an ICCBased colour space with the
 * sRGB profile, which a PDF reader and a lab's preflight take before anything inside the JPEG):
 * tagging the JPEG as well ran an sRGB-to-sRGB colour transform over every pixel, a third of
 * the encode. Huffman tables are the standard ones: optimising them is a second pass over a
 * 9 MP page for some 20 % fewer bytes in a file only the lab downloads.
 */
async function partJpeg(
  product: PrintProduct,
  partId: string,
  options: PrintOptions,
  added: number,
): Promise<{ encoded: Promise<PartJpeg> }> {
  const pixels = await renderPartRgba(
    { template: product.template, instance: product.instance, partId, locale: product.locale },
    options,
  );
  // Drawn over white, so every pixel is opaque: the alpha channel is dropped, not blended.
  let image = sharp(pixels.data, {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  }).removeAlpha();
  if (added > 0) {
    const px = Math.round((added * options.dpi) / MM_PER_INCH);
    image = image.extend({ top: px, bottom: px, left: px, right: px, extendWith: 'copy' });
  }
  const encoded = image
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4', optimiseCoding: false })
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ jpeg: data, width: info.width, height: info.height }));
  return { encoded };
}

/**
 * The product as a PDF: one page per template part, each page the sheet with bleed (MediaBox
 * and BleedBox) and the cut (TrimBox), its picture an sRGB (ICC-based) image, with an sRGB
 * output intent for the lab's preflight.
 */
export async function printPdf(
  product: PrintProduct,
  sources: PrintSources,
  options: { dpi?: number; title?: string } = {},
): Promise<Uint8Array> {
  const dpi = options.dpi ?? PRINT_DPI;
  const geometry = printGeometry(product.template);
  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? product.template.uuid);
  doc.setProducer('Keepsake');
  doc.setCreator('Keepsake fulfilment');
  const icc = await srgbIcc();
  const profile = doc.context.register(doc.context.flateStream(icc, { N: 3 }));
  const colourSpace = doc.context.obj([PDFName.of('ICCBased'), profile]);
  doc.catalog.set(
    PDFName.of('OutputIntents'),
    doc.context.obj([
      doc.context.obj({
        Type: 'OutputIntent',
        S: 'GTS_PDFX',
        OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
        Info: PDFString.of('sRGB IEC61966-2.1'),
        DestOutputProfile: profile,
      }),
    ]),
  );
  const w = geometry.sheet.width * POINTS_PER_MM;
  const h = geometry.sheet.height * POINTS_PER_MM;
  // Pictures used on every page stay (each use marks them recent); a page's art rasters leave
  // the cache once later pages have filled its byte budget.
  const render: PrintOptions = {
    dpi,
    imageSource: sources.imageSource,
    artResolver: sources.artResolver,
    cache: printImageCache(),
    background: '#ffffff',
  };
  const parts = product.template.parts;
  const input = (partId: string) => ({
    template: product.template,
    instance: product.instance,
    partId,
    locale: product.locale,
  });
  // Two pages at once at most: while page n is drawn, page n-1 is encoded and page n+1's files
  // are read and rasterised, each on its own thread; pages join the PDF in order.
  let previous: Promise<PartJpeg> | null = null;
  let previousPage: PDFPage | null = null;
  const embed = (page: PDFPage, drawn: PartJpeg) => {
    const image: PDFRef = doc.context.register(
      doc.context.stream(drawn.jpeg, {
        Type: 'XObject',
        Subtype: 'Image',
        Width: drawn.width,
        Height: drawn.height,
        BitsPerComponent: 8,
        ColorSpace: colourSpace,
        Filter: 'DCTDecode',
      }),
    );
    const name = page.node.newXObject('Part', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(w, 0, 0, h, 0, 0),
      drawObject(name),
      popGraphicsState(),
    );
  };
  for (const [index, part] of parts.entries()) {
    const page = doc.addPage([w, h]);
    page.setMediaBox(0, 0, w, h);
    page.setBleedBox(0, 0, w, h);
    const t = geometry.trim;
    page.setTrimBox(
      t.x * POINTS_PER_MM,
      (geometry.sheet.height - t.y - t.height) * POINTS_PER_MM,
      t.width * POINTS_PER_MM,
      t.height * POINTS_PER_MM,
    );
    const next = parts[index + 1];
    // A file that fails here fails again, with its message, when its page is drawn.
    const prepared = next ? preparePart(input(next.id), render).catch(() => undefined) : null;
    const { encoded } = await partJpeg(product, part.id, render, geometry.added);
    // An encode that fails before it is awaited must not be an unhandled rejection.
    encoded.catch(() => undefined);
    if (previous && previousPage) embed(previousPage, await previous);
    previous = encoded;
    previousPage = page;
    await prepared;
  }
  if (previous && previousPage) embed(previousPage, await previous);
  return doc.save();
}
