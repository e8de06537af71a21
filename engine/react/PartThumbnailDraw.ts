// A thumbnail's drawing, kept by what it shows (per page's sources): a page that re-renders with
// equal but new template and instance objects gets the same drawing instead of drawing it again.
// prepareThumbnail lets a host load what a thumbnail needs before its page has mounted.
import type { Template, TemplateInstance } from '../model/types';
import { calendarLocale } from '../render/calendarLocale';
import { drawPartCanvas, MAX_CANVAS_EDGE } from '../render/headless';
import { loadPartAssets } from '../render/loadAssets';
import { SCREEN_ART } from '../render/art';
import type { EngineSources } from './sources';
import { encodeJpeg } from '../render/jpeg/encodeJpeg';
import { enqueueThumbnail } from './thumbnailQueue';

export interface ThumbnailInput {
  template: Template;
  instance: TemplateInstance;
  partId: string;
  locale: string;
  /** The box the thumbnail fits in, CSS px. */
  width: number;
  height: number;
}

/** Drawings kept per page's sources; a page holds few, the oldest go past this many. */
const KEPT = 48;
const drawings = new WeakMap<EngineSources, Map<string, Drawing>>();

interface Drawing {
  /** The drawing as a JPEG data URL. */
  image: Promise<string>;
  /** Thumbnails showing it now; a drawing nobody wants when its turn comes is skipped. */
  wanted: number;
}

/** A drawing asked for; release it when the thumbnail no longer shows it. */
export interface ThumbnailDrawing {
  /** The drawing, a JPEG data URL (for an <img>: no canvas kept, nothing to revoke). */
  image: Promise<string>;
  release: () => void;
}
/** Device px per mm of a thumbnail: the box's scale at the screen's DPR, at most 2. */
export function thumbnailPxPerMm(template: Template, width: number, height: number): number {
  const { width: wMm, height: hMm } = template.dimensions;
  const scale = Math.min(width / wMm, height / hMm);
  // Past 2 device px per CSS px a thumbnail looks no sharper, only costs more to load and draw.
  const dpr = Math.min(typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, 2);
  return Math.min(scale * dpr, MAX_CANVAS_EDGE / Math.max(wMm, hMm));
}

// Instances are immutable: one is written out once, not on every render of every thumbnail.
const instanceTexts = new WeakMap<TemplateInstance, string>();

function instanceText(instance: TemplateInstance): string {
  let text = instanceTexts.get(instance);
  if (text === undefined) {
    text = JSON.stringify(instance);
    instanceTexts.set(instance, text);
  }
  return text;
}

/** What decides the pixels: the design version, the part, the locale, the size, the instance. */
export function thumbnailKey(input: ThumbnailInput): string {
  const { template, partId, locale, width, height, instance } = input;
  const size = thumbnailPxPerMm(template, width, height);
  return `${template.uuid}@${template.version}|${partId}|${locale}|${size}|${instanceText(instance)}`;
}

/**
 * The thumbnail as a JPEG: its pictures, art and fonts load at once (beside the other
 * thumbnails', into the one shared cache), only the drawing waits its turn.
 */
export function drawThumbnail(input: ThumbnailInput, sources: EngineSources): ThumbnailDrawing {
  let kept = drawings.get(sources);
  if (!kept) {
    kept = new Map();
    drawings.set(sources, kept);
  }
  const key = thumbnailKey(input);
  let drawing = kept.get(key);
  if (!drawing) {
    const all = kept;
    const demand = { wanted: 0 };
    // Nobody shows it when its turn comes: forgotten at once, so a later ask draws anew.
    const stillWanted = () => {
      if (demand.wanted > 0) return true;
      if (all.get(key) === made) all.delete(key);
      return false;
    };
    const made: Drawing = Object.assign(demand, { image: draw(input, sources, stillWanted) });
    made.image.catch(() => {
      if (all.get(key) === made) all.delete(key);
    });
    kept.set(key, made);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT) break;
      kept.delete(oldest);
    }
    drawing = made;
  }
  const asked = drawing;
  asked.wanted += 1;
  let released = false;
  return {
    image: asked.image,
    release: () => {
      if (released) return;
      released = true;
      asked.wanted -= 1;
    },
  };
}

/**
 * Loads a thumbnail's pictures, art and fonts into the shared cache before its component mounts.
 * Only loads: drawing before the page has rendered starves its time-sliced rendering.
 */
export function prepareThumbnail(input: ThumbnailInput, sources: EngineSources): void {
  const { part, pxPerMm } = partOf(input);
  loadPartAssets(part, sources, pxPerMm, SCREEN_ART).catch(() => undefined);
}

/** The part and its scale in device px per mm, as loading and drawing both need them. */
function partOf(input: ThumbnailInput) {
  const { template, instance, partId, locale } = input;
  const pxPerMm = thumbnailPxPerMm(template, input.width, input.height);
  return { part: { template, instance, partId, locale }, pxPerMm };
}

async function draw(
  input: ThumbnailInput,
  sources: EngineSources,
  stillWanted: () => boolean,
): Promise<string> {
  const { part, pxPerMm } = partOf(input);
  // Loaded here, beside the other thumbnails' (the cache has what prepareThumbnail asked for);
  // a picture or art file that failed leaves the thumbnail undrawn, as before.
  const assets = await loadPartAssets(part, sources, pxPerMm, SCREEN_ART);
  const canvas = await enqueueThumbnail(async () => {
    // Each drawing is its own task: a chain of microtasks would hold the page's own (time
    // sliced) rendering back until every thumbnail was drawn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // An editor's grid moves on while drawings wait: one no longer shown is not drawn.
    if (!stillWanted()) throw new Error(`Thumbnail of ${part.partId} no longer shown`);
    // Drawn in this one task, with nothing to wait for in between.
    return drawPartCanvas(part, assets, {
      pxPerMm,
      measurer: sources.measurer,
      calendar: calendarLocale(part.locale),
      placeholders: true,
      background: '#fff',
    });
  });
  // Encoded off the main thread where the browser can (a worker), while the next one is drawn.
  return encodeJpeg(canvas, JPEG_QUALITY);
}

/**
 * JPEG at this quality encodes and decodes about twice as fast as PNG (8 thumbnails at 4x CPU:
 * ~250 -> ~140 ms to encode, ~110 -> ~45 ms to decode) and text stays crisp at 2 px per CSS px.
 */
const JPEG_QUALITY = 0.92;
