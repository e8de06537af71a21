import type { FontFamily, TextMeasurer } from '../types';

/**
 * Wraps text into lines no wider than `maxWidth` (mm): line breaks are kept, words go on a line
 * while they fit, and a word wider than the box on its own is broken between characters.
 * Spaces at the edges of a line are dropped, so an empty paragraph gives one empty line.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  family: FontFamily,
  sizePt: number,
  measurer: TextMeasurer,
): string[] {
  const fits = (s: string) => measurer.width(s, family, sizePt) <= maxWidth;
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      for (const char of word) {
        if (line !== '' && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
    return lines;
  });
}
