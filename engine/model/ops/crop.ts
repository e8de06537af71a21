import {
  CENTRE,
  clampCrop,
  type CropSpace,
  type Fraction,
  panCropRect,
  rotatedSize,
  zoomCropRect,
} from '../geometry/crop';
import type {
  CropRect,
  EditResult,
  ImageSlot,
  PlacedImage,
  Template,
  TemplateInstance,
} from '../types';
import type { ImagePx } from '../units';
import { edit, refuse } from './edit';
import { draftImage, placedTarget } from './targets';

export const ZOOM_OFF = 'Zoom and crop are turned off for this image field';
export const BAD_ZOOM = 'Zoom needs a positive factor';

/**
 * Shop options that affect cropping: the image toolbox can be switched off
 * (docs/rules/personalisation.md §5).
 */
export interface CropOptions {
  imageToolbox?: boolean;
}

/** The crop space of a placed picture in its slot. */
export function cropSpace(image: PlacedImage, slot: ImageSlot): CropSpace {
  return {
    ...rotatedSize(image.width, image.height, image.rotation),
    aspect: slot.frame.width / slot.frame.height,
  };
}

/** Sets a crop computed from the current one, after the checks every crop edit shares. */
function editCrop(
  template: Template,
  instance: TemplateInstance,
  id: string,
  options: CropOptions,
  next: (crop: CropRect, space: CropSpace) => CropRect,
): EditResult {
  const target = placedTarget(template, instance, id);
  if (!target.ok) return target;
  if (target.slot.disableZoom || options.imageToolbox === false) return refuse(ZOOM_OFF);
  const cropRect = next(target.image.cropRect, cropSpace(target.image, target.slot));
  return edit(instance, (d) => {
    draftImage(d, id).cropRect = cropRect;
  });
}

/** Moves the crop by (dx, dy) picture pixels; the frame stays covered. */
export function panCrop(
  template: Template,
  instance: TemplateInstance,
  id: string,
  dx: ImagePx,
  dy: ImagePx,
  options: CropOptions = {},
): EditResult {
  return editCrop(template, instance, id, options, (crop, space) =>
    panCropRect(crop, dx, dy, space),
  );
}

/**
 * Zooms the crop by `factor` (> 1 in) about `anchor` (a point of the frame as fractions of its
 * size, default the centre), between the cover crop and MAX_ZOOM; the frame stays covered.
 */
export function zoomCrop(
  template: Template,
  instance: TemplateInstance,
  id: string,
  factor: number,
  anchor: Fraction = CENTRE,
  options: CropOptions = {},
): EditResult {
  if (!(factor > 0 && Number.isFinite(factor))) return refuse(BAD_ZOOM);
  return editCrop(template, instance, id, options, (crop, space) =>
    zoomCropRect(crop, factor, anchor, space),
  );
}

/** Sets a crop outright (e.g. from a gesture's start crop), clamped to cover the frame. */
export function setCrop(
  template: Template,
  instance: TemplateInstance,
  id: string,
  crop: CropRect,
  options: CropOptions = {},
): EditResult {
  return editCrop(template, instance, id, options, (_crop, space) => clampCrop(crop, space));
}
