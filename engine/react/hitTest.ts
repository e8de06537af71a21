// Which slot a point on the part falls in, and where in the slot's frame: taps select slots and
// pinch anchors are measured here, so Konva needs no hit canvas.
import type { Fraction } from '../model/geometry/crop';
import { fullId } from '../model/ids';
import type { PointMm } from '../model/layout';
import type { Rect, TemplatePart } from '../model/types';

/** A point in a rect's own axes (undoing its rotation about its centre), as fractions. */
export function pointInRect(point: PointMm, rect: Rect, rotation: number): Fraction {
  const cx = rect.x + rect.width / 2;
  const cy = rect.y + rect.height / 2;
  const rad = (-rotation * Math.PI) / 180;
  const dx = point.x - cx;
  const dy = point.y - cy;
  const lx = dx * Math.cos(rad) - dy * Math.sin(rad);
  const ly = dx * Math.sin(rad) + dy * Math.cos(rad);
  return { x: lx / rect.width + 0.5, y: ly / rect.height + 0.5 };
}

const inside = (f: Fraction) => f.x >= 0 && f.x <= 1 && f.y >= 0 && f.y <= 1;

/** The topmost editable slot under the point (drawing order: later slots are on top). */
export function slotAt(part: TemplatePart, point: PointMm): string | null {
  for (let i = part.resources.length - 1; i >= 0; i -= 1) {
    const slot = part.resources[i];
    if (!slot || slot.disableEdit) continue;
    const hit =
      slot.type === 'IMAGE'
        ? pointInRect(point, slot.frame, slot.rotation)
        : pointInRect(point, slot.box, 0);
    if (inside(hit)) return fullId(part.id, slot.id);
  }
  return null;
}
