// A part drawn off screen at any resolution: the visual tests (Chromium) and print renders (Node
// with setupNodeKonva) use this same path, so they match the editor.
import Konva from 'konva';
import type { DescribeContext, PartInput } from './describePart';
import { describePart, findPart } from './describePart';
import { PRINT_ART, SCREEN_ART } from './art';
import { toKonva } from './konvaTree';
import type { AssetSources, LoadedAssets } from './loadAssets';
import { loadPartAssets } from './loadAssets';
import { MAX_CANVAS_EDGE } from './limits';
import { scaleScene } from './scaleScene';

export { MAX_CANVAS_EDGE };

export interface HeadlessOptions extends Omit<DescribeContext, 'placeholders'> {
  /** Output pixels per millimetre (300 dpi print: 300 / 25.4). */
  pxPerMm: number;
  placeholders?: boolean;
  /** Past MAX_CANVAS_EDGE only when the caller knows its canvas can hold it (Node print). */
  allowLarge?: boolean;
  /** A colour under the part: a JPEG has no transparency (a thumbnail shows white there anyway). */
  background?: string;
}

export async function renderPartCanvas(
  input: PartInput,
  sources: AssetSources,
  options: HeadlessOptions,
): Promise<HTMLCanvasElement> {
  const size = canvasSize(input, options);
  // A print (allowLarge) draws its art at exactly the page's size; the screen steps it.
  const sizing = options.allowLarge ? PRINT_ART : SCREEN_ART;
  const assets = await loadPartAssets(input, sources, options.pxPerMm, sizing);
  return drawPartCanvas(input, assets, options, size);
}

/**
 * The part drawn from assets already loaded (loadPartAssets at the same pxPerMm), in one go:
 * a thumbnail loads beside the others and then draws in a single task.
 */
export function drawPartCanvas(
  input: PartInput,
  assets: LoadedAssets,
  options: HeadlessOptions,
  { w, h } = canvasSize(input, options),
): HTMLCanvasElement {
  if (assets.errors.length > 0) throw new Error(`Failed to load ${assets.errors.join(', ')}`);
  const scene = describePart(input, assets, {
    measurer: options.measurer,
    calendar: options.calendar,
    placeholders: options.placeholders ?? false,
    fontReady: options.fontReady,
  });
  const part = toKonva(scaleScene(scene, options.pxPerMm));
  // A canvas is whole pixels: the part fills it exactly, edge to edge (stretched by under half a
  // pixel on each axis), as a print file's pixels fill its page box. Otherwise the last row or
  // column would be partly outside the part and each layer's edge there would blend into it.
  const { width, height } = input.template.dimensions;
  part.scale({ x: w / (width * options.pxPerMm), y: h / (height * options.pxPerMm) });
  const node = options.background ? underlaid(part, w, h, options.background) : part;
  try {
    return node.toCanvas({ x: 0, y: 0, width: w, height: h, pixelRatio: 1 });
  } finally {
    node.destroy();
  }
}

/** The canvas's pixel size; a part that does not exist or a canvas too large is refused. */
function canvasSize(input: PartInput, options: HeadlessOptions): { w: number; h: number } {
  findPart(input.template, input.partId);
  const { width, height } = input.template.dimensions;
  const w = Math.round(width * options.pxPerMm);
  const h = Math.round(height * options.pxPerMm);
  if (!options.allowLarge && Math.max(w, h) > MAX_CANVAS_EDGE) {
    throw new Error(`Canvas ${w}x${h} exceeds ${MAX_CANVAS_EDGE}px`);
  }
  return { w, h };
}

/** The part over a rectangle of one colour, drawn in the same pass (no second canvas). */
function underlaid(
  part: Konva.Group | Konva.Shape,
  width: number,
  height: number,
  fill: string,
): Konva.Group {
  const group = new Konva.Group({ listening: false });
  group.add(new Konva.Rect({ x: 0, y: 0, width, height, fill, listening: false }));
  group.add(part);
  return group;
}
