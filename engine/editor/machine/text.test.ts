import { describe, expect, it } from 'vitest';
import { card, cardJson, load } from '../../model/testing/templates';
import { setPath } from '../../model/testing/setPath';
import { FONT_SIZE_DEBOUNCE_MS } from '../constants';
import { stringValue } from './edits';
import { menuOf } from './menu';
import { draftValue } from './textDraft';
import { startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const draft = (e: Started) => e.actor.getSnapshot().context.textDraft;
const value = (e: Started) => {
  const d = draft(e);
  return d ? draftValue(d) : undefined;
};
type TextSub = 'confirmCancel' | 'editing' | { editing: 'idle' | 'sizePending' };
const inText = (e: Started, sub: TextSub) =>
  e.actor.getSnapshot().matches({ editing: { menu: { text: sub } } });

async function openName(template = card()) {
  const editor = await startEditor({ template });
  editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/name' });
  return editor;
}

describe('text editor (docs/rules/personalisation.md §4, §5)', () => {
  it('fits the text on entry, stepping down from the default size', async () => {
    // 24 pt Lobster: 'Merry Christmas' is 72 mm wide in the fake measurer; a 40 mm box needs less.
    const narrow = load(setPath(cardJson(), 'parts[0].resources[1].box.width', 40));
    const editor = await openName(narrow);
    expect(value(editor)?.size).toBeLessThan(24);
    expect(value(editor)?.size).toBeGreaterThanOrEqual(12);
    expect(draft(editor)?.autoFocus).toBe(false);
  });

  it('an empty text auto-focuses the input', async () => {
    const empty = load(setPath(cardJson(), 'parts[0].resources[1].defaultText', { en: '' }));
    const editor = await openName(empty);
    expect(draft(editor)?.autoFocus).toBe(true);
  });

  it('blur trims and re-wraps the text', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'TEXT_INPUT', text: '  Happy   holidays  ' });
    expect(value(editor)?.text).toBe(' Happy holidays ');
    editor.actor.send({ type: 'TEXT_BLUR' });
    expect(value(editor)?.text).toBe('Happy holidays');
    expect(value(editor)?.lines).toEqual(['Happy holidays']);
  });

  it('Done commits the draft to the instance', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Hello' });
    editor.actor.send({ type: 'COLOR', color: '#C52B2B' });
    editor.actor.send({ type: 'ALIGN', align: 'left' });
    editor.actor.send({ type: 'DONE' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
    const saved = stringValue(editor.actor.getSnapshot().context.instance, 'front/name');
    expect(saved?.text).toBe('Hello');
    expect(saved?.color).toBe('#C52B2B');
    expect(saved?.horizontalAlign).toBe('left');
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(true);
  });

  it('Cancel after a change asks first, then discards', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Hello' });
    editor.actor.send({ type: 'CANCEL' });
    expect(inText(editor, 'confirmCancel')).toBe(true);
    editor.actor.send({ type: 'DECLINE' });
    expect(inText(editor, 'editing')).toBe(true);
    editor.actor.send({ type: 'CANCEL' });
    editor.actor.send({ type: 'CONFIRM' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
    const saved = stringValue(editor.actor.getSnapshot().context.instance, 'front/name');
    expect(saved?.text).toBe('Merry Christmas');
  });

  it('Cancel without a change goes straight back', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'CANCEL' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('the size slider applies 200 ms after the last move', async () => {
    const editor = await openName();
    const start = value(editor)?.size;
    editor.actor.send({ type: 'FONT_SIZE', size: 20 });
    editor.clock.increment(FONT_SIZE_DEBOUNCE_MS - 50);
    editor.actor.send({ type: 'FONT_SIZE', size: 18 });
    editor.clock.increment(FONT_SIZE_DEBOUNCE_MS - 1);
    expect(value(editor)?.size).toBe(start);
    expect(inText(editor, { editing: 'sizePending' })).toBe(true);
    editor.clock.increment(1);
    expect(value(editor)?.size).toBe(18);
    expect(inText(editor, { editing: 'idle' })).toBe(true);
  });

  it('a size that would overflow is refused and the previous size restored', async () => {
    const editor = await openName();
    const start = value(editor)?.size;
    editor.actor.send({ type: 'FONT_SIZE', size: 110 });
    editor.clock.increment(FONT_SIZE_DEBOUNCE_MS);
    expect(value(editor)?.size).toBe(start);
    expect(draft(editor)?.sliderSize).toBe(start);
  });

  it('typing that cannot fit even at size 12 is not taken, and the draft says why', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Happy birthday' });
    expect(draft(editor)?.refusal).toBeNull();
    const taken = value(editor)?.text;
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Happy birthday '.repeat(40) });
    expect(value(editor)?.text).toBe(taken);
    expect(draft(editor)?.refusal).toBe('textTooLong');
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Happy birthday!' });
    expect(value(editor)?.text).toBe('Happy birthday!');
    expect(draft(editor)?.refusal).toBeNull();
  });

  it('the slider always shows the size the text is drawn at while typing', async () => {
    const narrow = load(setPath(cardJson(), 'parts[0].resources[1].box.width', 40));
    const editor = await openName(narrow);
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Hi' });
    expect(value(editor)?.size).toBe(24);
    expect(draft(editor)?.sliderSize).toBe(24);
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Merry Christmas' });
    const drawn = value(editor)?.size ?? 0;
    expect(drawn).toBeLessThan(24);
    expect(draft(editor)?.sliderSize).toBe(drawn);
  });

  it('a text kept with Done is one step of Undo on the main toolbar, and Redo brings it back', async () => {
    const editor = await openName();
    const saved = () => stringValue(editor.actor.getSnapshot().context.instance, 'front/name');
    // Many gestures inside the text editor (typing letter by letter, a colour) are one step.
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      editor.actor.send({ type: 'TEXT_INPUT', text });
    }
    editor.actor.send({ type: 'COLOR', color: '#C52B2B' });
    editor.actor.send({ type: 'DONE' });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/name' });
    editor.actor.send({ type: 'TEXT_INPUT', text: 'Hello Emma' });
    editor.actor.send({ type: 'DONE' });
    expect(saved()?.text).toBe('Hello Emma');

    editor.actor.send({ type: 'UNDO' });
    expect(saved()?.text).toBe('Hello');
    expect(saved()?.color).toBe('#C52B2B');
    editor.actor.send({ type: 'UNDO' });
    expect(saved()?.text).toBe('Merry Christmas');
    expect(saved()?.color).not.toBe('#C52B2B');
    expect(editor.actor.getSnapshot().context.instance.dirty).toBe(false);
    editor.actor.send({ type: 'REDO' });
    expect(saved()?.text).toBe('Hello');
    editor.actor.send({ type: 'REDO' });
    expect(saved()?.text).toBe('Hello Emma');

    // The text editor opens on the text as it now is.
    editor.actor.send({ type: 'UNDO' });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/name' });
    expect(value(editor)?.text).toBe('Hello');
  });

  it('a text editor closed without a change adds no step to undo', async () => {
    const editor = await openName();
    editor.actor.send({ type: 'DONE' });
    const { history, instance } = editor.actor.getSnapshot().context;
    expect(history.past).toHaveLength(0);
    expect(instance.dirty).toBe(false);
  });

  it('a font that overflows resets the size to the default', async () => {
    // 32 pt fits in Anton (narrow in the fake measurer); in Lobster two lines overflow the box.
    const editor = await openName(load(setPath(cardJson(), 'parts[0].resources[1].box.width', 60)));
    editor.actor.send({ type: 'FONT', family: 'Anton' });
    editor.actor.send({ type: 'FONT_SIZE', size: 32 });
    editor.clock.increment(FONT_SIZE_DEBOUNCE_MS);
    expect(value(editor)?.size).toBe(32);
    editor.actor.send({ type: 'FONT', family: 'Lobster' });
    expect(value(editor)?.family).toBe('Lobster');
    expect(value(editor)?.size).toBe(24);
  });
});
