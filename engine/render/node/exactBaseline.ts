// The Node canvas's text baseline, put where the canvas spec (and Chromium) puts it.
//
// @napi-rs/canvas lays out each fillText/strokeText as a one-line Skia paragraph, and the
// paragraph draws its line with the font's ascent rounded to a whole unit of the user space: an
// alphabetic baseline lands at y + (round(a) − a), `a` being the font's ascent at the size
// drawn, so up to half a unit low or high depending on the size (Roboto at 20 px: 0.45 low; at
// 21 px: 0.48 high). Chromium puts it at y. Measured with one word drawn at 18–24 px and the ink's
// centre compared at 4× (Roboto and Tourney): 0.2–0.48 px apart before, within 0.06 px after.
// At 300 dpi that is up to half a print pixel, a third of a pixel in the editor's render, which
// is what the print-fidelity test sees along every text's top and bottom edges.

/** The part of a 2D context the correction reads and wraps. */
interface TextContext {
  font: string;
  textBaseline: string;
  measureText(text: string): { fontBoundingBoxAscent: number };
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  strokeText(text: string, x: number, y: number, maxWidth?: number): void;
}

/** Ascents by CSS font string; a drawing uses a handful of fonts and sizes. */
const ascents = new Map<string, number>();
const ASCENTS_KEPT = 512;

/** How far the Node canvas would put an alphabetic baseline below y with the context's font. */
function roundingOf(context: TextContext): number {
  let ascent = ascents.get(context.font);
  if (ascent === undefined) {
    if (ascents.size >= ASCENTS_KEPT) ascents.clear();
    ascent = context.measureText('M').fontBoundingBoxAscent;
    ascents.set(context.font, ascent);
  }
  return Math.round(ascent) - ascent;
}

/**
 * Wraps fillText and strokeText of the Node canvas's 2D context (its prototype, so every
 * canvas) so an alphabetic baseline is drawn at y. Other baselines are left as the library
 * draws them: the engine draws all its text on the alphabetic baseline (konvaTree.ts).
 */
export function keepBaselinesExact(prototype: TextContext): void {
  for (const method of ['fillText', 'strokeText'] as const) {
    const draw = prototype[method];
    prototype[method] = function (this: TextContext, text, x, y, maxWidth) {
      const exactY = this.textBaseline === 'alphabetic' ? y - roundingOf(this) : y;
      // The library refuses an explicit undefined width, so it is passed only when given.
      if (maxWidth === undefined) draw.call(this, text, x, exactY);
      else draw.call(this, text, x, exactY, maxWidth);
    };
  }
}
