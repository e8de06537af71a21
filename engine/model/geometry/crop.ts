import type { CropRect } from '../types';
import {
  type Degrees,
  type ImagePx,
  imagePx,
  type Mm,
  type QuarterTurn,
  type StagePx,
} from '../units';

/**
 * Crop geometry in pixels of the picture as rotated. A crop always has its frame's aspect ratio
 * (width / height), lies inside the rotated picture, and is never wider than the cover crop
 * (the largest crop that fits) nor narrower than the cover crop / `MAX_ZOOM`.
 */
export const MAX_ZOOM = 10;

/** A point as fractions (0–1) of a rectangle's width and height. */
export interface Fraction {
  x: number;
  y: number;
}

export const CENTRE: Fraction = { x: 0.5, y: 0.5 };

/** A crop rectangle from numbers computed in pixels of the rotated picture. */
export const cropRect = (x: number, y: number, width: number, height: number): CropRect => ({
  x: imagePx(x),
  y: imagePx(y),
  width: imagePx(width),
  height: imagePx(height),
});

/** The picture's size after rotating it clockwise by `rotation`. */
export function rotatedSize(
  width: ImagePx,
  height: ImagePx,
  rotation: QuarterTurn,
): { width: ImagePx; height: ImagePx } {
  return rotation % 180 === 0 ? { width, height } : { width: height, height: width };
}

/** The picture a crop lives in: rotated size and the frame's aspect ratio (width / height). */
export interface CropSpace {
  width: ImagePx;
  height: ImagePx;
  aspect: number;
}

/** The largest crop of the frame's aspect that fits in the picture. */
function coverSize(space: CropSpace): { width: ImagePx; height: ImagePx } {
  return space.width / space.height > space.aspect
    ? { width: imagePx(space.height * space.aspect), height: space.height }
    : { width: space.width, height: imagePx(space.width / space.aspect) };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Cover-fit: the largest crop of the frame's aspect, centred on `focus` (default the centre). */
export function coverCrop(space: CropSpace, focus: Fraction = CENTRE): CropRect {
  const { width, height } = coverSize(space);
  return clampCrop(
    cropRect(focus.x * space.width - width / 2, focus.y * space.height - height / 2, width, height),
    space,
  );
}

/**
 * Brings any crop back to a valid one: its width within [cover / MAX_ZOOM, cover], its height
 * from the aspect ratio, keeping its centre, then its position moved inside the picture.
 */
export function clampCrop(crop: CropRect, space: CropSpace): CropRect {
  const cover = coverSize(space);
  const width = clamp(crop.width, cover.width / MAX_ZOOM, cover.width);
  const height = width === cover.width ? cover.height : width / space.aspect;
  const cx = crop.x + crop.width / 2;
  const cy = crop.y + crop.height / 2;
  return cropRect(
    clamp(cx - width / 2, 0, space.width - width),
    clamp(cy - height / 2, 0, space.height - height),
    width,
    height,
  );
}

/** The crop moved by (dx, dy) picture pixels, kept inside the picture. */
export function panCropRect(crop: CropRect, dx: ImagePx, dy: ImagePx, space: CropSpace): CropRect {
  return clampCrop(cropRect(crop.x + dx, crop.y + dy, crop.width, crop.height), space);
}

/**
 * The crop zoomed by `factor` (> 1 zooms in, < 1 out) about `anchor`, a point of the frame as
 * fractions of its size (the pinch centre), which stays over the same picture pixel when it can.
 */
export function zoomCropRect(
  crop: CropRect,
  factor: number,
  anchor: Fraction,
  space: CropSpace,
): CropRect {
  const cover = coverSize(space);
  const width = clamp(crop.width / factor, cover.width / MAX_ZOOM, cover.width);
  const height = width === cover.width ? cover.height : width / space.aspect;
  const px = crop.x + anchor.x * crop.width;
  const py = crop.y + anchor.y * crop.height;
  return clampCrop(cropRect(px - anchor.x * width, py - anchor.y * height, width, height), space);
}

/** How far in (≥ 1) a crop is zoomed compared with the cover crop. */
export function zoomOf(crop: CropRect, space: CropSpace): number {
  return coverSize(space).width / crop.width;
}

/**
 * Converts a finger's drag on the stage into the crop's move in picture pixels: dragging the
 * picture right moves the crop left. `stageScale` is StagePx per Mm, `frameWidth` the slot's
 * frame width, `frameRotation` its rotation in degrees (the drag is turned into frame axes).
 * The one place a stage-pixel distance becomes an image-pixel one.
 */
export function stageDragToCropDelta(
  dxStage: StagePx,
  dyStage: StagePx,
  stageScale: number,
  frameWidth: Mm,
  frameRotation: Degrees,
  crop: CropRect,
): { dx: ImagePx; dy: ImagePx } {
  const picturePxPerStagePx = crop.width / (frameWidth * stageScale);
  const rad = (-frameRotation * Math.PI) / 180;
  const fx = dxStage * Math.cos(rad) - dyStage * Math.sin(rad);
  const fy = dxStage * Math.sin(rad) + dyStage * Math.cos(rad);
  // `+ 0` turns -0 into 0 so a still finger gives a clean zero delta.
  return {
    dx: imagePx(-fx * picturePxPerStagePx + 0),
    dy: imagePx(-fy * picturePxPerStagePx + 0),
  };
}
