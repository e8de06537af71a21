// Where a part sits in its container (spec §9): margins of 30 × 10 px around the part, or 60 × 30
// when the part is a small text zoom area.
import type { EditorMargins, SizeMm, SizePx, StageFit } from '../model/types';
import { stagePx } from '../model/units';

export const EDITOR_MARGINS: EditorMargins = { x: stagePx(30), y: stagePx(10) };
export const SMALL_ZOOM_MARGINS: EditorMargins = { x: stagePx(60), y: stagePx(30) };

/**
 * Spec §9: a text zoom area is small when narrower than 100 (mm) or at most 10 % of the
 * template's width.
 */
export function isSmallZoomArea(areaWidth: number, templateWidth: number): boolean {
  return areaWidth < 100 || areaWidth <= templateWidth * 0.1;
}

/** The largest scale (stage px per mm) that fits the part inside the margins, centred. */
export function fitPart(part: SizeMm, container: SizePx, margins: EditorMargins): StageFit {
  const room = {
    width: Math.max(1, container.width - 2 * margins.x),
    height: Math.max(1, container.height - 2 * margins.y),
  };
  const scale = Math.min(room.width / part.width, room.height / part.height);
  return {
    scale,
    offsetX: stagePx((container.width - part.width * scale) / 2),
    offsetY: stagePx((container.height - part.height * scale) / 2),
  };
}
