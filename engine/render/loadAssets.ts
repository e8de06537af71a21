// Everything a part needs before it can be drawn: pictures at the size the stage shows them,
// art files and the fonts of its texts and calendar. The host's callbacks supply every URL.
import { fullId } from '../model/ids';
import type { Art, FontFamily, ImageSlot, PlacedImage } from '../model/types';
import { type ArtSizing, artRaster, loadArt, type RasteriseArt, SCREEN_ART } from './art';
import type { PartAssets, PartInput } from './describePart';
import { findPart, languageOf } from './describePart';
import type { FontLoader } from './fonts';
import type { ImageCache } from './imageCache';
import type { ArtResolver, ImageMode, ImageSource } from './pictures';
import { derivativeSize, loadPicture, peekPicture, previewPicture } from './pictures';
import { effectiveText } from './textSlot';

export interface AssetSources {
  imageSource: ImageSource;
  artResolver: ArtResolver;
  imageMode: ImageMode;
  cache: ImageCache;
  fonts: FontLoader;
  /** The host's own art rasteriser (Node print); the image loader and a canvas copy otherwise. */
  rasteriseArt?: RasteriseArt;
  /**
   * Where the raster of an art file (its template `src`) is kept when not in `cache` (Node
   * print: art that one page alone draws is kept for that page only).
   */
  artCache?: (src: string) => ImageCache;
}

/** The cache that keeps an art file's raster. */
const artCacheOf = (sources: AssetSources, src: string): ImageCache =>
  sources.artCache?.(src) ?? sources.cache;

export interface LoadedAssets extends PartAssets {
  /** Pictures or art that failed to load (the part draws without them). */
  errors: string[];
  /** Some pictures are the browser's stand-ins until the server's renditions arrive. */
  provisional?: boolean;
  /**
   * Slots (full ids) whose pictures are still on their way: a part drawn before every picture
   * has arrived shows a plain panel in each, in the slot's own frame, so nothing moves when the
   * picture takes its place.
   */
  pending?: ReadonlySet<string>;
}

/** Called with the part's assets so far, once art and fonts are in, while pictures still load. */
export type OnPartialAssets = (assets: LoadedAssets) => void;

/** The long edge, in picture pixels, that the slot shows at `devicePxPerMm`. */
export function neededSize(slot: ImageSlot, placed: PlacedImage, devicePxPerMm: number): number {
  const longEdge = Math.max(placed.width, placed.height);
  const crop = placed.cropRect;
  const scale = Math.max(slot.frame.width / crop.width, slot.frame.height / crop.height);
  const needed = longEdge * scale * devicePxPerMm;
  return derivativeSize(Math.ceil(needed), longEdge);
}

/** What a part asks for: its art, its placed pictures with sizes, and its fonts. */
function needs(input: PartInput, devicePxPerMm: number) {
  const part = findPart(input.template, input.partId);
  const language = languageOf(input.locale);
  const art = [part.background, part.foreground].filter((a): a is Art => a !== undefined);
  const pictures: { id: string; placed: PlacedImage; size: number }[] = [];
  const families: FontFamily[] = [];
  let sample = '';
  for (const slot of part.resources) {
    const id = fullId(part.id, slot.id);
    const value = input.instance.resources[id];
    if (slot.type === 'STRING') {
      const shown = effectiveText(slot, value?.type === 'STRING' ? value : undefined, language);
      families.push(shown.family);
      sample += shown.text;
    } else if (value?.type === 'IMAGE' && value.image) {
      pictures.push({
        id,
        placed: value.image,
        size: neededSize(slot, value.image, devicePxPerMm),
      });
    }
  }
  if (part.calendar) {
    families.push(part.calendar.font.family);
    sample += '0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzæøåÆØÅöäÖÄ';
  }
  return { art, pictures, families, sample };
}

