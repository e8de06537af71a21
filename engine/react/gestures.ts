// Gesture events the editor canvas sends to its host. The host applies the model's producers
// (panCrop, zoomCrop, select…); the canvas never changes the instance itself.
import type { Fraction } from '../model/geometry/crop';
import { stageDragToCropDelta } from '../model/geometry/crop';
import { findImageSlot } from '../model/ids';
import { type PointMm, stageToMm } from '../model/layout';
import { panCrop, zoomCrop } from '../model/ops/crop';
import type { StageFit, Template, TemplateInstance } from '../model/types';
import { degrees, type ImagePx, type StagePx } from '../model/units';
import { pointInRect } from './hitTest';

// Fingers move in stage pixels (StagePx); crops are in pixels of the picture (ImagePx). The two
// meet only in stageDragToCropDelta and stageToMm, so a gesture cannot hand a stage distance to
// the crop by mistake: the compiler refuses it.
// `stroke` numbers the drag or pinch a step belongs to (the steps of one are one undo step).
export type CropGesture = (
  | /** Move the crop by (dx, dy) pixels of the rotated picture. */
    { type: 'pan'; fullId: string; dx: ImagePx; dy: ImagePx }
    /** Zoom the crop by `factor` (> 1 in) about `anchor`, a point of the frame as fractions. */
  | { type: 'zoom'; fullId: string; factor: number; anchor: Fraction }
) & { stroke?: number };

/** A point of the container (CSS px from its top-left) in millimetres of the part. */
export const toPartMm = (fit: StageFit, x: StagePx, y: StagePx): PointMm => stageToMm(fit, x, y);

/** The selected slot when it holds a picture the parent may pan and zoom. */
export function croppable(template: Template, instance: TemplateInstance, id: string | null) {
  if (!id) return null;
  const ref = findImageSlot(template, id);
  const value = instance.resources[id];
  if (!ref || ref.slot.disableZoom || ref.slot.disableEdit) return null;
  if (value?.type !== 'IMAGE' || !value.image) return null;
  return { slot: ref.slot, image: value.image };
}

export function panGesture(
  template: Template,
  instance: TemplateInstance,
  id: string | null,
  fit: StageFit,
  dxStage: StagePx,
  dyStage: StagePx,
): CropGesture | null {
  const target = croppable(template, instance, id);
  if (!target || !id) return null;
  const { dx, dy } = stageDragToCropDelta(
    dxStage,
    dyStage,
    fit.scale,
    target.slot.frame.width,
    degrees(target.slot.rotation),
    target.image.cropRect,
  );
  return dx === 0 && dy === 0 ? null : { type: 'pan', fullId: id, dx, dy };
}

export function zoomGesture(
  template: Template,
  instance: TemplateInstance,
  id: string | null,
  fit: StageFit,
  factor: number,
  originX: StagePx,
  originY: StagePx,
): CropGesture | null {
  const target = croppable(template, instance, id);
  if (!target || !id || !(factor > 0) || factor === 1) return null;
  const local = pointInRect(
    toPartMm(fit, originX, originY),
    target.slot.frame,
    target.slot.rotation,
  );
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { type: 'zoom', fullId: id, factor, anchor: { x: clamp(local.x), y: clamp(local.y) } };
}

/** The instance after one gesture, by the producers a host applies (unchanged if refused). */
export function applyCropGesture(
  template: Template,
  instance: TemplateInstance,
  gesture: CropGesture,
): TemplateInstance {
  const result =
    gesture.type === 'pan'
      ? panCrop(template, instance, gesture.fullId, gesture.dx, gesture.dy)
      : zoomCrop(template, instance, gesture.fullId, gesture.factor, gesture.anchor);
  return result.ok ? result.instance : instance;
}
