import { describe, expect, it } from 'vitest';
import { picture, source, upload } from '../testing/pictures';
import {
  offeredSources,
  OTHER_JOB,
  OTHER_JOB_TYPE,
  OTHER_PHOTOGRAPHER,
  OTHER_SUBJECT,
  sourceAllowed,
  subjectChangeAllowed,
} from './subject';

const sibling = source({ subjectUuid: 'subject-b' });
const otherJob = source({ subjectUuid: 'subject-b', jobUuid: 'job-2' });
const otherType = source({
  subjectUuid: 'subject-b',
  jobUuid: 'job-3',
  jobTypeUuid: 'kindergarten',
});
const otherStudio = source({ photographerUuid: 'studio-2' });

describe('sourceAllowed', () => {
  it('mode 1 needs the same subject', () => {
    expect(sourceAllowed(1, source(), source())).toEqual({ ok: true });
    expect(sourceAllowed(1, source(), sibling)).toEqual({ ok: false, reason: OTHER_SUBJECT });
  });
  it('mode 2 needs the same job', () => {
    expect(sourceAllowed(2, source(), sibling)).toEqual({ ok: true });
    expect(sourceAllowed(2, source(), otherJob)).toEqual({ ok: false, reason: OTHER_JOB });
  });
  it('mode 3 needs the same job type', () => {
    expect(sourceAllowed(3, source(), otherJob)).toEqual({ ok: true });
    expect(sourceAllowed(3, source(), otherType)).toEqual({ ok: false, reason: OTHER_JOB_TYPE });
  });
  it('mode 4 (package) allows any subject', () => {
    expect(sourceAllowed(4, source(), otherType)).toEqual({ ok: true });
  });
  it('refuses another photographer only when mixing is off', () => {
    expect(sourceAllowed(4, source(), otherStudio)).toEqual({ ok: true });
    expect(sourceAllowed(4, source(), otherStudio, { noMixingPhotographers: true })).toEqual({
      ok: false,
      reason: OTHER_PHOTOGRAPHER,
    });
    expect(sourceAllowed(1, source(), source(), { noMixingPhotographers: true })).toEqual({
      ok: true,
    });
  });
});

describe('subjectChangeAllowed', () => {
  it('asks to replace all package pictures when mode 4 picks a different picture', () => {
    expect(subjectChangeAllowed(4, picture(), picture({ uuid: 'pic-2' }))).toEqual({
      ok: true,
      askReplaceAll: true,
    });
    expect(subjectChangeAllowed(4, picture(), picture())).toEqual({
      ok: true,
      askReplaceAll: false,
    });
    expect(subjectChangeAllowed(4, null, picture())).toEqual({ ok: true, askReplaceAll: false });
    expect(subjectChangeAllowed(1, picture(), picture({ uuid: 'pic-2' }))).toEqual({
      ok: true,
      askReplaceAll: false,
    });
  });
  it('refuses what the mode refuses', () => {
    expect(subjectChangeAllowed(1, picture(), picture({ source: sibling }))).toEqual({
      ok: false,
      reason: OTHER_SUBJECT,
    });
  });
  it('does not restrict uploads or a first picture', () => {
    expect(subjectChangeAllowed(1, picture(), upload())).toEqual({
      ok: true,
      askReplaceAll: false,
    });
    expect(subjectChangeAllowed(1, upload(), picture({ source: sibling }))).toEqual({
      ok: true,
      askReplaceAll: false,
    });
    expect(subjectChangeAllowed(1, null, picture({ source: sibling }))).toEqual({
      ok: true,
      askReplaceAll: false,
    });
  });
});

describe('offeredSources', () => {
  it('offers only the picture sets the mode and options allow', () => {
    const sets = [source(), sibling, otherJob, otherType, otherStudio];
    expect(offeredSources(2, source(), sets)).toEqual([source(), sibling, otherStudio]);
    expect(offeredSources(4, source(), sets, { noMixingPhotographers: true })).toEqual([
      source(),
      sibling,
      otherJob,
      otherType,
    ]);
  });
});
