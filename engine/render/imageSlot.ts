// An image slot: its frame as a clipping group (rotated about its centre, rounded corners), the
// picture inside placed so that its crop rectangle fills the frame.
import type { CropRect, ImageSlot, PlacedImage } from '../model/types';
import type { QuarterTurn } from '../model/units';
import type { PictureAsset } from './pictures';
import type { ImageSides, SceneGroup, SceneNode } from './scene';

/** Where the unrotated picture's origin lands after a clockwise quarter turn (in source px). */
function turnOrigin(rotation: QuarterTurn, w: number, h: number): { x: number; y: number } {
  switch (rotation) {
    case 0:
      return { x: 0, y: 0 };
    case 90:
      return { x: h, y: 0 };
    case 180:
      return { x: w, y: h };
    default:
      return { x: 0, y: w };
  }
}

/** Millimetres per picture pixel so the crop covers the frame, and the centring offset. */
export function cropPlacement(
  crop: CropRect,
  frameWidth: number,
  frameHeight: number,
): { scale: number; dx: number; dy: number } {
  const scale = Math.max(frameWidth / crop.width, frameHeight / crop.height);
  return {
    scale,
    dx: (frameWidth - crop.width * scale) / 2,
    dy: (frameHeight - crop.height * scale) / 2,
  };
}

/** The picture node inside the frame group, in the frame's own (unrotated) coordinates. */
function pictureNode(
  key: string,
  placed: PlacedImage,
  asset: PictureAsset,
  frameWidth: number,
  frameHeight: number,
): SceneNode {
  const { scale, dx, dy } = cropPlacement(placed.cropRect, frameWidth, frameHeight);
  const left = dx - placed.cropRect.x * scale;
  const top = dy - placed.cropRect.y * scale;
  const turned = placed.rotation === 90 || placed.rotation === 270;
  const w = turned ? placed.height : placed.width;
  const h = turned ? placed.width : placed.height;
  // The frame's sides the (turned) picture reaches or passes: cover placement always reaches two.
  const frame: ImageSides = {
    left: left <= REACH_MM,
    top: top <= REACH_MM,
    right: left + w * scale >= frameWidth - REACH_MM,
    bottom: top + h * scale >= frameHeight - REACH_MM,
  };
  if (asset.rotated) {
    return {
      kind: 'image',
      key,
      image: asset.image,
      x: left,
      y: top,
      width: w * scale,
      height: h * scale,
      reaches: frame,
    };
  }
  const origin = turnOrigin(placed.rotation, placed.width, placed.height);
  return {
    kind: 'image',
    key,
    image: asset.image,
    x: left + origin.x * scale,
    y: top + origin.y * scale,
    rotation: placed.rotation,
    width: placed.width * scale,
    height: placed.height * scale,
    reaches: ownSides(frame, placed.rotation),
  };
}

/** A placement's rounding: a picture within this of a frame's side reaches it (millimetres). */
const REACH_MM = 1e-6;

/** The frame's sides as the picture's own sides, once it is turned clockwise by `rotation`. */
function ownSides(frame: ImageSides, rotation: QuarterTurn): ImageSides {
  switch (rotation) {
    case 0:
      return frame;
    case 90:
      return { left: frame.top, top: frame.right, right: frame.bottom, bottom: frame.left };
    case 180:
      return { left: frame.right, top: frame.bottom, right: frame.left, bottom: frame.top };
    default:
      return { left: frame.bottom, top: frame.left, right: frame.top, bottom: frame.right };
  }
}

export interface ImageSlotOptions {
  fullId: string;
  /** Draw an empty slot as a soft placeholder (editor); print renders leave it empty. */
  placeholder: boolean;
  /** The slot's picture is still loading: a plain panel, so it does not read as empty. */
  pending?: boolean;
}

export function imageSlotScene(
  slot: ImageSlot,
  placed: PlacedImage | null,
  asset: PictureAsset | undefined,
  options: ImageSlotOptions,
): SceneGroup {
  const { width, height } = slot.frame;
  const children: SceneNode[] = [];
  if (placed && asset) {
    children.push(pictureNode(`${options.fullId}:picture`, placed, asset, width, height));
  } else if (options.pending) {
    children.push({
      kind: 'rect',
      key: `${options.fullId}:pending`,
      x: 0,
      y: 0,
      width,
      height,
      fill: PANEL,
    });
  } else if (options.placeholder) {
    children.push(placeholder(options.fullId, width, height));
  }
  return {
    kind: 'group',
    key: options.fullId,
    name: `slot:${options.fullId}`,
    x: slot.frame.x + width / 2,
    y: slot.frame.y + height / 2,
    offsetX: width / 2,
    offsetY: height / 2,
    rotation: slot.rotation,
    clip: { width, height, cornerRadius: slot.cornerRadius ?? 0 },
    children,
  };
}

const PANEL = '#e9edf1';

/** A light panel with a simple mountain-and-sun picture mark, sized to the frame. */
function placeholder(fullId: string, width: number, height: number): SceneGroup {
  const s = Math.min(width, height) * 0.28;
  const cx = width / 2;
  const cy = height / 2;
  return {
    kind: 'group',
    key: `${fullId}:placeholder`,
    x: 0,
    y: 0,
    children: [
      { kind: 'rect', key: 'panel', x: 0, y: 0, width, height, fill: PANEL },
      {
        kind: 'rect',
        key: 'mark',
        x: cx - s / 2,
        y: cy - s / 2,
        width: s,
        height: s * 0.8,
        stroke: '#aab4be',
        strokeWidth: s * 0.06,
        cornerRadius: s * 0.08,
      },
      {
        kind: 'rect',
        key: 'sun',
        x: cx + s * 0.1,
        y: cy - s * 0.3,
        width: s * 0.18,
        height: s * 0.18,
        fill: '#aab4be',
        cornerRadius: s * 0.09,
      },
    ],
  };
}
