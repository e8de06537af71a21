import { describe, expect, it } from 'vitest';
import { mm } from '../model/units';
import type { TemplatePart } from '../model/types';
import { pointInRect, slotAt } from './hitTest';

describe('hit testing', () => {
  const rect = { x: mm(10), y: mm(10), width: mm(20), height: mm(10) };
  it('undoes a frame rotation', () => {
    // Turned 90° clockwise the frame's x axis points down the page: 5 mm below the centre
    // is a quarter of its 20 mm width past the middle.
    const f = pointInRect({ x: mm(20), y: mm(15 + 5) }, rect, 90);
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
    expect(slotAt(part, { x: mm(15), y: mm(15) })).toBe('p/a');
    expect(slotAt(part, { x: mm(1), y: mm(1) })).toBeNull();
  });
});
