import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imagePx } from '../units';
import { clampCrop, coverCrop, MAX_ZOOM, panCropRect, zoomCropRect, zoomOf } from './crop';

const space = fc.record({
  width: fc.integer({ min: 50, max: 8000 }).map(imagePx),
  height: fc.integer({ min: 50, max: 8000 }).map(imagePx),
  aspect: fc.double({ min: 0.2, max: 5, noNaN: true }),
});
const step = fc.oneof(
  fc.record({
    kind: fc.constant('pan' as const),
    dx: fc.double({ min: -1e4, max: 1e4, noNaN: true }).map(imagePx),
    dy: fc.double({ min: -1e4, max: 1e4, noNaN: true }).map(imagePx),
  }),
  fc.record({
    kind: fc.constant('zoom' as const),
    factor: fc.double({ min: 0.05, max: 20, noNaN: true }),
    ax: fc.double({ min: 0, max: 1, noNaN: true }),
    ay: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

describe('crop invariants', () => {
  it('after any pans and zooms the crop covers the frame: inside the picture, frame aspect, zoom 1–MAX_ZOOM', () => {
    fc.assert(
      fc.property(space, fc.array(step, { maxLength: 20 }), (s, steps) => {
        let crop = coverCrop(s);
        for (const st of steps)
          crop =
            st.kind === 'pan'
              ? panCropRect(crop, st.dx, st.dy, s)
              : zoomCropRect(crop, st.factor, { x: st.ax, y: st.ay }, s);
        const eps = 1e-6 * Math.max(s.width, s.height);
        expect(crop.x).toBeGreaterThanOrEqual(-eps);
        expect(crop.y).toBeGreaterThanOrEqual(-eps);
        expect(crop.x + crop.width).toBeLessThanOrEqual(s.width + eps);
        expect(crop.y + crop.height).toBeLessThanOrEqual(s.height + eps);
        expect(crop.width / crop.height).toBeCloseTo(s.aspect, 6);
        expect(zoomOf(crop, s)).toBeGreaterThanOrEqual(1 - 1e-9);
        expect(zoomOf(crop, s)).toBeLessThanOrEqual(MAX_ZOOM + 1e-9);
      }),
    );
  });

  it('clamping a valid crop leaves it as it is', () => {
    fc.assert(
      fc.property(space, fc.double({ min: 1, max: MAX_ZOOM, noNaN: true }), (s, z) => {
        const crop = zoomCropRect(coverCrop(s), z, { x: 0.5, y: 0.5 }, s);
        const again = clampCrop(crop, s);
        expect(again.x).toBeCloseTo(crop.x, 6);
        expect(again.width).toBeCloseTo(crop.width, 6);
      }),
    );
  });
});
