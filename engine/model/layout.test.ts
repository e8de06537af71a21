import { describe, expect, it } from 'vitest';
import { card } from './testing/templates';
import { mm, stagePx } from './units';
import {
  EDITOR_MARGINS,
  editorMargins,
  fitPartToContainer,
  fitRectToContainer,
  isSmallTextArea,
  mmToStage,
  SMALL_TEXT_MARGINS,
  stageToMm,
} from './layout';

const tpl = card(); // 156 mm wide
const phone = { width: stagePx(390), height: stagePx(636) };
const part = { width: mm(156), height: mm(156) };

describe('editorMargins', () => {
  it('is 30 × 10 normally and 60 × 30 for a small text zoom area', () => {
    expect(editorMargins(tpl)).toEqual({ x: 30, y: 10 });
    expect(editorMargins(tpl, { width: 120 })).toBe(EDITOR_MARGINS);
    expect(editorMargins(tpl, { width: 99 })).toBe(SMALL_TEXT_MARGINS);
    expect(SMALL_TEXT_MARGINS).toEqual({ x: 60, y: 30 });
  });
  it('calls an area small under 100 or at most 10 % of the template width', () => {
    const wide = { ...tpl, dimensions: { ...tpl.dimensions, width: mm(2000) } };
    expect(isSmallTextArea({ width: 150 }, wide)).toBe(true);
    expect(isSmallTextArea({ width: 200 }, wide)).toBe(true);
    expect(isSmallTextArea({ width: 201 }, wide)).toBe(false);
    expect(isSmallTextArea({ width: 100 }, tpl)).toBe(false);
  });
});

describe('fitPartToContainer', () => {
  it('fits the part inside the margins, centred', () => {
    const fit = fitPartToContainer(part, phone, EDITOR_MARGINS);
    expect(fit.scale).toBeCloseTo(330 / 156);
    expect(fit.offsetX).toBeCloseTo(30);
    expect(fit.offsetY).toBeCloseTo((636 - 330) / 2);
  });
  it('is limited by height in a wide container', () => {
    const fit = fitPartToContainer(
      part,
      { width: stagePx(1000), height: stagePx(332) },
      EDITOR_MARGINS,
    );
    expect(fit.scale).toBeCloseTo(312 / 156);
    expect(fit.offsetX).toBeCloseTo((1000 - 312) / 2);
    expect(fit.offsetY).toBeCloseTo(10);
  });
  it('keeps a positive scale in a container smaller than its margins', () => {
    expect(
      fitPartToContainer(part, { width: stagePx(20), height: stagePx(5) }, EDITOR_MARGINS).scale,
    ).toBeGreaterThan(0);
  });
});

describe('fitRectToContainer', () => {
  it('zooms onto a text box and centres it', () => {
    const box = { x: mm(18), y: mm(124), width: mm(120), height: mm(24) };
    const fit = fitRectToContainer(box, phone, SMALL_TEXT_MARGINS);
    expect(fit.scale).toBeCloseTo(270 / 120);
    const topLeft = mmToStage(fit, mm(18), mm(124));
    expect(topLeft.x).toBeCloseTo(60);
    expect(topLeft.y).toBeCloseTo((636 - 24 * fit.scale) / 2);
  });
});

describe('mmToStage and stageToMm', () => {
  it('are inverse', () => {
    const fit = fitPartToContainer(part, phone, EDITOR_MARGINS);
    const p = mmToStage(fit, mm(40), mm(70));
    const back = stageToMm(fit, p.x, p.y);
    expect(back.x).toBeCloseTo(40);
    expect(back.y).toBeCloseTo(70);
  });
});
