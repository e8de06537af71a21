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
  type PageJob,
  type PageJpeg,
  type PrintProduct,
  type PrintSources,
  renderPageJpeg,
} from './print-page';
import type { WorkerPage } from './print-worker';

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

/** Worker threads a print may use at most: each holds a page (~40 MB) and its image cache. */
export const MAX_PRINT_WORKERS = 4;

/**
 * Worker threads that draw print pages, shared by the products of one lab job. Pages are
 * synchronous canvas work, so a calendar's thirteen pages spread over the machine's cores
 * instead of queueing on one thread. Each worker draws one page at a time and keeps its share
 * of PRINT_CACHE_BYTES of decoded pictures and art, so the pool's memory is bounded by its size.
 */
export class PrintPool {
  readonly threads: number;
  private readonly pool: Piscina<WorkerPage, PageJpeg>;
  private products = 0;

  constructor(threads = Math.min(availableParallelism(), MAX_PRINT_WORKERS)) {
    this.threads = Math.max(1, threads);
    // The worker is TypeScript, as the server is: it runs under tsx as its parent does.
    const tsx = process.execArgv.some((arg) => arg.includes('tsx'));
    this.pool = new Piscina<WorkerPage, PageJpeg>({
      filename: new URL('./print-worker.ts', import.meta.url).href,
      minThreads: this.threads,
      maxThreads: this.threads,
      execArgv: tsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'],
    });
  }

  /** A name for a product, so the worker that draws its pages shares their cache. */
  nextProduct(): string {
    this.products += 1;
    return String(this.products);
  }

  draw(product: string, job: PageJob): Promise<PageJpeg> {
    return this.pool.run({ product, cacheBytes: PRINT_CACHE_BYTES / this.threads, job });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** Runs `work` with a pool of print workers, closed afterwards (also on failure). */
export async function withPrintPool<T>(work: (pool: PrintPool) => Promise<T>): Promise<T> {
  const pool = new PrintPool();
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}

/**
 * The pages' JPEGs in the template's order. A one-page product is drawn here (starting worker
 * threads costs more than its page); more pages go to the given pool, or to one of their own
 * with a worker per page up to the cores. Only the JPEGs (under a MB a page) come back.
 */
async function drawPages(jobs: PageJob[], shared?: PrintPool): Promise<PageJpeg[]> {
  const [only] = jobs;
  if (!shared && only && jobs.length === 1) return [await renderPageJpeg(only, printImageCache())];
  const draw = async (pool: PrintPool) => {
    const product = pool.nextProduct();
    const pages = jobs.map((job) => pool.draw(product, job));
    // Every page is waited for, so none is still drawing when a failure closes the pool.
    const settled = await Promise.allSettled(pages);
    return settled.map((page) => {
      if (page.status === 'rejected') throw page.reason;
      return page.value;
    });
  };
  if (shared) return draw(shared);
  const pool = new PrintPool(Math.min(jobs.length, availableParallelism(), MAX_PRINT_WORKERS));
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
  const jobs = product.template.parts.map((part): PageJob => ({
    product,
    sources,
    partId: part.id,
    dpi,
    added: geometry.added,
  }));
  const drawn = await drawPages(jobs, options.pool);
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
