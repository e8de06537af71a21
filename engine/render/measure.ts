// The model's TextMeasurer on a 2D canvas: widths in millimetres for a size in points.
import Konva from 'konva';
import { ptToMm } from '../model/units';
import type { FontFamily, TextMeasurer } from '../model/types';

/** Line height as a multiple of the font size, shared by measuring and drawing. */
export const LINE_HEIGHT = 1.2;
// Measured at a large size and scaled, so hinting at tiny sizes does not skew widths.
const REFERENCE_PX = 100;

/**
 * `fontReady` says whether a family's font has loaded: widths measured with a fallback font are
 * not remembered, so a text measured before its font arrived is measured again after.
 */
export function canvasTextMeasurer(
  fontReady: (family: FontFamily) => boolean = () => true,
): TextMeasurer {
  const context = Konva.Util.createCanvasElement().getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  const widths = new Map<string, number>();
  return {
    width(text: string, family: FontFamily, sizePt: number): number {
      const key = `${family}|${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        context.font = `${REFERENCE_PX}px "${family}"`;
        width = context.measureText(text).width;
        if (widths.size > 5000) widths.clear();
        if (fontReady(family)) widths.set(key, width);
      }
      return (width * ptToMm(sizePt)) / REFERENCE_PX;
    },
    lineHeight(_family: FontFamily, sizePt: number): number {
      return ptToMm(sizePt) * LINE_HEIGHT;
    },
  };
}
