import { describe, expect, it } from 'vitest';
import { fakeMeasurer } from '../testing/fakeMeasurer';
import { calendar, card, cardJson, load } from '../testing/templates';
import { setPath } from '../testing/setPath';
import { createInstance, defaultStringValue } from './create';
import { findStringSlot } from '../ids';

describe('createInstance', () => {
  it('starts on the first part with empty image fields and default texts', () => {
    const instance = createInstance(card(), { currentYear: 2026 });
    expect(instance).toEqual({
      template: { uuid: 'card-1', version: 3 },
      resources: {
        'front/photo': { type: 'IMAGE', image: null },
        'front/name': {
          type: 'STRING',
          text: 'Merry Christmas',
          family: 'Lobster',
          size: 24,
          color: '#336699',
          horizontalAlign: 'center',
          overrideFamily: false,
          overrideSize: false,
          overrideColor: false,
          overrideHorizontalAlign: false,
          lines: ['Merry Christmas'],
        },
        'inside/group': { type: 'IMAGE', image: null },
        'inside/logo': { type: 'IMAGE', image: null },
      },
      currentPartRefId: 'front',
      currentResourceId: null,
      year: 2026,
      scaleRatio: 1,
      dirty: false,
      partOfPackage: false,
    });
  });

  it('takes default texts in the chosen language, falling back to English', () => {
    expect(createInstance(card(), { language: 'nb' }).resources['front/name']).toMatchObject({
      text: 'God jul',
    });
    expect(createInstance(card(), { language: 'sv' }).resources['front/name']).toMatchObject({
      text: 'Merry Christmas',
    });
  });

  it('fits and wraps default texts when given a measurer', () => {
    const value = createInstance(card(), { measurer: fakeMeasurer }).resources['front/name'];
    // 'Merry Christmas' at 24 pt is 72 mm, the box 120 × 24 mm holds it on one 9.6 mm line.
    expect(value).toMatchObject({ size: 24, lines: ['Merry Christmas'] });
    const long = load(
      setPath(
        cardJson(),
        'parts[0].resources[1].defaultText.en',
        'Merry Christmas and a happy new year',
      ),
    );
    expect(createInstance(long, { measurer: fakeMeasurer }).resources['front/name']).toMatchObject({
      size: 24,
      lines: ['Merry Christmas and a', 'happy new year'],
    });
  });

  it('splits a multi-line default text into lines without a measurer', () => {
    const slot = findStringSlot(
      load(setPath(cardJson(), 'parts[0].resources[1].defaultText.en', ' Dear\n  Gran ')),
      'front/name',
    )!.slot;
    expect(defaultStringValue(slot, 'en')).toMatchObject({
      text: 'Dear\n Gran',
      lines: ['Dear', ' Gran'],
    });
  });

  it('takes the first supported year from the current year, and the package flag', () => {
    expect(createInstance(calendar(), { currentYear: 2025 }).year).toBe(2026);
    expect(createInstance(calendar(), { currentYear: 2027 }).year).toBe(2027);
    expect(createInstance(card()).year).toBe(new Date().getFullYear());
    expect(createInstance(card(), { partOfPackage: true }).partOfPackage).toBe(true);
  });
});
