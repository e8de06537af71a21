import { describe, expect, it } from 'vitest';
import type { Picture, PictureSet } from '../../../contract/picture-sets';
import { canDownload, coverFirst, derivativeSize, notReadyMessage, pickNewSet } from './rules';

function picture(uuid: string, extra: Partial<Picture> = {}): Picture {
  return {
    uuid,
    width: 2000,
    height: 3000,
    pictureType: 'IP',
    groupPicture: false,
    bought: false,
    inCart: false,
    greenscreen: false,
    keywords: [],
    ...extra,
  };
}

function set(uuid: string, extra: Partial<PictureSet> = {}, job: Partial<PictureSet['job']> = {}) {
  return {
    subject: { uuid, name: uuid, group: false },
    job: {
      uuid: `job-${uuid}`,
      name: 'Spring 2026',
      creationTime: '2026-03-01T09:00:00Z',
      hasBeenInWebShop: false,
      requireFineTunedPictures: false,
      isArchived: false,
      editor: {
        subjectChange: 3,
        imageToolbox: true,
        backgrounds: true,
        templateChange: true,
        ownPhotos: true,
        mixPhotographers: true,
      },
      ...job,
    },
    jobType: { uuid: 'jt', name: 'School' },
    photographer: { uuid: 'ph', name: 'Photo', logo: null },
    school: { uuid: 'sc', name: 'School' },
    pictures: [picture('p1')],
    bought: false,
    inCart: false,
    year: 2026,
    avatar: null,
    notAvailableMessage: null,
    ...extra,
  } satisfies PictureSet;
}

describe('picture set rules', () => {
  it('puts the cover picture first', () => {
    const list = [picture('a'), picture('b', { keywords: ['favorite'] }), picture('c')];
    expect(coverFirst(list).map((p) => p.uuid)).toEqual(['b', 'a', 'c']);
  });

  it('chooses the not-ready message of docs/rules/personalisation.md §8', () => {
    expect(notReadyMessage(set('s'))).toBeNull();
    expect(notReadyMessage(set('s', { pictures: [] }))).toBe('pictureSets.noPictures');
    expect(notReadyMessage(set('s', { pictures: [] }, { hasBeenInWebShop: true }))).toBe(
      'pictureSets.notYetAvailable',
    );
    expect(notReadyMessage(set('s', { pictures: [] }, { requireFineTunedPictures: true }))).toBe(
      'pictureSets.notYetAvailable',
    );
  });

  it('offers downloads for bought pictures and portraits of a bought set', () => {
    expect(canDownload(picture('a', { bought: true }), set('s'))).toBe(true);
    expect(canDownload(picture('a'), set('s', { bought: true }))).toBe(true);
    expect(canDownload(picture('g', { pictureType: 'GP' }), set('s', { bought: true }))).toBe(
      false,
    );
    expect(canDownload(picture('a'), set('s'))).toBe(false);
  });

  it('finds the new set by subject, else the newest job', () => {
    const old = set('old', {}, { creationTime: '2024-01-01T00:00:00Z' });
    const recent = set('new', {}, { creationTime: '2026-01-01T00:00:00Z' });
    expect(pickNewSet([old, recent], 'old')?.subject.uuid).toBe('old');
    expect(pickNewSet([old, recent], null)?.subject.uuid).toBe('new');
    expect(pickNewSet([], null)).toBeNull();
  });

  it('sizes derivatives by the long side', () => {
    expect(derivativeSize(picture('a'), 320)).toEqual({ width: 213, height: 320 });
  });
});
