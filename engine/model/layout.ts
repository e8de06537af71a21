import type { EditorMargins, Rect, SizeMm, SizePx, StageFit, Template } from './types';
import { type Mm, mm, type StagePx, stagePx } from './units';

/** A point of a part in millimetres. */
export interface PointMm {
  x: Mm;
  y: Mm;
}

/** A point of the stage (CSS pixels from the editor canvas's top-left corner). */
export interface PointStage {
  x: StagePx;
  y: StagePx;
}

/**
 * The editor's margin around a part (docs/rules/personalisation.md §9), stage pixels on each side.
 */
export const EDITOR_MARGINS: EditorMargins = { x: stagePx(30), y: stagePx(10) };
/** The wider margin while zoomed on a small text area, so the text does not touch the edges. */
export const SMALL_TEXT_MARGINS: EditorMargins = { x: stagePx(60), y: stagePx(30) };

/**
 * Whether a text zoom area is small (docs/rules/personalisation.md §9): narrower than 100 template
 * units (mm), or at most 10 % of the template's width.
 */
export function isSmallTextArea(area: { width: number }, template: Template): boolean {
  return area.width < 100 || area.width <= 0.1 * template.dimensions.width;
}

/** The margins to keep: 30 × 10, or 60 × 30 while zoomed on a small text area. */
export function editorMargins(template: Template, textZoomArea?: { width: number }): EditorMargins {
  return textZoomArea && isSmallTextArea(textZoomArea, template)
    ? SMALL_TEXT_MARGINS
    : EDITOR_MARGINS;
}

/**
 * The scale (StagePx per Mm) and offset that show a rectangle of the part as large as fits in
 * the container inside the margins, centred. A container smaller than its margins still gets a
 * positive scale (one pixel of room), so nothing divides by zero.
 */
export function fitRectToContainer(
  rect: Rect,
  container: SizePx,
  margins: EditorMargins,
): StageFit {
  const roomX = Math.max(1, container.width - 2 * margins.x);
  const roomY = Math.max(1, container.height - 2 * margins.y);
  const scale = Math.min(roomX / rect.width, roomY / rect.height);
  return {
    scale,
    offsetX: stagePx((container.width - rect.width * scale) / 2 - rect.x * scale),
    offsetY: stagePx((container.height - rect.height * scale) / 2 - rect.y * scale),
  };
}

/** The fit of a whole part (used by <PartCanvas>). */
export function fitPartToContainer(
  partMm: SizeMm,
  containerPx: SizePx,
  margins: EditorMargins,
): StageFit {
  return fitRectToContainer({ x: mm(0), y: mm(0), ...partMm }, containerPx, margins);
}

/** A point of the part in stage pixels under a fit (with stageToMm, the only Mm ↔ StagePx step). */
export const mmToStage = (fit: StageFit, x: Mm, y: Mm): PointStage => ({
  x: stagePx(fit.offsetX + x * fit.scale),
  y: stagePx(fit.offsetY + y * fit.scale),
});

/** A stage point (a tap, a pinch centre) in part millimetres under a fit. */
export const stageToMm = (fit: StageFit, x: StagePx, y: StagePx): PointMm => ({
  x: mm((x - fit.offsetX) / fit.scale),
  y: mm((y - fit.offsetY) / fit.scale),
});
