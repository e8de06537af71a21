import { describe, expect, it } from 'vitest';
import { combinationRefusal, type PictureOrigin, SubjectRuleMessages } from './subject-rule';

const origin = (over: Partial<PictureOrigin> = {}): PictureOrigin => ({
  subjectUuid: 'theo',
  jobUuid: 'day-1',
  jobTypeUuid: 'school',
  photographerUuid: 'lysglimt',
  subjectChange: 3,
  mixPhotographers: true,
  ...over,
});

describe('which picture sets one product may combine', () => {
  it('lets pictures of one set, or of no set at all, always go together', () => {
    expect(combinationRefusal([])).toBeNull();
    expect(combinationRefusal([origin({ subjectChange: 1, mixPhotographers: false })])).toBeNull();
    expect(combinationRefusal([origin({ subjectChange: 1 }), origin({ subjectChange: 1 })])).toBe(
      null,
    );
  });

  it('lets the stricter photo day of two decide', () => {
    // A same-kind day beside a same-person day: the same-person rule holds.
    const sibling = origin({ subjectUuid: 'tiril', subjectChange: 3 });
    expect(combinationRefusal([origin({ subjectChange: 1 }), sibling])).toBe(
      SubjectRuleMessages.otherSubject,
    );
    const otherDay = origin({ subjectUuid: 'sigrid', jobUuid: 'day-2' });
    expect(combinationRefusal([origin({ subjectChange: 2 }), otherDay])).toBe(
      SubjectRuleMessages.otherJob,
    );
    expect(combinationRefusal([origin({ subjectChange: 2 }), sibling])).toBeNull();
    const kindergarten = origin({ subjectUuid: 'ella', jobUuid: 'day-3', jobTypeUuid: 'kg' });
    expect(combinationRefusal([origin(), kindergarten])).toBe(SubjectRuleMessages.otherJobType);
    expect(combinationRefusal([origin(), otherDay])).toBeNull();
  });

  it('keeps other photographers out when either day forbids mixing', () => {
    const other = origin({ subjectUuid: 'sara', jobUuid: 'day-4', photographerUuid: 'fjordlys' });
    expect(combinationRefusal([origin(), other])).toBeNull();
    expect(combinationRefusal([origin(), { ...other, mixPhotographers: false }])).toBe(
      SubjectRuleMessages.otherPhotographer,
    );
    expect(combinationRefusal([origin({ mixPhotographers: false }), other])).toBe(
      SubjectRuleMessages.otherPhotographer,
    );
  });
});
