// Fonts must be loaded before text is measured or drawn, or Konva fits the fallback font.
import type { FontFamily } from '../model/types';

export interface FontLoader {
  /** Resolves when every family can draw `sample` (its unicode-range subsets are loaded). */
  load(families: readonly FontFamily[], sample: string): Promise<void>;
}

/** The browser's loader: waits for `document.fonts.load` of each family. */
export const documentFontLoader: FontLoader = {
  async load(families, sample) {
    const text = sample.trim() === '' ? 'Aa' : sample;
    await Promise.all(
      [...new Set(families)].map((family) => document.fonts.load(`40px "${family}"`, text)),
    );
  },
};

/** Fonts registered up front (Node: `setupNodeKonva`), so there is nothing to wait for. */
export const preloadedFontLoader: FontLoader = {
  load: () => Promise.resolve(),
};
