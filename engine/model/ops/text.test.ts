import { describe, expect, it } from 'vitest';
import { createInstance } from '../instance/create';
import { fakeMeasurer as m } from '../testing/fakeMeasurer';
import { card, cardJson, load } from '../testing/templates';
import { setPaths } from '../testing/setPath';
import { applied, refused } from '../testing/results';
import type { FontFamily, HorizontalAlign, StringValue, TemplateInstance } from '../types';
import { noTextField, TEXT_LOCKED } from './targets';
import {
  BAD_COLOR,
  FONT_TOO_LARGE,
  setAlign,
  setColor,
  setFont,
  setSize,
  setText,
  SIZE_TOO_LARGE,
  TEXT_TOO_LONG,
  unknownAlign,
  unknownFont,
} from './text';

// The name box is 120 × 24 mm, 2 lines, Lobster 24 pt by default: 0.2 mm per char per pt, lines 0.4 mm per pt.
const tpl = card();
const id = 'front/name';
const fresh = () => createInstance(tpl, { measurer: m });
const text = (i: TemplateInstance) => i.resources[id] as StringValue;

describe('setText', () => {
  it('normalises and keeps the default size while the text fits', () => {
    const i = applied(setText(tpl, fresh(), id, 'Hi   Gran\t', m));
    expect(text(i)).toMatchObject({ text: 'Hi Gran ', size: 24, lines: ['Hi Gran'] });
    expect(i.dirty).toBe(true);
  });
  it('trims when final (on blur or Done)', () => {
    expect(text(applied(setText(tpl, fresh(), id, '  Hi Gran \n', m, { final: true }))).text).toBe(
      'Hi Gran',
    );
  });
  it('steps the size down from the default until the text fits, down to 12', () => {
    // 60 characters on 2 lines: each line ≤ 120 mm needs about 30 chars × 0.2 × size → size ≤ 20.
    const long = 'Wishing you all a very merry Christmas and a happy new year!';
    const value = text(applied(setText(tpl, fresh(), id, long, m)));
    expect(value.size).toBeLessThan(24);
    expect(value.size).toBeGreaterThanOrEqual(12);
    expect(value.lines.length).toBeLessThanOrEqual(2);
    // Shorter again: back to the default size.
    expect(
      text(applied(setText(tpl, applied(setText(tpl, fresh(), id, long, m)), id, 'Hi', m))).size,
    ).toBe(24);
  });
  it("fits from the parent's own size when they chose one", () => {
    const small = applied(setSize(tpl, fresh(), id, 14, m));
    expect(text(applied(setText(tpl, small, id, 'Hi', m))).size).toBe(14);
  });
  it('refuses a text that does not fit even at 12', () => {
    expect(refused(setText(tpl, fresh(), id, 'a\nb\nc', m))).toBe(TEXT_TOO_LONG);
  });
  it('refuses an unknown or locked text field', () => {
    expect(refused(setText(tpl, fresh(), 'front/photo', 'x', m))).toBe(noTextField('front/photo'));
    const locked = load(setPaths(cardJson(), { 'parts[0].resources[1].disableEdit': true }));
    expect(refused(setText(locked, createInstance(locked), id, 'x', m))).toBe(TEXT_LOCKED);
  });
});

describe('setSize', () => {
  it('sets a size that fits and flags the override', () => {
    const value = text(applied(setSize(tpl, fresh(), id, 30, m)));
    expect(value).toMatchObject({ size: 30, overrideSize: true, lines: ['Merry Christmas'] });
    expect(
      text(applied(setSize(tpl, applied(setSize(tpl, fresh(), id, 30, m)), id, 24, m)))
        .overrideSize,
    ).toBe(false);
  });
  it('clamps to the slider range 12–110', () => {
    expect(text(applied(setSize(tpl, fresh(), id, 2, m))).size).toBe(12);
    const roomy = load(
      setPaths(cardJson(), {
        'parts[0].resources[1].box.height': 100,
        'parts[0].resources[1].defaultText.en': 'A',
      }),
    );
    expect(text(applied(setSize(roomy, createInstance(roomy), id, 500, m))).size).toBe(110);
  });
  it('refuses a size at which the text overflows; the previous size stays', () => {
    const before = fresh();
    const result = setSize(tpl, before, id, 60, m);
    expect(refused(result)).toBe(SIZE_TOO_LARGE);
    expect(text(before).size).toBe(24);
  });
});

describe('setFont', () => {
  it('keeps the size when the text fits in the new font', () => {
    const value = text(applied(setFont(tpl, fresh(), id, 'Roboto', m)));
    expect(value).toMatchObject({ family: 'Roboto', overrideFamily: true, size: 24 });
    expect(
      text(applied(setFont(tpl, applied(setFont(tpl, fresh(), id, 'Roboto', m)), id, 'Lobster', m)))
        .overrideFamily,
    ).toBe(false);
  });
  it('resets the size to the default when the new font overflows', () => {
    // In Anton (half as wide) 45 pt fits; back in Lobster 45 pt overflows, so the size resets to 24.
    let i = applied(setFont(tpl, fresh(), id, 'Anton', m));
    i = applied(setSize(tpl, i, id, 45, m));
    const value = text(applied(setFont(tpl, i, id, 'Lobster', m)));
    expect(value).toMatchObject({ family: 'Lobster', size: 24, overrideSize: false });
  });
  it('refuses when the text overflows in the new font even from the default down', () => {
    let i = applied(setFont(tpl, fresh(), id, 'Anton', m));
    i = applied(setSize(tpl, i, id, 12, m));
    i = applied(setText(tpl, i, id, 'x'.repeat(90) + ' ' + 'y'.repeat(90), m));
    expect(refused(setFont(tpl, i, id, 'Lobster', m))).toBe(FONT_TOO_LARGE);
  });
  it('refuses an unknown font', () => {
    expect(refused(setFont(tpl, fresh(), id, 'Comic Sans' as FontFamily, m))).toBe(
      unknownFont('Comic Sans'),
    );
  });
});

describe('setColor and setAlign', () => {
  it('sets a colour and flags an override of the default', () => {
    expect(text(applied(setColor(tpl, fresh(), id, '#C52B2B')))).toMatchObject({
      color: '#C52B2B',
      overrideColor: true,
    });
    expect(text(applied(setColor(tpl, fresh(), id, '#336699'))).overrideColor).toBe(false);
    expect(refused(setColor(tpl, fresh(), id, 'red'))).toBe(BAD_COLOR);
  });
  it('sets the alignment and flags an override of the default', () => {
    expect(text(applied(setAlign(tpl, fresh(), id, 'left')))).toMatchObject({
      horizontalAlign: 'left',
      overrideHorizontalAlign: true,
    });
    expect(text(applied(setAlign(tpl, fresh(), id, 'center'))).overrideHorizontalAlign).toBe(false);
    expect(refused(setAlign(tpl, fresh(), id, 'justify' as HorizontalAlign))).toBe(
      unknownAlign('justify'),
    );
  });
});
