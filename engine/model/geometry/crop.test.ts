import { describe, expect, it } from 'vitest';
import { degrees, imagePx as px, mm, stagePx } from '../units';
import {
  clampCrop,
  coverCrop,
  cropRect,
  type CropSpace,
  MAX_ZOOM,
  panCropRect,
  rotatedSize,
  stageDragToCropDelta,
  zoomCropRect,
  zoomOf,
} from './crop';

const space = (width: number, height: number, aspect: number): CropSpace => ({
  width: px(width),
  height: px(height),
  aspect,
});
const landscape = space(3000, 2000, 1); // square frame on a 3:2 picture
const portrait = space(2000, 3000, 2); // wide frame on a tall picture

describe('rotatedSize', () => {
  it('swaps width and height for quarter turns', () => {
    expect(rotatedSize(px(30), px(20), 0)).toEqual({ width: 30, height: 20 });
    expect(rotatedSize(px(30), px(20), 90)).toEqual({ width: 20, height: 30 });
    expect(rotatedSize(px(30), px(20), 180)).toEqual({ width: 30, height: 20 });
    expect(rotatedSize(px(30), px(20), 270)).toEqual({ width: 20, height: 30 });
  });
});

describe('coverCrop', () => {
  it('takes the full height of a wider picture, centred', () => {
    expect(coverCrop(landscape)).toEqual({ x: 500, y: 0, width: 2000, height: 2000 });
  });
  it('takes the full width of a taller picture, centred', () => {
    expect(coverCrop(portrait)).toEqual({ x: 0, y: 1000, width: 2000, height: 1000 });
  });
  it('centres on a focus point but stays inside the picture', () => {
    expect(coverCrop(portrait, { x: 0.5, y: 0.25 })).toEqual({
      x: 0,
      y: 250,
      width: 2000,
      height: 1000,
    });
    expect(coverCrop(portrait, { x: 0.5, y: 0 })).toEqual({
      x: 0,
      y: 0,
      width: 2000,
      height: 1000,
    });
  });
});

describe('clampCrop', () => {
  it('moves a crop back inside the picture', () => {
    expect(clampCrop(cropRect(-50, 10, 1000, 1000), landscape)).toEqual({
      x: 0,
      y: 10,
      width: 1000,
      height: 1000,
    });
    expect(clampCrop(cropRect(2500, 1500, 1000, 1000), landscape)).toEqual({
      x: 2000,
      y: 1000,
      width: 1000,
      height: 1000,
    });
  });
  it('shrinks a crop larger than the cover crop and restores the aspect', () => {
    expect(clampCrop(cropRect(0, 0, 5000, 100), landscape)).toEqual({
      x: 1000,
      y: 0,
      width: 2000,
      height: 2000,
    });
  });
  it('grows a crop smaller than the zoom limit about its centre', () => {
    const c = clampCrop(cropRect(1490, 990, 20, 20), landscape);
    expect(c.width).toBeCloseTo(2000 / MAX_ZOOM);
    expect(c.x + c.width / 2).toBeCloseTo(1500);
  });
});

describe('panCropRect', () => {
  it('moves the crop and clamps it at the picture edge', () => {
    const start = coverCrop(landscape);
    expect(panCropRect(start, px(200), px(0), landscape)).toMatchObject({ x: 700, y: 0 });
    expect(panCropRect(start, px(5000), px(5000), landscape)).toMatchObject({ x: 1000, y: 0 });
    expect(panCropRect(start, px(-5000), px(0), landscape)).toMatchObject({ x: 0 });
  });
});

describe('zoomCropRect', () => {
  it('zooms in about the frame centre', () => {
    const z = zoomCropRect(coverCrop(landscape), 2, { x: 0.5, y: 0.5 }, landscape);
    expect(z).toEqual({ x: 1000, y: 500, width: 1000, height: 1000 });
    expect(zoomOf(z, landscape)).toBe(2);
  });
  it('keeps the anchor over the same picture pixel', () => {
    const z = zoomCropRect(coverCrop(landscape), 2, { x: 0, y: 0 }, landscape);
    expect(z).toEqual({ x: 500, y: 0, width: 1000, height: 1000 });
  });
  it('cannot zoom out past the cover crop, so the frame stays covered', () => {
    const z = zoomCropRect(cropRect(2000, 1000, 1000, 1000), 0.25, { x: 0.5, y: 0.5 }, landscape);
    expect(z).toEqual({ x: 1000, y: 0, width: 2000, height: 2000 });
  });
  it('cannot zoom in past MAX_ZOOM', () => {
    const z = zoomCropRect(coverCrop(portrait), 100, { x: 0.5, y: 0.5 }, portrait);
    expect(zoomOf(z, portrait)).toBeCloseTo(MAX_ZOOM);
    expect(z.width / z.height).toBeCloseTo(2);
  });
});

describe('stageDragToCropDelta', () => {
  const crop = cropRect(0, 0, 1000, 1000);
  it('turns a stage drag into an opposite crop move in picture pixels', () => {
    // frame 100 mm drawn at 2 stage px/mm = 200 stage px showing 1000 picture px: 5 px per stage px.
    expect(stageDragToCropDelta(stagePx(10), stagePx(-4), 2, mm(100), degrees(0), crop)).toEqual({
      dx: -50,
      dy: 20,
    });
    expect(stageDragToCropDelta(stagePx(0), stagePx(0), 2, mm(100), degrees(0), crop)).toEqual({
      dx: 0,
      dy: 0,
    });
  });
  it('turns the drag into the axes of a rotated frame', () => {
    const d = stageDragToCropDelta(stagePx(10), stagePx(0), 2, mm(100), degrees(90), crop);
    expect(d.dx).toBeCloseTo(0);
    expect(d.dy).toBeCloseTo(50);
  });
});
