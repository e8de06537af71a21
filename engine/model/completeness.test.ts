import { describe, expect, it } from 'vitest';
import { createInstance } from './instance/create';
import { card, cardJson, load } from './testing/templates';
import { setPaths } from './testing/setPath';
import { group, picture } from './testing/pictures';
import { applied } from './testing/results';
import { placePicture } from './ops/picture';
import { fakeMeasurer } from './testing/fakeMeasurer';
import { setText } from './ops/text';
import {
  isFilled,
  missingResources,
  partComplete,
  templateComplete,
  templateSummary,
} from './completeness';

const tpl = card();

describe('completeness', () => {
  it('a part is complete when all its user-supplied slots are filled', () => {
    let i = createInstance(tpl);
    expect(missingResources(tpl, i)).toEqual(['front/photo', 'inside/group']);
    expect(partComplete(tpl, i, 'front')).toBe(false);
    i = applied(placePicture(tpl, i, 'front/photo', picture()));
    expect(partComplete(tpl, i, 'front')).toBe(true);
    expect(templateComplete(tpl, i)).toBe(false);
    i = applied(placePicture(tpl, i, 'inside/group', group()));
    expect(partComplete(tpl, i, 'inside')).toBe(true);
    expect(templateComplete(tpl, i)).toBe(true);
  });

  it('a blank text is not filled; slots the design fills do not count', () => {
    let i = createInstance(tpl);
    i = applied(setText(tpl, i, 'front/name', '   ', fakeMeasurer));
    expect(missingResources(tpl, i, 'front')).toEqual(['front/photo', 'front/name']);
    expect(missingResources(tpl, i, 'inside')).toEqual(['inside/group']);
    expect(isFilled(undefined)).toBe(false);
  });

  it("a field to personalise is not filled by the template's sample, in any language", () => {
    const sampled = load(setPaths(cardJson(), { 'parts.0.resources.1.personalise': true }));
    let i = createInstance(sampled, { language: 'nb' });
    expect(missingResources(sampled, i, 'front')).toEqual(['front/photo', 'front/name']);
    i = applied(placePicture(sampled, i, 'front/photo', picture()));
    expect(partComplete(sampled, i, 'front')).toBe(false);
    i = applied(setText(sampled, i, 'front/name', ' Merry Christmas ', fakeMeasurer));
    expect(partComplete(sampled, i, 'front')).toBe(false);
    i = applied(setText(sampled, i, 'front/name', 'Merry Christmas, Emma', fakeMeasurer));
    expect(partComplete(sampled, i, 'front')).toBe(true);
    // Without the flag the sample is a text like any other.
    expect(missingResources(tpl, createInstance(tpl), 'front')).toEqual(['front/photo']);
  });
});

describe('templateSummary', () => {
  it('derives hasUserText, numUserImages and numUserParts', () => {
    expect(templateSummary(tpl)).toEqual({ hasUserText: true, numUserImages: 2, numUserParts: 2 });
    const noText = load(
      setPaths(cardJson(), {
        'parts[0].resources[1].userSupplied': false,
        'parts[1].resources[0].userSupplied': false,
      }),
    );
    expect(templateSummary(noText)).toEqual({
      hasUserText: false,
      numUserImages: 1,
      numUserParts: 1,
    });
  });
});
