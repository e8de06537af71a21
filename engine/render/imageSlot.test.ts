import { describe, expect, it } from 'vitest';
import { cropRect } from '../model/geometry/crop';
import { imagePx, mm } from '../model/units';
import type { ImageSlot, PlacedImage } from '../model/types';
import { cropPlacement, imageSlotScene } from './imageSlot';
import type { Drawable, ImageSides, SceneImage } from './scene';

const slot: ImageSlot = {
  id: 'photo',
  type: 'IMAGE',
  frame: { x: mm(10), y: mm(20), width: mm(40), height: mm(50) },
  rotation: 0,
  allowedPictureTypes: ['IP'],
  userSupplied: true,
  disableEdit: false,
  disableZoom: false,
  disableBackground: false,
};
const placed: PlacedImage = {
  uuid: 'p',
  width: imagePx(800),
  height: imagePx(600),
  pictureType: 'IP',
  rotation: 90,
  cropRect: cropRect(100, 200, 400, 500),
  overrideEffect: 'original',
  background: null,
  greenscreen: false,
};
const image = {} as Drawable;
const options = { fullId: 'a/photo', placeholder: false };

describe('image slot', () => {
  it('scales the crop to cover the frame', () => {
    expect(cropPlacement(placed.cropRect, 40, 50)).toEqual({ scale: 0.1, dx: 0, dy: 0 });
  });

  it('turns an unrotated picture about its origin so the crop lands on the frame', () => {
    const group = imageSlotScene(
      slot,
      placed,
      { image, rotated: false },
      { fullId: 'a/photo', placeholder: false },
    );
    const node = group.children[0] as SceneImage;
    // Rotated 90°: the source's top-left goes to x = height; then the crop moves it by -crop.
    expect(node.rotation).toBe(90);
    expect(node.x).toBeCloseTo(600 * 0.1 - 100 * 0.1);
    expect(node.y).toBeCloseTo(-200 * 0.1);
    expect([node.width, node.height]).toEqual([80, 60]);
    expect(group.clip).toEqual({ width: 40, height: 50, cornerRadius: 0 });
  });

  it('draws a pre-rotated derivative without a rotation', () => {
    const group = imageSlotScene(
      slot,
      placed,
      { image, rotated: true },
      { fullId: 'a/photo', placeholder: false },
    );
    const node = group.children[0] as SceneImage;
    expect(node.rotation).toBeUndefined();
    expect([node.width, node.height]).toEqual([60, 80]);
  });

  it('is clipped by its own edges only where it falls short of the frame', () => {
    // Zoomed out past the picture's sides: the turned picture (600 × 800 px at 0.04 mm/px) spans
    // 8–32 mm of the 40 mm frame and 0–32 mm of its 50 mm height, so it reaches the top only.
    const short = { ...placed, cropRect: cropRect(-200, 0, 1000, 1250) };
    const reaches = (shown: PlacedImage, rotated: boolean) =>
      (imageSlotScene(slot, shown, { image, rotated }, options).children[0] as SceneImage).reaches;
    const only = (...sides: (keyof ImageSides)[]): ImageSides => ({
      left: sides.includes('left'),
      top: sides.includes('top'),
      right: sides.includes('right'),
      bottom: sides.includes('bottom'),
    });
    expect(reaches(short, true)).toEqual(only('top'));
    // Drawn turned by 90° clockwise, the frame's top is the picture's own left side.
    expect(reaches(short, false)).toEqual(only('left'));
    expect(reaches(placed, false)).toEqual(only('left', 'top', 'right', 'bottom'));
  });

  it('shows a placeholder only when asked', () => {
    expect(
      imageSlotScene(slot, null, undefined, { fullId: 'a/photo', placeholder: true }).children,
    ).toHaveLength(1);
    expect(
      imageSlotScene(slot, null, undefined, { fullId: 'a/photo', placeholder: false }).children,
    ).toHaveLength(0);
  });
});
