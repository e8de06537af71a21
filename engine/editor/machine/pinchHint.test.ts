import { describe, expect, it } from 'vitest';
import { PINCH_HINT_MS } from '../constants';
import { pinchHintInView } from './menu';
import { group, portrait, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const hint = (e: Started) => e.actor.getSnapshot().matches({ editing: { pinchHint: 'shown' } });
/** The hint as the editor draws it on the canvas. */
const inView = (e: Started) => pinchHintInView(e.actor.getSnapshot());

describe('pinch-zoom hint (docs/rules/personalisation.md §5, §9)', () => {
  it('shows for 10 s when an image editor opens, once per session', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(hint(editor)).toBe(true);
    editor.clock.increment(PINCH_HINT_MS - 1);
    expect(hint(editor)).toBe(true);
    editor.clock.increment(1);
    expect(hint(editor)).toBe(false);
    editor.actor.send({ type: 'CANCEL' });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(hint(editor)).toBe(false);
  });

  it('steps aside while a dialog is open, its time stopped, and shows again after', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(inView(editor)).toBe(true);
    // A group picture in a portrait field: 'Picture not allowed'.
    editor.actor.send({ type: 'PICK_PICTURE', uuid: group.uuid });
    expect(inView(editor)).toBe(false);
    editor.clock.increment(PINCH_HINT_MS * 3);
    editor.actor.send({ type: 'DISMISS' });
    expect(inView(editor)).toBe(true);
    editor.clock.increment(PINCH_HINT_MS - 1);
    expect(inView(editor)).toBe(true);

    // The unsaved-changes question covers it too; No brings it back for its full time.
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'CANCEL' });
    expect(inView(editor)).toBe(false);
    editor.actor.send({ type: 'DECLINE' });
    expect(inView(editor)).toBe(true);
    editor.clock.increment(PINCH_HINT_MS);
    expect(hint(editor)).toBe(false);
  });

  it('goes when a question answered closes the image editor', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    editor.actor.send({ type: 'CANCEL' });
    editor.actor.send({ type: 'CONFIRM' });
    expect(hint(editor)).toBe(false);
  });

  it('goes when the image editor closes', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'CANCEL' });
    expect(hint(editor)).toBe(false);
  });

  it('is not shown when zoom is disabled on the slot or the frame is rotated', async () => {
    // The card's inside/group slot has disableZoom and a rotated frame.
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'inside/group' });
    expect(hint(editor)).toBe(false);
  });

  it('is not shown when the image toolbox is disabled', async () => {
    const editor = await startEditor({ flags: { imageToolboxEnabled: false } });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(hint(editor)).toBe(false);
  });
});
