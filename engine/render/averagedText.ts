// A line of canvas text drawn as the average of four pens a sixteenth of a pixel apart.
//
// A canvas puts each glyph on a quarter-pixel grid and shades its edges with its own contrast
// (Chromium's are darker than the outline covers); on letters about a pixel thick that moves
// whole rows of edge pixels. Drawn four times, each time moved by a different sixteenth of a
// pixel across and down (one step of that grid spread evenly over the four), and averaged, the
// edges take the share of each pixel the glyph covers, as the print's 300 dpi outline does
// (glyphOutlines.ts). Measured with the print-fidelity test's 54 cases: the keyring's hairline
// Tourney name differed from the print in 0.187 % of pixels drawn once, 0.051 % averaged.
//
// The four are added up ('lighter', a quarter each) on a scratch canvas in device pixels, then
// drawn onto the part in one go, so the part's clip, opacity and blending apply once.
import Konva from 'konva';
import type { Context } from 'konva/lib/Context';

/** The pens' offsets in device pixels: across and down each takes -3/32, -1/32, 1/32, 3/32. */
const PENS: readonly (readonly [number, number])[] = [
  [-3 / 32, -1 / 32],
  [-1 / 32, 3 / 32],
  [1 / 32, -3 / 32],
  [3 / 32, 1 / 32],
];
/** Device pixels around the ink's box: the pens' spread and the edges' anti-aliasing. */
const MARGIN = 2;
/**
 * The scratch is kept for the next line, so it is never let grow past this (16 MB; the editor's
 * longest line on a phone is about 1200 × 200): a larger line is drawn by the canvas once.
 */
const MAX_SCRATCH_PIXELS = 4_000_000;

let scratch: HTMLCanvasElement | undefined;

/**
 * Fills `text` at (x, baseline) with the context's font, fill and transform, as the average of
 * the four pens. The context's textBaseline must be 'alphabetic' and textAlign 'left'.
 */
export function fillTextAveraged(context: Context, text: string, x: number, baseline: number) {
  const native = context._context;
  const ink = native.measureText(text);
  const matrix = native.getTransform();
  const box = deviceBox(
    matrix,
    [x - ink.actualBoundingBoxLeft, baseline - ink.actualBoundingBoxAscent],
    [x + ink.actualBoundingBoxRight, baseline + ink.actualBoundingBoxDescent],
  );
  if (box.width * box.height > MAX_SCRATCH_PIXELS) {
    native.fillText(text, x, baseline);
    return;
  }
  const canvas = scratchFor(box);
  const pens = canvas.getContext('2d');
  if (!pens) {
    native.fillText(text, x, baseline);
    return;
  }
  pens.setTransform(1, 0, 0, 1, 0, 0);
  pens.clearRect(0, 0, box.width, box.height);
  pens.globalCompositeOperation = 'lighter';
  pens.globalAlpha = 1 / PENS.length;
  pens.font = native.font;
  pens.textBaseline = 'alphabetic';
  pens.textAlign = 'left';
  pens.fillStyle = native.fillStyle;
  for (const [dx, dy] of PENS) {
    const { a, b, c, d, e, f } = matrix;
    pens.setTransform(a, b, c, d, e - box.left + dx, f - box.top + dy);
    pens.fillText(text, x, baseline);
  }
  native.save();
  native.setTransform(1, 0, 0, 1, 0, 0);
  native.drawImage(canvas, 0, 0, box.width, box.height, box.left, box.top, box.width, box.height);
  native.restore();
}

/** The scratch canvas, grown to hold `box` (or cut back to it when growing would pass the cap). */
function scratchFor(box: DeviceBox): HTMLCanvasElement {
  scratch ??= Konva.Util.createCanvasElement();
  const width = Math.max(scratch.width, box.width);
  const height = Math.max(scratch.height, box.height);
  const [w, h] = width * height > MAX_SCRATCH_PIXELS ? [box.width, box.height] : [width, height];
  if (scratch.width !== w) scratch.width = w;
  if (scratch.height !== h) scratch.height = h;
  return scratch;
}

interface DeviceBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

type Point = readonly [number, number];

/** The whole device pixels (and MARGIN) around a user-space rectangle under `matrix`. */
function deviceBox(matrix: DOMMatrix, [x0, y0]: Point, [x1, y1]: Point): DeviceBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const u of [x0, x1]) {
    for (const v of [y0, y1]) {
      xs.push(matrix.a * u + matrix.c * v + matrix.e);
      ys.push(matrix.b * u + matrix.d * v + matrix.f);
    }
  }
  const left = Math.floor(Math.min(...xs)) - MARGIN;
  const top = Math.floor(Math.min(...ys)) - MARGIN;
  return {
    left,
    top,
    width: Math.ceil(Math.max(...xs)) + MARGIN - left,
    height: Math.ceil(Math.max(...ys)) + MARGIN - top,
  };
}
