// One cache of loaded and derived images, shared by every canvas of a page (editor, thumbnails,
// preview grid), so a picture is decoded and filtered once.
import type { Drawable } from './scene';

/** Loads a URL as an image; the browser uses an <img>, Node uses @napi-rs/canvas. */
export type LoadImage = (url: string) => Promise<Drawable>;

export class ImageCache {
  private readonly ready = new Map<string, Drawable>();
  private readonly pending = new Map<string, Promise<Drawable>>();
  private bytes = 0;

  constructor(
    private readonly loadImage: LoadImage,
    private readonly maxEntries = 300,
    /** Decoded pixels kept at most (4 bytes a pixel); the oldest go first. */
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** The image for a key if it is already loaded (a synchronous draw needs no promise). */
  peek(key: string): Drawable | undefined {
    const hit = this.ready.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting marks the entry as recently used.
      this.ready.delete(key);
      this.ready.set(key, hit);
    }
    return hit;
  }

  /** A URL's image if it is already loaded. */
  peekUrl(url: string): Drawable | undefined {
    return this.peek(`url:${url}`);
  }

  /** Loads a URL once; concurrent callers share one request. */
  load(url: string): Promise<Drawable> {
    return this.derive(`url:${url}`, () => this.loadImage(url));
  }

  /** Makes a derived image (filtered, composited) once per key. */
  derive(key: string, make: () => Promise<Drawable>): Promise<Drawable> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = make().then(
      (image) => {
        this.pending.delete(key);
        this.store(key, image);
        return image;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.ready.size;
  }

  /** Forgets every image; canvases still shown by a stage stay valid until it lets go of them. */
  clear(): void {
    this.ready.clear();
    this.bytes = 0;
  }

  private store(key: string, image: Drawable): void {
    const previous = this.ready.get(key);
    if (previous) this.bytes -= pixelBytes(previous);
    this.ready.set(key, image);
    this.bytes += pixelBytes(image);
    // The newest entry stays even alone past the budget: it is about to be drawn.
    while (
      this.ready.size > 1 &&
      (this.ready.size > this.maxEntries || this.bytes > this.maxBytes)
    ) {
      const oldest = this.ready.keys().next().value;
      if (oldest === undefined) break;
      const dropped = this.ready.get(oldest);
      if (dropped) this.bytes -= pixelBytes(dropped);
      this.ready.delete(oldest);
    }
  }
}

/** What an image's decoded pixels take in memory. */
const pixelBytes = (image: Drawable): number => image.width * image.height * 4;

/**
 * The browser's loader: an <img> with CORS so filtered pixels can be read back, handed over once
 * decoded. An image that has only loaded is decoded by its first drawImage, on the main thread
 * inside a draw (a thumbnail's, the editor's first frame); decode() does it beforehand on the
 * browser's decoding threads.
 */
export const browserLoadImage: LoadImage = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    // A loaded image that cannot be decoded ahead is still drawable: drawImage decodes it.
    image.onload = () => {
      const ready = () => resolve(image);
      image.decode().then(ready, ready);
    };
    image.onerror = () => reject(new Error(`Image failed to load: ${url}`));
    image.src = url;
  });
