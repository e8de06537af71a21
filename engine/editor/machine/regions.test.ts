import { describe, expect, it } from 'vitest';
import { calendar } from '../../model/testing/templates';
import { menuOf } from './menu';
import { placePortrait, startEditor } from './testHarness';

describe('small transitions', () => {
  it('a failed picture fetch keeps the inbox as it was, silently', async () => {
    const editor = await startEditor({
      ports: { fetchPictures: () => Promise.reject(new Error('x')) },
    });
    const { context } = editor.actor.getSnapshot();
    expect(context.pictures).toEqual([]);
    expect(context.picturesLoaded).toBe(true);
    expect(editor.actor.getSnapshot().matches({ editing: { pictures: 'ready' } })).toBe(true);
  });

  it('select-text Cancel goes back to main', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'EDIT_TEXT' });
    editor.actor.send({ type: 'CANCEL' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('the text editor switches toolbars', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/name' });
    editor.actor.send({ type: 'TEXT_TOOL', tool: 'color' });
    expect(editor.actor.getSnapshot().context.textDraft?.tool).toBe('color');
  });

  it('the image tabs switch back to the inbox', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    editor.actor.send({ type: 'TAB', tab: 'edit' });
    expect(editor.actor.getSnapshot().context.imageTab).toBe('edit');
    editor.actor.send({ type: 'TAB', tab: 'inbox' });
    expect(editor.actor.getSnapshot().context.imageTab).toBe('inbox');
  });

  it('the year menu and templates menu close with Cancel and Done', async () => {
    const cal = await startEditor({ template: calendar() });
    cal.actor.send({ type: 'CHANGE_YEAR' });
    cal.actor.send({ type: 'CANCEL' });
    expect(menuOf(cal.actor.getSnapshot())).toBe('main');
    const card = await startEditor();
    card.actor.send({ type: 'CHANGE_DESIGN' });
    card.actor.send({ type: 'DONE' });
    expect(menuOf(card.actor.getSnapshot())).toBe('main');
  });

  it('the buy menu Cancel goes back to main', async () => {
    const editor = await startEditor({ template: calendar() });
    placePortrait(editor, 'cover/photo', 'm01/photo');
    editor.actor.send({ type: 'BUY' });
    editor.actor.send({ type: 'CANCEL' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });
});
