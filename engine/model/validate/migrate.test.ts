import { describe, expect, it } from 'vitest';
import { cardJson } from '../testing/templates';
import { REMOVE, setPaths } from '../testing/setPath';
import { validateTemplate } from './template';
import { migrateTemplate, TEMPLATE_MIGRATIONS } from './migrate';

/** The card as the legacy shop wrote it: no formatVersion, CARDS, plain strings. */
const legacyCard = () =>
  setPaths(cardJson(), {
    formatVersion: REMOVE,
    type: 'CARDS',
    name: 'Winter card',
    supportedYears: REMOVE,
    'parts[0].description': 'Front',
    'parts[1].description': REMOVE,
    'parts[0].resources[1].defaultText': 'Merry Christmas',
  });

describe('template migrations', () => {
  it('opens a legacy (version 0) template', () => {
    const result = validateTemplate(legacyCard());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.template).toMatchObject({
      formatVersion: 1,
      type: 'CARD',
      name: { en: 'Winter card' },
      supportedYears: [],
    });
    expect(result.template.parts[0]?.description).toEqual({ en: 'Front' });
    expect(result.template.parts[1]?.description).toEqual({ en: '' });
    expect(result.template.parts[0]?.resources[1]).toMatchObject({
      defaultText: { en: 'Merry Christmas' },
    });
  });

  it('leaves what it cannot read for validation to report', () => {
    expect(validateTemplate(setPaths(legacyCard(), { parts: 'x' }))).toEqual({
      ok: false,
      error: 'parts must be an array',
    });
    expect(validateTemplate(setPaths(legacyCard(), { parts: [7] }))).toEqual({
      ok: false,
      error: 'parts[0] must be an object',
    });
    const noTexts = setPaths(legacyCard(), {
      'parts[0].resources[1].defaultText': REMOVE,
      'parts[1].resources': 3,
    });
    expect(validateTemplate(noTexts)).toEqual({
      ok: false,
      error: 'parts[1].resources must be an array',
    });
    const keepsCalendarType = setPaths(legacyCard(), { type: 'CALENDAR', supportedYears: [2030] });
    expect(migrateTemplate(keepsCalendarType).supportedYears).toEqual([2030]);
  });

  it('refuses a bad or too new formatVersion', () => {
    expect(validateTemplate(setPaths(cardJson(), { formatVersion: 2 }))).toEqual({
      ok: false,
      error: 'formatVersion 2 is newer than this engine reads (1)',
    });
    expect(validateTemplate(setPaths(cardJson(), { formatVersion: '1' }))).toEqual({
      ok: false,
      error: 'formatVersion must be a whole number of 0 or more',
    });
    expect(validateTemplate(setPaths(cardJson(), { formatVersion: -1 }))).toEqual({
      ok: false,
      error: 'formatVersion must be a whole number of 0 or more',
    });
  });

  it('runs a host-supplied migration hook, and refuses a missing or broken one', () => {
    const legacy = legacyCard();
    const hooked = validateTemplate(legacy, {
      0: (t) => ({ ...TEMPLATE_MIGRATIONS[0]!(t), categories: ['migrated'] }),
    });
    expect(hooked.ok && hooked.template.categories).toEqual(['migrated']);
    expect(validateTemplate(legacy, {})).toEqual({
      ok: false,
      error: 'formatVersion 0 has no migration to 1',
    });
    expect(validateTemplate(legacy, { 0: (t) => t })).toEqual({
      ok: false,
      error: 'formatVersion migration to 1 did not set it',
    });
  });

  it('keeps names that are already localised', () => {
    const result = validateTemplate(setPaths(legacyCard(), { name: { en: 'Card', nb: 'Kort' } }));
    expect(result.ok && result.template.name).toEqual({ en: 'Card', nb: 'Kort' });
  });
});
