// A print PDF's worker thread (run by the pool in print-pdf.ts): draws the pages it is given, one
// at a time, and hands back their JPEGs. A page is synchronous canvas work of about a second, so
// the pages of a calendar are spread over the cores instead of queueing on one thread.
import { type ImageCache, printImageCache } from '../../../../engine/render/node/printRender';
import { type PageJob, type PageJpeg, renderPageJpeg } from './print-page';

export interface WorkerPage {
  /** The product the page belongs to: its pages drawn here share one image cache. */
  product: string;
  /** This worker's share of a product's decoded pixels, in bytes. */
  cacheBytes: number;
  job: PageJob;
}

let current: { product: string; cache: ImageCache } | null = null;

export default async function drawPage({
  product,
  cacheBytes,
  job,
}: WorkerPage): Promise<PageJpeg> {
  // A new product lets the previous one's pictures and art go.
  if (current?.product !== product) {
    current?.cache.clear();
    current = { product, cache: printImageCache(cacheBytes) };
  }
  return renderPageJpeg(job, current.cache);
}
