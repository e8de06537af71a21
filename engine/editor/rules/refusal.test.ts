import { describe, expect, it } from 'vitest';
import { PICTURE_NOT_ALLOWED } from '../../model/rules/placement';
import { OTHER_SUBJECT } from '../../model/rules/subject';
import { editorStringsEn } from '../strings';
import { refusalText } from './refusal';

describe('refusal texts', () => {
  it('come from the strings when the editor knows the reason', () => {
    const strings = { ...editorStringsEn, refusalOtherSubject: 'Bare bilder av samme person' };
    expect(refusalText(OTHER_SUBJECT, strings)).toBe('Bare bilder av samme person');
    expect(refusalText(PICTURE_NOT_ALLOWED, editorStringsEn)).toBe(
      "You can't use this image in this image field",
    );
    expect(refusalText('Something new', editorStringsEn)).toBe('Something new');
  });
});
