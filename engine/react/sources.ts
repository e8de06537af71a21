// What the host hands the engine's components: where pictures and art come from, and one image
// cache and text measurer shared by every canvas and thumbnail of the page.
import { documentFontLoader } from '../render/fonts';
import { browserLoadImage, ImageCache } from '../render/imageCache';
import type { AssetSources } from '../render/loadAssets';
import { canvasTextMeasurer } from '../render/measure';
import type { ArtResolver, ImageMode, ImageSource } from '../render/pictures';
import type { FontFamily, TextMeasurer } from '../model/types';

export interface EngineSources extends AssetSources {
  measurer: TextMeasurer;
  /** Whether a family's font has loaded (text waits for it). */
  fontReady: (family: FontFamily) => boolean;
}

// A loaded font stays loaded: once a family is ready it is not asked about again (the text
// measurer asks for every new word, and document.fonts.check is ~10 ms a page at 4x CPU).
const readyFamilies = new Set<FontFamily>();
const fontReady = (family: FontFamily) => {
  if (readyFamilies.has(family)) return true;
  const ready = document.fonts.check(`40px "${family}"`);
  if (ready) readyFamilies.add(family);
  return ready;
};

export function createBrowserSources(options: {
  imageSource: ImageSource;
  artResolver: ArtResolver;
  imageMode?: ImageMode;
  cache?: ImageCache;
}): EngineSources {
  return {
    imageSource: options.imageSource,
    artResolver: options.artResolver,
    imageMode: options.imageMode ?? 'derivative',
    cache: options.cache ?? new ImageCache(browserLoadImage),
    fonts: documentFontLoader,
    measurer: canvasTextMeasurer(fontReady),
    fontReady,
  };
}