export async function loadPartAssets(
  input: PartInput,
  sources: AssetSources,
  devicePxPerMm: number,
  /** How art is rasterised: stepped for the screen, exact and past 4096 px for print. */
  artSizing: ArtSizing = SCREEN_ART,
  /**
   * A part may be drawn before all its pictures are in: once its art and fonts are, and again as
   * each picture arrives, this gets the assets so far with the missing pictures as `pending`.
   */
  onPartial?: OnPartialAssets,
): Promise<LoadedAssets> {
  const need = needs(input, devicePxPerMm);
  const errors: string[] = [];
  const assets: LoadedAssets = { pictures: new Map(), art: new Map(), errors };
  const { cache, imageSource, imageMode } = sources;
  const dimensions = input.template.dimensions;
  const pending = new Set(need.pictures.map((p) => p.id));
  let framed = false;
  const publish = () => {
    // The last picture in completes the part: that is the promise's answer, not a partial.
    if (!onPartial || !framed || pending.size === 0) return;
    onPartial({
      pictures: new Map(assets.pictures),
      art: new Map(assets.art),
      errors: [...errors],
      pending: new Set(pending),
    });
  };
  const frame = Promise.all([
    ...need.art.map((art) =>
      loadArt(
        artCacheOf(sources, art.src),
        sources.artResolver(art.src),
        art,
        dimensions,
        devicePxPerMm,
        artSizing,
        sources.rasteriseArt,
      ).then(
        (image) => void assets.art.set(art.src, image),
        () => void errors.push(`art ${art.src}`),
      ),
    ),
    sources.fonts.load(need.families, need.sample),
  ]).then(() => {
    framed = true;
    publish();
  });
  await Promise.all([
    frame,
    ...need.pictures.map(({ id, placed, size }) =>
      loadPicture(cache, imageSource, imageMode, placed, size)
        .then(
          (asset) => void assets.pictures.set(id, { ...asset, uuid: placed.uuid }),
          () => void errors.push(`picture ${placed.uuid} in ${id}`),
        )
        .then(() => {
          pending.delete(id);
          publish();
        }),
    ),
  ]);
  return assets;
}

/** One picture's asset if it can be had at once, null otherwise. */
type PictureAtHand = (
  placed: PlacedImage,
  size: number,
) => ReturnType<typeof peekPicture> | ReturnType<typeof previewPicture>;

/**
 * The part's assets at once if fonts, art rasters and (through `picture`) every picture are at
 * hand; null as soon as one is not.
 */
function assetsAtHand(
  input: PartInput,
  sources: AssetSources,
  devicePxPerMm: number,
  fontReady: (family: FontFamily) => boolean,
  picture: PictureAtHand,
): LoadedAssets | null {
  const need = needs(input, devicePxPerMm);
  if (!need.families.every(fontReady)) return null;
  const assets: LoadedAssets = { pictures: new Map(), art: new Map(), errors: [] };
  for (const art of need.art) {
    const url = sources.artResolver(art.src);
    const image = artCacheOf(sources, art.src).peek(
      artRaster(url, art, input.template.dimensions, devicePxPerMm).key,
    );
    if (!image) return null;
    assets.art.set(art.src, image);
  }
  for (const { id, placed, size } of need.pictures) {
    const asset = picture(placed, size);
    if (!asset) return null;
    assets.pictures.set(id, { ...asset, uuid: placed.uuid });
  }
  return assets;
}

/**
 * The assets at once when every picture, art raster and font is already at hand (a part shown
 * before, a thumbnail's twin): the canvas then draws on its first frame. Null otherwise.
 */
export function peekPartAssets(
  input: PartInput,
  sources: AssetSources,
  devicePxPerMm: number,
  fontReady: (family: FontFamily) => boolean,
): LoadedAssets | null {
  const { cache, imageSource, imageMode } = sources;
  return assetsAtHand(input, sources, devicePxPerMm, fontReady, (placed, size) =>
    peekPicture(cache, imageSource, imageMode, placed, size),
  );
}

/**
 * The assets at once for an edited part whose new picture renditions are not loaded yet (a
 * rotation, an effect, a background): each missing picture stood in for by the browser's own
 * rendition of one already at hand (`previewPicture`). Null when a picture has no stand-in, or
 * art or fonts are missing; server renditions only (`derivative` mode).
 */
export function previewPartAssets(
  input: PartInput,
  sources: AssetSources,
  devicePxPerMm: number,
  fontReady: (family: FontFamily) => boolean,
): LoadedAssets | null {
  if (sources.imageMode !== 'derivative') return null;
  const { cache, imageSource, imageMode } = sources;
  const assets = assetsAtHand(
    input,
    sources,
    devicePxPerMm,
    fontReady,
    (placed, size) =>
      peekPicture(cache, imageSource, imageMode, placed, size) ??
      previewPicture(cache, imageSource, placed, size),
  );
  return assets && { ...assets, provisional: true };
}
