import { describe, expect, it } from 'vitest';
import { createInstance } from './instance/create';
import { placePicture } from './ops/picture';
import { zoomCrop } from './ops/crop';
import { findImageSlot } from './ids';
import { calendar, card } from './testing/templates';
import { group, picture } from './testing/pictures';
import { applied } from './testing/results';
import {
  DEFAULT_RESOLUTION_POLICY,
  dpiOf,
  levelOf,
  parseFormatSize,
  pictureResolution,
  printScale,
  slotResolutions,
} from './resolution';

const tpl = card();

describe('parseFormatSize', () => {
  it('reads centimetre formats and ISO A sizes', () => {
    expect(parseFormatSize('15x15')).toEqual({ width: 150, height: 150 });
    expect(parseFormatSize('20 × 30 cm')).toEqual({ width: 200, height: 300 });
    expect(parseFormatSize('10,5x14.8')).toEqual({ width: 105, height: 148 });
    expect(parseFormatSize('a4')).toEqual({ width: 210, height: 297 });
    expect(parseFormatSize('mug')).toBeNull();
  });
});

describe('printScale', () => {
  it('is 1 when the trim box is the format, and scales a design drawn at another size', () => {
    expect(printScale(tpl)).toBe(1);
    expect(printScale(calendar())).toBe(1);
    expect(printScale({ ...tpl, formatSize: '30x30' })).toBe(2);
    expect(printScale({ ...tpl, formatSize: 'keyring' })).toBe(1);
  });
  it('turns the format to the trim box orientation', () => {
    const landscape = {
      ...tpl,
      formatSize: '20x30',
      trimBox: { ...tpl.trimBox, width: 300, height: 200 },
    } as typeof tpl;
    expect(printScale(landscape)).toBe(1);
    const portrait = {
      ...tpl,
      formatSize: '30x20',
      trimBox: { ...tpl.trimBox, width: 100, height: 150 },
    } as typeof tpl;
    expect(printScale(portrait)).toBe(2);
  });
});

describe('dpiOf and levelOf', () => {
  it('is crop pixels per inch of printed frame, the lower of the two axes', () => {
    expect(dpiOf({ width: 1000, height: 1000 }, { width: 25.4, height: 50.8 }, 1)).toBe(500);
    expect(dpiOf({ width: 300, height: 300 }, { width: 25.4, height: 25.4 }, 2)).toBe(150);
  });
  it('flags low below 150 and refuse below 100 by default, or by a given policy', () => {
    expect([levelOf(150), levelOf(149.9), levelOf(100), levelOf(99.9)]).toEqual([
      'ok',
      'low',
      'low',
      'refuse',
    ]);
    expect(levelOf(250, { lowDpi: 300, refuseDpi: 200 })).toBe('low');
    expect(DEFAULT_RESOLUTION_POLICY).toEqual({ lowDpi: 150, refuseDpi: 100 });
  });
});

describe('slotResolutions', () => {
  it('reports each filled image slot, and zooming lowers the dpi', () => {
    // 2000 px across a 100 mm frame: 508 dpi; zoomed 4× → 127 dpi (low).
    let i = applied(placePicture(tpl, createInstance(tpl), 'front/photo', picture()));
    expect(slotResolutions(tpl, i)).toEqual([{ fullId: 'front/photo', dpi: 508, level: 'ok' }]);
    i = applied(zoomCrop(tpl, i, 'front/photo', 4));
    expect(slotResolutions(tpl, i)[0]).toMatchObject({ dpi: 127, level: 'low' });
    i = applied(placePicture(tpl, i, 'inside/group', group({ width: 450, height: 300 })));
    // 450 px across 120 mm: 95.25 dpi.
    expect(slotResolutions(tpl, i)[1]).toMatchObject({ fullId: 'inside/group', level: 'refuse' });
    expect(slotResolutions(tpl, createInstance(tpl))).toEqual([]);
  });
  it('predicts the resolution of a picture before it is placed', () => {
    const slot = findImageSlot(tpl, 'front/photo')!.slot;
    expect(pictureResolution(tpl, slot, picture({ width: 600, height: 400 }))).toEqual({
      dpi: 101.6,
      level: 'low',
    });
    expect(
      pictureResolution(tpl, slot, picture({ width: 600, height: 400 }), {
        lowDpi: 50,
        refuseDpi: 20,
      }).level,
    ).toBe('ok');
  });
});
