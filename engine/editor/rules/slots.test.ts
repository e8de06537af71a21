import { describe, expect, it } from 'vitest';
import { calendar, card } from '../../model/testing/templates';
import type { Template } from '../../model/types';
import {
  canChangeYear,
  editableSlots,
  hasEditableText,
  numberedSlots,
  offersReplaceAll,
} from './slots';

function withImages(type: Template['type'], count: number): Template {
  const base = card();
  const photo = base.parts[0]?.resources[0];
  if (!photo) throw new Error('fixture has a photo slot');
  const resources = Array.from({ length: count }, (_, i) => ({ ...photo, id: `p${i}` }));
  return { ...base, type, parts: [{ ...base.parts[0]!, resources }] };
}

describe('slot rules (docs/rules/personalisation.md §2, §4)', () => {
  it('lists editable slots of a part, leaving out disabled ones', () => {
    expect(editableSlots(card(), 'inside', 'IMAGE').map((r) => r.fullId)).toEqual(['inside/group']);
    expect(editableSlots(card(), 'front', 'STRING').map((r) => r.fullId)).toEqual(['front/name']);
  });

  it('numbers slots as the canvas does, across images and texts', () => {
    expect(numberedSlots(card(), 'front', 'STRING')).toEqual([{ fullId: 'front/name', number: 2 }]);
    expect(numberedSlots(card(), 'front', 'IMAGE')).toEqual([{ fullId: 'front/photo', number: 1 }]);
  });

  it('offers Edit text only with text fields and Change year only for calendars', () => {
    expect(hasEditableText(card())).toBe(true);
    expect(hasEditableText(calendar())).toBe(false);
    expect(canChangeYear(calendar())).toBe(true);
    expect(canChangeYear(card())).toBe(false);
    expect(canChangeYear({ ...calendar(), supportedYears: [2027] })).toBe(false);
  });

  it('offers replace-all above 4 image resources, not for calendars or cards', () => {
    expect(offersReplaceAll(withImages('PHOTOGIFT', 5))).toBe(true);
    expect(offersReplaceAll(withImages('PHOTOGIFT', 4))).toBe(false);
    expect(offersReplaceAll(withImages('CARD', 5))).toBe(false);
    expect(offersReplaceAll(withImages('CALENDAR', 6))).toBe(false);
  });
});
