// A print PDF's worker thread (run by the pool in print-pdf.ts): draws pages of the product it is
// given, one at a time, taking each from the counter it shares with the caller's thread, and
// hands back their JPEGs together. A page is synchronous canvas work of about a second, so the
// pages of a calendar are spread over the cores instead of queueing on one thread.
import { type ImageCache, printImageCache } from '../../../../engine/render/node/printRender';
import { type DrawnPage, drawClaimedPages, type PageSet } from './print-page';

export interface WorkerPages {
  /** The product the pages belong to: its pages drawn here share one image cache. */
  product: string;
  /** This worker's share of a product's decoded pixels, in bytes. */
  cacheBytes: number;
  set: PageSet;
  /** The shared page counter (see drawClaimedPages). */
  claim: Int32Array;
}

let current: { product: string; cache: ImageCache } | null = null;

export default async function drawPages({
  product,
  cacheBytes,
  set,
  claim,
}: WorkerPages): Promise<DrawnPage[]> {
  // A new product lets the previous one's pictures and art go.
  if (current?.product !== product) {
    current?.cache.clear();
    current = { product, cache: printImageCache(cacheBytes) };
  }
  return drawClaimedPages(set, claim, current.cache);
}
