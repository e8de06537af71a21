// A print-ready PDF of one personalised product: every part of its template, in the template's
// order, drawn at print resolution by the engine's Node renderer from the original pictures.
import { availableParallelism } from 'node:os';
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
import { Piscina } from 'piscina';
import sharp from 'sharp';
import type { Template } from '../../../../engine/model/types';
import { PRINT_CACHE_BYTES, printImageCache } from '../../../../engine/render/node/printRender';
import {
  type DrawnPage,
  drawClaimedPages,
  type PageJpeg,
  type PageSet,
  type PrintProduct,
  type PrintSources,
  renderPageJpeg,
} from './print-page';
import type { WorkerPages } from './print-worker';

export type { PrintProduct, PrintSources };

/** Print resolution of every file the lab gets. */
export const PRINT_DPI = 300;
/** The bleed added around a template that has none of its own, in millimetres. */
export const DEFAULT_BLEED_MM = 3;

const MM_PER_INCH = 25.4;
const POINTS_PER_MM = 72 / MM_PER_INCH;

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

/**
 * Threads that draw a print's pages at most, the caller's own included: each holds a page
 * (~40 MB) and its share of the image cache.
 */
export const MAX_PRINT_DRAWERS = 4;

/**
 * The threads that draw print pages, shared by the products of one lab job: the caller's own
 * thread and a worker per further core (piscina). Pages are synchronous canvas work, so a
 * calendar's thirteen pages spread over the machine's cores instead of queueing on one thread.
 * The caller draws too, from the first moment: a worker spends a second or more loading the
 * engine before its first page, and the caller has it loaded already. Each drawer draws one page
 * at a time and keeps its share of PRINT_CACHE_BYTES of decoded pictures and art, so the pool's
 * memory is bounded by its size.
 */
export class PrintPool {
  /** Threads drawing pages: the caller's and the workers'. */
  readonly drawers: number;
  private readonly workers: Piscina<WorkerPages, DrawnPage[]> | null;
  private products = 0;

  constructor(drawers = Math.min(availableParallelism(), MAX_PRINT_DRAWERS)) {
    this.drawers = Math.max(1, drawers);
    const threads = this.drawers - 1;
    // The worker is TypeScript, as the server is: it runs under tsx as its parent does.
    const tsx = process.execArgv.some((arg) => arg.includes('tsx'));
    this.workers =
      threads > 0
        ? new Piscina<WorkerPages, DrawnPage[]>({
            filename: new URL('./print-worker.ts', import.meta.url).href,
            minThreads: threads,
            maxThreads: threads,
            execArgv: tsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
          })
        : null;
  }

  /**
   * The set's pages in `partIds` order, drawn by every drawer at once: each takes the next page
   * from a shared counter as it gets free, so none stands idle while pages are left.
   */
  async draw(set: PageSet): Promise<PageJpeg[]> {
    this.products += 1;
    const product = String(this.products);
    const cacheBytes = PRINT_CACHE_BYTES / this.drawers;
    const claim = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const workers = this.workers;
    // A worker past the page count would only boot to find nothing left: a one-page product
    // on a job's shared pool is drawn by the caller alone, without waiting for a worker.
    const helping = Math.min(this.drawers - 1, set.partIds.length - 1);
    const helpers = workers
      ? Array.from({ length: helping }, () => workers.run({ product, cacheBytes, set, claim }))
      : [];
    const cache = printImageCache(cacheBytes);
    // Every drawer is waited for, so none is still drawing when a failure closes the pool.
    const settled = await Promise.allSettled([drawClaimedPages(set, claim, cache), ...helpers]);
    cache.clear();
    const pages: PageJpeg[] = [];
    for (const result of settled) {
      if (result.status === 'rejected') throw result.reason;
      for (const { at, page } of result.value) pages[at] = page;
    }
    return set.partIds.map((partId, at) => {
      const page = pages[at];
      if (!page) throw new Error(`Page ${partId} was not drawn`);
      return page;
    });
  }

  async close(): Promise<void> {
    await this.workers?.destroy();
  }
}

/** Runs `work` with a pool of print drawers, closed afterwards (also on failure). */
export async function withPrintPool<T>(work: (pool: PrintPool) => Promise<T>): Promise<T> {
  const pool = new PrintPool();
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}

/**
 * A part's relative cost to draw: its art layers (full-page rasters) and fields. Pages are
 * handed out costliest first, so the last page left to draw, which one drawer finishes while
 * the others idle, is a cheap one.
 */
function drawingCost(part: Template['parts'][number]): number {
  return (part.background ? 1 : 0) + (part.foreground ? 1 : 0) + part.resources.length;
}

/**
 * The pages' JPEGs in the template's order. A one-page product is drawn in the caller's thread
 * (starting worker threads costs more than its page); more pages go to the given pool, or to
 * one of their own with a drawer per page up to the cores. Only the JPEGs (under a MB a page)
 * come back from a worker.
 */
async function drawPages(set: PageSet, shared?: PrintPool) {
  const { product, sources, dpi, added } = set;
  const parts = product.template.parts;
  const [only] = set.partIds;
  if (!shared && only !== undefined && parts.length === 1) {
    return [
      await renderPageJpeg({ product, sources, partId: only, dpi, added }, printImageCache()),
    ];
  }
  const costly = [...parts].sort((a, b) => drawingCost(b) - drawingCost(a));
  const ordered: PageSet = { ...set, partIds: costly.map((part) => part.id) };
  const draw = async (pool: PrintPool) => {
    const drawn = await pool.draw(ordered);
    const byPart = new Map(ordered.partIds.map((id, at) => [id, drawn[at]]));
    return set.partIds.map((id) => {
      const page = byPart.get(id);
      if (!page) throw new Error(`Page ${id} was not drawn`);
      return page;
    });
  };
  if (shared) return draw(shared);
  const pool = new PrintPool(Math.min(parts.length, availableParallelism(), MAX_PRINT_DRAWERS));
  try {
    return await draw(pool);
  } finally {
    await pool.close();
  }
}

/**
 * The product as a PDF: one page per template part, each page the sheet with bleed (MediaBox
 * and BleedBox) and the cut (TrimBox), its picture an sRGB (ICC-based) image, with an sRGB
 * output intent for the lab's preflight.
 */
export async function printPdf(
  product: PrintProduct,
  sources: PrintSources,
  options: { dpi?: number; title?: string; pool?: PrintPool } = {},
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
  const embed = (page: PDFPage, drawn: PageJpeg) => {
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
  const set: PageSet = {
    product,
    sources,
    partIds: product.template.parts.map((part) => part.id),
    dpi,
    added: geometry.added,
  };
  const drawn = await drawPages(set, options.pool);
  for (const page of drawn) {
    const pdfPage = doc.addPage([w, h]);
    pdfPage.setMediaBox(0, 0, w, h);
    pdfPage.setBleedBox(0, 0, w, h);
    const t = geometry.trim;
    pdfPage.setTrimBox(
      t.x * POINTS_PER_MM,
      (geometry.sheet.height - t.y - t.height) * POINTS_PER_MM,
      t.width * POINTS_PER_MM,
      t.height * POINTS_PER_MM,
    );
    embed(pdfPage, page);
  }
  return doc.save();
}
