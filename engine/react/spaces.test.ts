// Pinch and crop measure in three spaces: stage pixels (where fingers are), millimetres of the
// part (where slots are) and pixels of the picture (where the crop is). The brands make mixing
// them a compile error; only the conversions below change a number's space. tsc checks this
// file (each `@ts-expect-error` must meet an error), vitest runs the conversions.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { cropRect, panCropRect, stageDragToCropDelta } from '../model/geometry/crop';
import { stageToMm } from '../model/layout';
import { panCrop } from '../model/ops/crop';
import { editedCard } from '../model/testing/editedCard';
import { card } from '../model/testing/templates';
import type { CropRect, StageFit } from '../model/types';
import { degrees, type ImagePx, imagePx, type Mm, mm, type StagePx, stagePx } from '../model/units';
import { type CropGesture, panGesture } from './gestures';

const tpl = card();
const fit: StageFit = { scale: 2, offsetX: stagePx(10), offsetY: stagePx(20) };
const crop = cropRect(0, 0, 1000, 1000);
const space = { width: imagePx(3000), height: imagePx(2000), aspect: 1 };

describe('the spaces of pinch and crop', () => {
  it('are different types: a stage pixel is neither an image pixel nor a millimetre', () => {
    expectTypeOf<StagePx>().not.toExtend<ImagePx>();
    expectTypeOf<ImagePx>().not.toExtend<StagePx>();
    expectTypeOf<StagePx>().not.toExtend<Mm>();
    expectTypeOf<number>().not.toExtend<ImagePx>();
    expectTypeOf<CropRect['x']>().toEqualTypeOf<ImagePx>();
    expectTypeOf<Extract<CropGesture, { type: 'pan' }>['dx']>().toEqualTypeOf<ImagePx>();
  });

  it('refuse a finger distance where the crop expects picture pixels', () => {
    const finger = stagePx(12);
    // @ts-expect-error: a stage-pixel move cannot pan a crop measured in image pixels
    panCropRect(crop, finger, finger, space);
    // @ts-expect-error: nor can it pan the crop of a placed picture
    panCrop(tpl, editedCard(tpl), 'front/photo', finger, finger);
    // @ts-expect-error: a crop is built from image pixels, not stage pixels
    const wrong: CropRect = { x: finger, y: finger, width: finger, height: finger };
    // @ts-expect-error: a gesture's pan carries image pixels
    const gesture: CropGesture = { type: 'pan', fullId: 'front/photo', dx: finger, dy: finger };
    // @ts-expect-error: the stage-to-picture conversion takes stage pixels, not image pixels
    stageDragToCropDelta(imagePx(1), imagePx(1), fit.scale, mm(100), degrees(0), crop);
    // @ts-expect-error: the frame's rotation is an angle in degrees, not stage pixels
    stageDragToCropDelta(stagePx(1), stagePx(1), fit.scale, mm(100), stagePx(90), crop);
    // @ts-expect-error: a pan gesture starts from stage pixels, not millimetres
    panGesture(tpl, editedCard(tpl), 'front/photo', fit, mm(1), mm(1));
    // @ts-expect-error: a tap is placed in millimetres only through stageToMm
    stageToMm(fit, imagePx(1), imagePx(1));
    expect([wrong.x, gesture.type]).toEqual([12, 'pan']);
  });

  it('change space only through the conversions', () => {
    // 100 mm drawn at 2 stage px per mm = 200 stage px showing 1000 picture px: 5 px each.
    const delta = stageDragToCropDelta(stagePx(10), stagePx(0), 2, mm(100), degrees(0), crop);
    expectTypeOf(delta.dx).toEqualTypeOf<ImagePx>();
    expect(delta).toEqual({ dx: -50, dy: 0 });
    const tap = stageToMm(fit, stagePx(30), stagePx(40));
    expectTypeOf(tap.x).toEqualTypeOf<Mm>();
    expect(tap).toEqual({ x: 10, y: 10 });
    expect(panCropRect(cropRect(500, 0, 2000, 2000), delta.dx, delta.dy, space).x).toBe(450);
  });
});
