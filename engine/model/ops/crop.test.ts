import { describe, expect, it } from 'vitest';
import { cropRect } from '../geometry/crop';
import { imagePx as px } from '../units';
import { createInstance } from '../instance/create';
import { card } from '../testing/templates';
import { group, picture } from '../testing/pictures';
import { applied, refused } from '../testing/results';
import type { TemplateInstance } from '../types';
import { placePicture } from './picture';
import { NO_PICTURE } from './targets';
import { SLOT_LOCKED } from '../rules/placement';
import { BAD_ZOOM, panCrop, setCrop, ZOOM_OFF, zoomCrop } from './crop';

const tpl = card();
const placed = () => applied(placePicture(tpl, createInstance(tpl), 'front/photo', picture()));
const cropOf = (i: TemplateInstance, id = 'front/photo') => {
  const v = i.resources[id];
  return v?.type === 'IMAGE' ? v.image?.cropRect : undefined;
};

describe('panCrop', () => {
  it('moves the crop and keeps the frame covered', () => {
    expect(cropOf(applied(panCrop(tpl, placed(), 'front/photo', px(300), px(40))))).toEqual({
      x: 800,
      y: 0,
      width: 2000,
      height: 2000,
    });
    expect(cropOf(applied(panCrop(tpl, placed(), 'front/photo', px(9999), px(0))))).toMatchObject({
      x: 1000,
    });
    expect(cropOf(applied(panCrop(tpl, placed(), 'front/photo', px(-9999), px(0))))).toMatchObject({
      x: 0,
    });
  });
  it('marks the instance dirty', () => {
    expect(applied(panCrop(tpl, placed(), 'front/photo', px(10), px(0))).dirty).toBe(true);
  });
});

describe('zoomCrop', () => {
  it('zooms in about the centre or an anchor', () => {
    expect(cropOf(applied(zoomCrop(tpl, placed(), 'front/photo', 2)))).toEqual({
      x: 1000,
      y: 500,
      width: 1000,
      height: 1000,
    });
    expect(cropOf(applied(zoomCrop(tpl, placed(), 'front/photo', 2, { x: 0, y: 0 })))).toEqual({
      x: 500,
      y: 0,
      width: 1000,
      height: 1000,
    });
  });
  it('never zooms out past covering the frame', () => {
    const zoomed = applied(zoomCrop(tpl, placed(), 'front/photo', 2));
    expect(cropOf(applied(zoomCrop(tpl, zoomed, 'front/photo', 0.1)))).toEqual({
      x: 500,
      y: 0,
      width: 2000,
      height: 2000,
    });
  });
  it('refuses a factor that is not positive', () => {
    expect(refused(zoomCrop(tpl, placed(), 'front/photo', 0))).toBe(BAD_ZOOM);
    expect(refused(zoomCrop(tpl, placed(), 'front/photo', Number.POSITIVE_INFINITY))).toBe(
      BAD_ZOOM,
    );
  });
  it('is refused with disableZoom or with the image toolbox off', () => {
    const i = applied(placePicture(tpl, createInstance(tpl), 'inside/group', group()));
    expect(refused(zoomCrop(tpl, i, 'inside/group', 2))).toBe(ZOOM_OFF);
    expect(refused(panCrop(tpl, i, 'inside/group', px(5), px(5)))).toBe(ZOOM_OFF);
    expect(
      refused(zoomCrop(tpl, placed(), 'front/photo', 2, undefined, { imageToolbox: false })),
    ).toBe(ZOOM_OFF);
  });
  it('is refused on a slot with disableEdit', () => {
    const i = placed();
    const locked = {
      ...tpl,
      parts: tpl.parts.map((p) => ({
        ...p,
        resources: p.resources.map((r) => ({ ...r, disableEdit: true })),
      })),
    };
    expect(refused(zoomCrop(locked, i, 'front/photo', 2))).toBe(SLOT_LOCKED);
    expect(refused(panCrop(locked, i, 'front/photo', px(1), px(1)))).toBe(SLOT_LOCKED);
  });
  it('is refused on an empty slot', () => {
    expect(refused(zoomCrop(tpl, createInstance(tpl), 'front/photo', 2))).toBe(NO_PICTURE);
  });
});

describe('setCrop', () => {
  it('sets a crop clamped to cover the frame with its aspect', () => {
    expect(
      cropOf(applied(setCrop(tpl, placed(), 'front/photo', cropRect(100, 100, 800, 800)))),
    ).toEqual({
      x: 100,
      y: 100,
      width: 800,
      height: 800,
    });
    expect(
      cropOf(applied(setCrop(tpl, placed(), 'front/photo', cropRect(-100, 0, 9000, 10)))),
    ).toEqual({
      x: 1000,
      y: 0,
      width: 2000,
      height: 2000,
    });
  });
});
