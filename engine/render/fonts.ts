// Fonts must be loaded before text is measured or drawn, or Konva fits the fallback font.
import type { FontFamily } from '../model/types';

export interface FontLoader {
  /** Resolves when every family can draw `sample` (its unicode-range subsets are loaded). */
  load(families: readonly FontFamily[], sample: string): Promise<void>;
}

// A family's faces, once loaded for a text, stay loaded: the same ask (a thumbnail's prepare,
// then its drawing) gets the settled answer instead of another round through document.fonts.
const asked = new Map<string, Promise<void>>();
const ASKED_KEPT = 256;

/** The browser's loader: waits for `document.fonts.load` of each family. */
export const documentFontLoader: FontLoader = {
  load(families, sample) {
    const text = sample.trim() === '' ? 'Aa' : sample;
    const unique = [...new Set(families)];
    const key = `${unique.join('|')}\n${text}`;
    let loading = asked.get(key);
    if (!loading) {
      if (asked.size >= ASKED_KEPT) asked.clear();
      loading = Promise.all(
        unique.map((family) => document.fonts.load(`40px "${family}"`, text)),
      ).then(() => undefined);
      asked.set(key, loading);
      loading.catch(() => asked.delete(key));
    }
    return loading;
  },
};

/** Fonts registered up front (Node: `setupNodeKonva`), so there is nothing to wait for. */
export const preloadedFontLoader: FontLoader = {
  load: () => Promise.resolve(),
};
