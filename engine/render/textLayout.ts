// Text in a box: greedy word wrap with the measurer, and the fit rule (shrink from the default
// size until the lines fit the box, not below the minimum size).
import type { FontFamily, TextMeasurer } from '../model/types';

export const MIN_FIT_SIZE = 12;

export function wrapLines(
  text: string,
  maxWidth: number,
  family: FontFamily,
  sizePt: number,
  measurer: TextMeasurer,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && measurer.width(candidate, family, sizePt) > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/** Lines that fit `lines` rows and the box, at the largest size from `sizePt` down to 12. */
export function fitText(
  text: string,
  box: { width: number; height: number },
  maxLines: number,
  family: FontFamily,
  sizePt: number,
  measurer: TextMeasurer,
): FittedText {
  for (let size = sizePt; ; size -= 1) {
    const lines = wrapLines(text, box.width, family, size, measurer);
    const fits =
      lines.length <= maxLines &&
      lines.length * measurer.lineHeight(family, size) <= box.height + 1e-6 &&
      lines.every((l) => measurer.width(l, family, size) <= box.width + 1e-6);
    if (fits || size <= MIN_FIT_SIZE) return { lines, size };
  }
}
