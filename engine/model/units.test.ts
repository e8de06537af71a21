import { describe, expect, it } from 'vitest';
import { degrees, imagePx, mm, MM_PER_INCH, PT_PER_MM, ptToMm, stagePx } from './units';

describe('units', () => {
  it('brands plain numbers without changing them', () => {
    expect([mm(3), stagePx(4), imagePx(5), degrees(90)]).toEqual([3, 4, 5, 90]);
  });
  it('converts points to millimetres (72 pt = 1 inch = 25.4 mm)', () => {
    expect(ptToMm(72)).toBeCloseTo(MM_PER_INCH);
    expect(PT_PER_MM).toBeCloseTo(2.8346, 4);
  });
});
