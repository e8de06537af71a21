// Text as glyph outlines: one JavaScript font parser (fontkit) lays a line out and gives its
// glyphs' outlines as a path, which the canvas fills like any other shape. The print draws its
// text this way: the Node canvas's own text hints glyphs to its pixel grid (an N's centre moved by
// up to 0.8 print pixel with the pen's subpixel phase) and shades their edges lighter than the
// outline covers, while a filled outline is the font's exact shape at 300 dpi: what the lab
// prints, and what the editor's averaged canvas text (averagedText.ts) comes within a few
// hundredths of a millimetre of.
//
// The parser is not imported here: Node registers the fonts in setupNodeKonva. The browser
// registers none (the parser would cost a parent a download before the first text), so there
// lineOutline answers null and the canvas draws the text; so does Node for a line with a
// character its font file lacks.
import type { Font } from '@pdf-lib/fontkit';

/** A line's outline in font units (y up from the baseline) and its advance. */
export interface LineOutline {
  path: Path2D;
  advance: number;
  unitsPerEm: number;
}

/** Each family's parsed font, or how to open it the first time a line needs it. */
const fonts = new Map<string, Font | (() => Font)>();
const lines = new Map<string, LineOutline | null>();
/** Lines kept: a page of a calendar or card holds a few dozen, a print job a few hundred. */
const LINES_KEPT = 2000;

/**
 * Makes a family's outlines available to drawTextLines (its normal 400 weight). The font is
 * opened when a line first needs it: a card uses one or two of the fifteen families.
 */
export function registerOutlineFont(family: string, open: () => Font): void {
  fonts.set(family, open);
  for (const key of lines.keys()) if (key.startsWith(`${family}\n`)) lines.delete(key);
}

export function hasOutlineFont(family: string): boolean {
  return fonts.has(family);
}

/**
 * The outline of one line of text in a family, laid out by the font's own rules (kerning,
 * ligatures, contextual forms), or null when the family has no outlines or the font file lacks
 * one of the line's characters. Cached per family and text; the size is a scale when drawn.
 */
export function lineOutline(family: string, text: string): LineOutline | null {
  let font = fonts.get(family);
  if (!font) return null;
  if (typeof font === 'function') {
    font = font();
    fonts.set(family, font);
  }
  const key = `${family}\n${text}`;
  const cached = lines.get(key);
  if (cached !== undefined) return cached;
  const outline = layOut(font, text);
  if (lines.size >= LINES_KEPT) lines.clear();
  lines.set(key, outline);
  return outline;
}

function layOut(font: Font, text: string): LineOutline | null {
  const run = font.layout(text);
  if (run.glyphs.some((glyph) => glyph.id === 0)) return null;
  let data = '';
  let x = 0;
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    if (!position) return;
    data += pathData(commandsOf(glyph.path), x + position.xOffset, position.yOffset);
    x += position.xAdvance;
  });
  return { path: new Path2D(data), advance: x, unitsPerEm: font.unitsPerEm };
}

interface PathCommand {
  command: string;
  args: readonly number[];
}

/** A fontkit path's commands (held by every path, left out of its published types). */
function commandsOf(path: object): readonly PathCommand[] {
  return (path as { commands?: readonly PathCommand[] }).commands ?? [];
}

const LETTER: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/** SVG path data of a glyph's commands moved by (dx, dy), y flipped to point down. */
function pathData(commands: readonly PathCommand[], dx: number, dy: number): string {
  let data = '';
  for (const { command, args } of commands) {
    data += LETTER[command] ?? '';
    for (let i = 0; i + 1 < args.length; i += 2) {
      data += `${(args[i] ?? 0) + dx} ${-((args[i + 1] ?? 0) + dy)} `;
    }
  }
  return data;
}
