import type { FontFamily, StringSlot, TextMeasurer } from '../types';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from './limits';
import { wrapText } from './wrap';

/** The box a text must fit in: width and height in mm, and the most lines it may hold. */
export interface TextBox {
  width: number;
  height: number;
  maxLines: number;
}

/** Text wrapped at a size, and whether it fits its box there. */
export interface TextLayout {
  size: number;
  lines: string[];
  fits: boolean;
}

/** Clamps a font size to the slider's range 12–110 (docs/rules/personalisation.md §9). */
export const clampFontSize = (size: number): number =>
  Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, size));

/**
 * Wraps the text at one size and checks it against the box: no more lines than `maxLines`, the
 * lines' height within the box's, and no line wider than the box (a single glyph can be).
 */
export function layoutText(
  text: string,
  family: FontFamily,
  size: number,
  box: TextBox,
  measurer: TextMeasurer,
): TextLayout {
  const lines = wrapText(text, box.width, family, size, measurer);
  const height = lines.length * measurer.lineHeight(family, size);
  const fits =
    lines.length <= box.maxLines &&
    height <= box.height + 1e-9 &&
    lines.every((line) => measurer.width(line, family, size) <= box.width + 1e-9);
  return { size, lines, fits };
}

/**
 * Fits text to a box (docs/rules/personalisation.md §4): from `startSize` (clamped to 12–110) the
 * size steps down one point at a time until the text fits, stopping at 12. The result at 12 may
 * still not fit.
 */
export function fitText(
  text: string,
  family: FontFamily,
  startSize: number,
  box: TextBox,
  measurer: TextMeasurer,
): TextLayout {
  for (let size = clampFontSize(startSize); size > MIN_FONT_SIZE; size -= 1) {
    const layout = layoutText(text, family, size, box, measurer);
    if (layout.fits) return layout;
  }
  return layoutText(text, family, MIN_FONT_SIZE, box, measurer);
}

/** The box of a text slot: its size in mm and its font's line limit. */
export const slotTextBox = (slot: StringSlot): TextBox => ({
  width: slot.box.width,
  height: slot.box.height,
  maxLines: slot.font.lines,
});
