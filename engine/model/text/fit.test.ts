import { describe, expect, it } from 'vitest';
import { fakeMeasurer } from '../testing/fakeMeasurer';
import { clampFontSize, fitText, layoutText } from './fit';

// Roboto in the fake measurer: 0.2 mm per character per pt, lines 0.4 mm per pt.
const box = { width: 60, height: 20, maxLines: 2 };

describe('layoutText', () => {
  it('fits when width, line count and height allow', () => {
    // 'Hello' at 24 pt: 24 mm wide, one line 9.6 mm high.
    expect(layoutText('Hello', 'Roboto', 24, box, fakeMeasurer)).toEqual({
      size: 24,
      lines: ['Hello'],
      fits: true,
    });
  });
  it('does not fit with more lines than the box allows', () => {
    const layout = layoutText('a\nb\nc', 'Roboto', 12, box, fakeMeasurer);
    expect(layout).toEqual({ size: 12, lines: ['a', 'b', 'c'], fits: false });
  });
  it('does not fit when the lines are taller than the box', () => {
    expect(layoutText('a\nb', 'Roboto', 30, box, fakeMeasurer).fits).toBe(false);
  });
  it('does not fit when one glyph is wider than the box', () => {
    expect(
      layoutText('W', 'Roboto', 30, { width: 5, height: 100, maxLines: 9 }, fakeMeasurer).fits,
    ).toBe(false);
  });
});

describe('fitText', () => {
  it('keeps the start size when the text fits', () => {
    expect(fitText('Hello', 'Roboto', 24, box, fakeMeasurer).size).toBe(24);
  });
  it('steps down one point at a time until it fits', () => {
    // Two lines need 'Merry Christmas' (15 chars × 0.2 mm × size) ≤ 60 mm: size 20.
    const layout = fitText('Merry Christmas everyone', 'Roboto', 30, box, fakeMeasurer);
    expect(layout.fits).toBe(true);
    expect(
      layoutText('Merry Christmas everyone', 'Roboto', layout.size + 1, box, fakeMeasurer).fits,
    ).toBe(false);
    expect(layout.size).toBe(20);
    expect(layout.lines).toEqual(['Merry Christmas', 'everyone']);
  });
  it('stops at 12 even when the text still overflows', () => {
    const layout = fitText('x '.repeat(100), 'Roboto', 40, box, fakeMeasurer);
    expect(layout).toMatchObject({ size: 12, fits: false });
  });
  it('starts within the slider range 12–110', () => {
    expect(
      fitText('a', 'Roboto', 500, { width: 1000, height: 1000, maxLines: 1 }, fakeMeasurer).size,
    ).toBe(110);
    expect(fitText('a', 'Roboto', 3, box, fakeMeasurer).size).toBe(12);
  });
  it('tries a fractional start size first, then whole steps', () => {
    expect(fitText('Hello', 'Roboto', 24.5, box, fakeMeasurer).size).toBe(24.5);
  });
});

describe('clampFontSize', () => {
  it('clamps to 12–110', () => {
    expect([clampFontSize(5), clampFontSize(50), clampFontSize(200)]).toEqual([12, 50, 110]);
  });
});
