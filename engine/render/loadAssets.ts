// Everything a part needs before it can be drawn: pictures at the size the stage shows them,
// art files and the fonts of its texts and calendar. The host's callbacks supply every URL.
import { fullId } from '../model/ids';
import { loadArt } from './art';
import type { FontFamily, ImageSlot, PlacedImage } from '../model/types';
import type { PartAssets, PartInput } from './describePart';
import { findPart, languageOf } from './describePart';
import type { FontLoader } from './fonts';
import type { ImageCache } from './imageCache';
import type { ArtResolver, ImageMode, ImageSource } from './pictures';
import { derivativeSize, loadPicture } from './pictures';
import { effectiveText } from './textSlot';

export interface AssetSources {
  imageSource: ImageSource;
  artResolver: ArtResolver;
  imageMode: ImageMode;
  cache: ImageCache;
  fonts: FontLoader;
}

export interface LoadedAssets extends PartAssets {
  /** Pictures or art that failed to load (the part draws without them). */
  errors: string[];
}

/** The long edge, in picture pixels, that the slot shows at `devicePxPerMm`. */
export function neededSize(slot: ImageSlot, placed: PlacedImage, devicePxPerMm: number): number {
  const longEdge = Math.max(placed.width, placed.height);
  const crop = placed.cropRect;
  const scale = Math.max(slot.frame.width / crop.width, slot.frame.height / crop.height);
  const needed = longEdge * scale * devicePxPerMm;
  return derivativeSize(Math.ceil(needed), longEdge);
}

export async function loadPartAssets(
  input: PartInput,
  sources: AssetSources,
  devicePxPerMm: number,
  /** Largest art raster edge; print renders in Node may go past the browsers' 4096. */
  maxArtEdge?: number,
): Promise<LoadedAssets> {
  const part = findPart(input.template, input.partId);
  const language = languageOf(input.locale);
  const errors: string[] = [];
  const assets: LoadedAssets = { pictures: new Map(), art: new Map(), errors };
  const jobs: Promise<void>[] = [];
  const families: FontFamily[] = [];
  let sample = '';

  for (const art of [part.background, part.foreground]) {
    if (!art) continue;
    const url = sources.artResolver(art.src);
    jobs.push(
      loadArt(sources.cache, url, art, input.template.dimensions, devicePxPerMm, maxArtEdge).then(
        (image) => void assets.art.set(art.src, image),
        () => void errors.push(`art ${art.src}`),
      ),
    );
  }
  for (const slot of part.resources) {
    const id = fullId(part.id, slot.id);
    const value = input.instance.resources[id];
    if (slot.type === 'STRING') {
      const shown = effectiveText(slot, value?.type === 'STRING' ? value : undefined, language);
      families.push(shown.family);
      sample += shown.text;
      continue;
    }
    const placed = value?.type === 'IMAGE' ? value.image : null;
    if (!placed) continue;
    const size = neededSize(slot, placed, devicePxPerMm);
    jobs.push(
      loadPicture(sources.cache, sources.imageSource, sources.imageMode, placed, size).then(
        (asset) => void assets.pictures.set(id, { ...asset, uuid: placed.uuid }),
        () => void errors.push(`picture ${placed.uuid} in ${id}`),
      ),
    );
  }
  if (part.calendar) {
    families.push(part.calendar.font.family);
    sample += '0123456789 ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzæøåÆØÅöäÖÄ';
  }
  jobs.push(sources.fonts.load(families, sample));
  await Promise.all(jobs);
  return assets;
}
