import { describe, expect, it } from 'vitest';
import { placePicture } from '../../model/ops/picture';
import { card } from '../../model/testing/templates';
import type { Picture } from '../../model/types';
import { newInstance } from './edits';
import { portrait, settle, startEditor, type StartOptions } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const source = portrait.source ?? {
  subjectUuid: '',
  jobUuid: '',
  jobTypeUuid: '',
  photographerUuid: '',
};
const sibling: Picture = { ...portrait, uuid: 'sib', source: { ...source, subjectUuid: 's2' } };
const otherJob: Picture = {
  ...portrait,
  uuid: 'job',
  source: { ...source, subjectUuid: 's2', jobUuid: 'j2' },
};
const otherPhotographer: Picture = {
  ...portrait,
  uuid: 'pho',
  source: { ...source, photographerUuid: 'p2' },
};

/** The card's front photo holding the portrait, with the other pictures in the inbox. */
async function withPortrait(flags: StartOptions['flags']) {
  const editor = await startEditor({
    flags,
    ports: { fetchPictures: async () => [portrait, sibling, otherJob, otherPhotographer] },
  });
  await settle();
  editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
  editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
  return editor;
}

const refusedAfter = (editor: Started, uuid: string) => {
  editor.actor.send({ type: 'PICK_PICTURE', uuid });
  const refused = editor.actor.getSnapshot().matches({ editing: { menu: { image: 'refused' } } });
  editor.actor.send({ type: 'DISMISS' });
  return refused;
};

describe('subject-change rules in the image editor (docs/rules/personalisation.md §5)', () => {
  it('mode 2 allows another subject of the same job, not another job', async () => {
    const editor = await withPortrait({ subjectChangeMode: 2 });
    expect(refusedAfter(editor, sibling.uuid)).toBe(false);
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    expect(refusedAfter(editor, otherJob.uuid)).toBe(true);
  });

  it('mode 3 allows another job of the same job type', async () => {
    const editor = await withPortrait({ subjectChangeMode: 3 });
    expect(refusedAfter(editor, otherJob.uuid)).toBe(false);
  });

  it('against mixing photographers, another photographer is refused', async () => {
    const editor = await withPortrait({ subjectChangeMode: 4, noPhotographerMixing: true });
    expect(refusedAfter(editor, otherPhotographer.uuid)).toBe(true);
    const mixing = await withPortrait({ subjectChangeMode: 4 });
    expect(refusedAfter(mixing, otherPhotographer.uuid)).toBe(false);
  });

  it('mode 4 in a package asks when replacing a saved picture that is not in the inbox', async () => {
    const template = card();
    const saved = placePicture(
      template,
      newInstance(template, 'en', 2026),
      'front/photo',
      portrait,
    );
    if (!saved.ok) throw new Error(saved.reason);
    const editor = await startEditor({
      template,
      instance: saved.instance,
      flags: { subjectChangeMode: 4, partOfPackage: true },
      ports: { fetchPictures: async () => [sibling] },
    });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: sibling.uuid });
    editor.actor.send({ type: 'DONE' });
    expect(
      editor.actor.getSnapshot().matches({ editing: { menu: { image: 'confirmReplacePackage' } } }),
    ).toBe(true);
  });
});
