import { describe, expect, it } from 'vitest';
import { mm, stagePx } from '../model/units';
import type { TemplatePart } from '../model/types';
import { pointInRect, slotAt } from './hitTest';
import { EDITOR_MARGINS, fitPart, isSmallZoomArea } from './stageFit';

describe('fitPart', () => {
  it('fits a 20x30 part in a phone container inside 30 x 10 margins', () => {
    const fit = fitPart(
      { width: mm(206), height: mm(306) },
      { width: stagePx(390), height: stagePx(636) },
      EDITOR_MARGINS,
    );
    // Width-bound: 390 - 2 × 30 px for 206 mm.
    expect(fit.scale).toBeCloseTo(330 / 206);
    expect(fit.offsetX).toBeCloseTo(30);
    expect(fit.offsetY).toBeCloseTo((636 - 306 * fit.scale) / 2);
  });

  it('names small text zoom areas', () => {
    expect(isSmallZoomArea(90, 206)).toBe(true);
    expect(isSmallZoomArea(120, 2000)).toBe(true);
    expect(isSmallZoomArea(120, 206)).toBe(false);
  });
});

describe('hit testing', () => {
  const rect = { x: mm(10), y: mm(10), width: mm(20), height: mm(10) };
  it('undoes a frame rotation', () => {
    // Turned 90° clockwise the frame's x axis points down the page: 5 mm below the centre
    // is a quarter of its 20 mm width past the middle.
    const f = pointInRect({ x: 20, y: 15 + 5 }, rect, 90);
    expect(f.x).toBeCloseTo(0.75);
    expect(f.y).toBeCloseTo(0.5);
  });

  it('picks the topmost editable slot', () => {
    const part = {
      id: 'p',
      description: { en: 'p' },
      resources: [
        {
          id: 'a',
          type: 'IMAGE',
          frame: rect,
          rotation: 0,
          allowedPictureTypes: ['IP'],
          userSupplied: true,
          disableEdit: false,
          disableZoom: false,
          disableBackground: false,
        },
        {
          id: 'b',
          type: 'STRING',
          box: rect,
          userSupplied: false,
          disableEdit: true,
          defaultText: { en: '' },
          font: { family: 'Roboto', size: 12, color: '#000', horizontalAlign: 'left', lines: 1 },
        },
      ],
    } as TemplatePart;
    expect(slotAt(part, { x: 15, y: 15 })).toBe('p/a');
    expect(slotAt(part, { x: 1, y: 1 })).toBeNull();
  });
});
