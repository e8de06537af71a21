import { describe, expect, it } from 'vitest';
import type { JobEditorOptions, PictureSet } from '../../../contract/picture-sets';
import type { TemplateInstance } from '../../../../engine/index';
import { jobFlags } from './job-flags';

const ALL_ON: JobEditorOptions = {
  subjectChange: 3,
  imageToolbox: true,
  backgrounds: true,
  templateChange: true,
  ownPhotos: true,
  mixPhotographers: true,
};

function set(name: string, editor: Partial<JobEditorOptions>, pictures = [`${name}-1`]) {
  return {
    subject: { uuid: `s-${name}`, name, group: false },
    job: {
      uuid: `j-${name}`,
      name,
      creationTime: '2026-09-01T00:00:00.000Z',
      hasBeenInWebShop: true,
      requireFineTunedPictures: false,
      isArchived: false,
      editor: { ...ALL_ON, ...editor },
    },
    pictures: pictures.map((uuid) => ({ uuid })),
  } as unknown as PictureSet;
}

const holding = (...uuids: string[]) =>
  ({
    resources: Object.fromEntries(
      uuids.map((uuid, i) => [`p/${i}`, { type: 'IMAGE', image: { uuid } }]),
    ),
  }) as unknown as TemplateInstance;

const shop = { allowOwnPhotos: true, allowTemplateChange: true };

describe('the editor switches of a product’s photo days', () => {
  it('follow the job of the pictures the design holds', () => {
    const sets = [set('newest', {}), set('strict', { imageToolbox: false, subjectChange: 1 })];
    const flags = jobFlags(sets, holding('strict-1'), shop);
    expect(flags.imageToolboxEnabled).toBe(false);
    expect(flags.subjectChangeMode).toBe(1);
    expect(flags.backgroundsEnabled).toBe(true);
  });

  it('are in package mode (any set) only where every photo day is', () => {
    const open = [set('a', { subjectChange: 4 }), set('b', { subjectChange: 4 })];
    expect(jobFlags(open, holding('a-1', 'b-1'), shop).subjectChangeMode).toBe(4);
    const mixed = [set('a', { subjectChange: 4 }), set('b', {})];
    expect(jobFlags(mixed, holding('a-1', 'b-1'), shop).subjectChangeMode).toBe(3);
  });

  it('follow the newest set while the design holds none of the parent’s pictures', () => {
    const sets = [set('newest', { backgrounds: false, templateChange: false }), set('old', {})];
    const flags = jobFlags(sets, holding(), shop);
    expect(flags.backgroundsEnabled).toBe(false);
    expect(flags.allowTemplateChange).toBe(false);
  });

  it('take the stricter option where two photo days meet', () => {
    const sets = [
      set('a', { subjectChange: 2, mixPhotographers: false }),
      set('b', { ownPhotos: false }),
    ];
    const flags = jobFlags(sets, holding('a-1', 'b-1'), shop);
    expect(flags.subjectChangeMode).toBe(2);
    expect(flags.noPhotographerMixing).toBe(true);
    expect(flags.allowOwnPhotos).toBe(false);
  });

  it('never allow own photos or another design the shop does not allow', () => {
    const flags = jobFlags([set('a', {})], holding('a-1'), {
      allowOwnPhotos: false,
      allowTemplateChange: false,
    });
    expect(flags.allowOwnPhotos).toBe(false);
    expect(flags.allowTemplateChange).toBe(false);
  });

  it('leave everything to the shop for a parent without pictures', () => {
    expect(jobFlags([], holding(), shop)).toEqual({
      imageToolboxEnabled: true,
      backgroundsEnabled: true,
      allowTemplateChange: true,
      allowOwnPhotos: true,
      subjectChangeMode: 3,
      noPhotographerMixing: false,
    });
  });
});
