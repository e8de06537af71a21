import { describe, expect, it } from 'vitest';
import { PINCH_HINT_MS } from '../constants';
import { startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const hint = (e: Started) => e.actor.getSnapshot().matches({ editing: { pinchHint: 'shown' } });

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
