// A part drawn off screen at any resolution: the visual tests (Chromium) and print renders (Node
// with setupNodeKonva) use this same path, so they match the editor.
import type { DescribeContext, PartInput } from './describePart';
import { describePart, findPart } from './describePart';
import { toKonva } from './konvaTree';
import type { AssetSources } from './loadAssets';
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
}

export async function renderPartCanvas(
  input: PartInput,
  sources: AssetSources,
  options: HeadlessOptions,
): Promise<HTMLCanvasElement> {
  findPart(input.template, input.partId);
  const { width, height } = input.template.dimensions;
  const w = Math.round(width * options.pxPerMm);
  const h = Math.round(height * options.pxPerMm);
  if (!options.allowLarge && Math.max(w, h) > MAX_CANVAS_EDGE) {
    throw new Error(`Canvas ${w}x${h} exceeds ${MAX_CANVAS_EDGE}px`);
  }
  const maxArtEdge = options.allowLarge ? Number.POSITIVE_INFINITY : MAX_CANVAS_EDGE;
  const assets = await loadPartAssets(input, sources, options.pxPerMm, maxArtEdge);
  if (assets.errors.length > 0) throw new Error(`Failed to load ${assets.errors.join(', ')}`);
  const scene = describePart(input, assets, {
    measurer: options.measurer,
    calendar: options.calendar,
    placeholders: options.placeholders ?? false,
    fontReady: options.fontReady,
  });
  const node = toKonva(scaleScene(scene, options.pxPerMm));
  try {
    return node.toCanvas({ x: 0, y: 0, width: w, height: h, pixelRatio: 1 });
  } finally {
    node.destroy();
  }
}
