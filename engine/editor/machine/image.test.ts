import { describe, expect, it } from 'vitest';
import { card } from '../../model/testing/templates';
import { imagePx } from '../../model/units';
import type { Template } from '../../model/types';
import { IMAGE_APPLIED_DELAY_MS } from '../constants';
import { currentPicture } from './edits';
import { menuOf } from './menu';
import { group, otherSubject, portrait, portrait2, settle, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
type ImageSub =
  | 'editing'
  | 'refused'
  | 'fillingStrings'
  | 'confirmReplaceAll'
  | 'confirmReplacePackage'
  | 'confirmCancel'
  | 'applied';
const inImage = (e: Started, sub: ImageSub) =>
  e.actor.getSnapshot().matches({ editing: { menu: { image: sub } } });
const placed = (e: Started, fullId = 'front/photo') =>
  currentPicture(e.actor.getSnapshot().context.instance, fullId);

/** A photo gift with six portrait slots on one part: replace-all applies. */
function sixSlotGift(): Template {
  const base = card();
  const front = base.parts[0];
  const photo = front?.resources[0];
  if (!front || !photo) throw new Error('fixture has a front photo');
  const resources = Array.from({ length: 6 }, (_, i) => ({ ...photo, id: `p${i}` }));
  return { ...base, type: 'PHOTOGIFT', parts: [{ ...front, resources }] };
}

async function openPhoto(options: Parameters<typeof startEditor>[0] = {}, fullId = 'front/photo') {
  const editor = await startEditor(options);
  editor.actor.send({ type: 'SELECT_SLOT', fullId });
  return editor;
}

describe('image editor (docs/rules/personalisation.md §2, §4, §5)', () => {
  it('picking a picture places it with a fresh crop, marks dirty and loading', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    const image = placed(editor);
    expect(image?.uuid).toBe(portrait.uuid);
    expect(editor.actor.getSnapshot().context.loadingImages).toEqual(['front/photo']);
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(true);
    const fresh = image?.cropRect;
    editor.actor.send({ type: 'ZOOM', factor: 2 });
    expect(placed(editor)?.cropRect).not.toEqual(fresh);
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait2.uuid });
    expect(placed(editor)?.cropRect).toEqual(fresh);
  });

  it('pinch and drag gestures zoom about an anchor and pan the crop', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    const fresh = placed(editor)?.cropRect;
    editor.actor.send({ type: 'ZOOM', factor: 2, anchor: { x: 0.25, y: 0.25 } });
    const zoomed = placed(editor)?.cropRect;
    expect(zoomed?.width).toBeCloseTo((fresh?.width ?? 0) / 2);
    editor.actor.send({ type: 'PAN', dx: imagePx(40), dy: imagePx(0) });
    expect(placed(editor)?.cropRect.x).toBeCloseTo((zoomed?.x ?? 0) + 40);
  });

  it('the moves of one drag are one undo step; the next drag is another', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'ZOOM', factor: 2, stroke: 1 });
    const zoomed = placed(editor)?.cropRect;
    for (let i = 0; i < 5; i += 1)
      editor.actor.send({ type: 'PAN', dx: imagePx(10), dy: imagePx(0), stroke: 2 });
    editor.actor.send({ type: 'PAN', dx: imagePx(0), dy: imagePx(10), stroke: 3 });
    editor.actor.send({ type: 'UNDO' });
    expect(placed(editor)?.cropRect.x).toBeCloseTo((zoomed?.x ?? 0) + 50);
    editor.actor.send({ type: 'UNDO' });
    expect(placed(editor)?.cropRect).toEqual(zoomed);
  });

  it('the preview image loading clears the loading flag', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'IMAGE_LOADED', fullId: 'front/photo' });
    expect(editor.actor.getSnapshot().context.loadingImages).toEqual([]);
  });

  it('a picture the slot refuses opens the Picture not allowed dialog', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: group.uuid });
    expect(inImage(editor, 'refused')).toBe(true);
    expect(editor.actor.getSnapshot().context.refusal).toBe(
      "You can't use this image in this image field",
    );
    expect(placed(editor)).toBeNull();
    editor.actor.send({ type: 'DISMISS' });
    expect(inImage(editor, 'editing')).toBe(true);
  });

  it('a picture of another subject is refused in subject-change mode 1', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: otherSubject.uuid });
    expect(inImage(editor, 'refused')).toBe(true);
    expect(placed(editor)?.uuid).toBe(portrait.uuid);
  });

  it('a group picture fills the user strings through the host', async () => {
    const editor = await openPhoto({}, 'inside/group');
    editor.actor.send({ type: 'PICK_PICTURE', uuid: group.uuid });
    expect(inImage(editor, 'fillingStrings')).toBe(true);
    await settle();
    expect(editor.calls.fills).toEqual([group.uuid]);
    expect(inImage(editor, 'editing')).toBe(true);
  });

  it('Done on a changed image applies it and returns to main after a short delay', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'DONE' });
    expect(inImage(editor, 'applied')).toBe(true);
    editor.clock.increment(IMAGE_APPLIED_DELAY_MS - 1);
    expect(menuOf(editor.actor.getSnapshot())).toBe('image');
    editor.clock.increment(1);
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('Done without changes returns at once', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'DONE' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('more than 4 image slots on a photo gift asks to replace all pictures in the module', async () => {
    const editor = await openPhoto({ template: sixSlotGift() }, 'front/p0');
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'DONE' });
    expect(inImage(editor, 'confirmReplaceAll')).toBe(true);
    editor.actor.send({ type: 'CONFIRM' });
    expect(inImage(editor, 'applied')).toBe(true);
    for (let i = 0; i < 6; i += 1) expect(placed(editor, `front/p${i}`)?.uuid).toBe(portrait.uuid);
  });

  it('declining replace-all applies the single picture', async () => {
    const editor = await openPhoto({ template: sixSlotGift() }, 'front/p0');
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'DONE' });
    editor.actor.send({ type: 'DECLINE' });
    expect(placed(editor, 'front/p1')).toBeNull();
    expect(inImage(editor, 'applied')).toBe(true);
  });

  /** Mode 4: a portrait placed and applied, then the field opened again and another picked. */
  async function replacedInMode4(partOfPackage: boolean) {
    const editor = await openPhoto({ flags: { subjectChangeMode: 4, partOfPackage } });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'DONE' });
    editor.clock.increment(IMAGE_APPLIED_DELAY_MS);
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait2.uuid });
    editor.actor.send({ type: 'DONE' });
    return editor;
  }

  it('subject-change mode 4 asks to replace all package pictures for a different picture', async () => {
    const editor = await replacedInMode4(true);
    expect(inImage(editor, 'confirmReplacePackage')).toBe(true);
    editor.actor.send({ type: 'CONFIRM' });
    expect(editor.calls.packageReplaced.map((p) => p.uuid)).toEqual([portrait2.uuid]);
    expect(inImage(editor, 'applied')).toBe(true);
  });

  it('subject-change mode 4 outside a package places a different picture without asking', async () => {
    const editor = await replacedInMode4(false);
    expect(inImage(editor, 'confirmReplacePackage')).toBe(false);
    expect(inImage(editor, 'applied')).toBe(true);
    expect(editor.calls.packageReplaced).toEqual([]);
  });

  it('Cancel with changes asks first; Yes restores the slot, No keeps editing', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'CANCEL' });
    expect(inImage(editor, 'confirmCancel')).toBe(true);
    editor.actor.send({ type: 'DECLINE' });
    expect(inImage(editor, 'editing')).toBe(true);
    editor.actor.send({ type: 'CANCEL' });
    editor.actor.send({ type: 'CONFIRM' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
    expect(placed(editor)).toBeNull();
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(false);
  });

  it('Cancel without changes goes back', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'CANCEL' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('rotation steps 0, 270, 180, 90 and effects apply', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    const turns = [0, 1, 2, 3].map(() => {
      editor.actor.send({ type: 'ROTATE' });
      return placed(editor)?.rotation;
    });
    expect(turns).toEqual([270, 180, 90, 0]);
    editor.actor.send({ type: 'EFFECT', effect: 'sepia' });
    expect(placed(editor)?.overrideEffect).toBe('sepia');
  });

  it('the Edit image tab is hidden and its commands refused when the toolbox is off', async () => {
    const editor = await openPhoto({ flags: { imageToolboxEnabled: false } });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'TAB', tab: 'edit' });
    expect(editor.actor.getSnapshot().context.imageTab).toBe('inbox');
    editor.actor.send({ type: 'ROTATE' });
    expect(placed(editor)?.rotation).toBe(0);
  });

  it('the Backgrounds tab loads backgrounds for a green-screen picture', async () => {
    const editor = await openPhoto();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'TAB', tab: 'backgrounds' });
    await settle();
    expect(editor.actor.getSnapshot().context.backgrounds.map((b) => b.uuid)).toEqual(['bg-1']);
    editor.actor.send({ type: 'BACKGROUND', uuid: 'bg-1' });
    expect(placed(editor)?.background).toBe('bg-1');
  });

  it('the Backgrounds tab is not offered when the shop switched backgrounds off', async () => {
    const editor = await openPhoto({ flags: { backgroundsEnabled: false } });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'TAB', tab: 'backgrounds' });
    await settle();
    expect(editor.actor.getSnapshot().context.imageTab).toBe('inbox');
  });
});
