import { describe, expect, it } from 'vitest';
import { calendar, card } from '../../model/testing/templates';
import { currentPicture } from './edits';
import { menuOf } from './menu';
import { placePortrait, portrait, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
const menu = ({ actor }: Started) => menuOf(actor.getSnapshot());

describe('main menu (docs/rules/personalisation.md §2, §4)', () => {
  it('opens on the main menu with no current resource', async () => {
    const editor = await startEditor();
    expect(editor.actor.getSnapshot().matches({ editing: { menu: { main: 'idle' } } })).toBe(true);
    expect(editor.actor.getSnapshot().context.instance.currentResourceId).toBeNull();
  });

  it('Change photos opens select-image; Cancel returns', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'CHANGE_PHOTOS' });
    expect(menu(editor)).toBe('select-image');
    editor.actor.send({ type: 'CANCEL' });
    expect(menu(editor)).toBe('main');
  });

  it('Edit text opens select-text only when the template has text fields', async () => {
    const withText = await startEditor();
    withText.actor.send({ type: 'EDIT_TEXT' });
    expect(menu(withText)).toBe('select-text');
    const withoutText = await startEditor({ template: calendar() });
    withoutText.actor.send({ type: 'EDIT_TEXT' });
    expect(menu(withoutText)).toBe('main');
  });

  it('Change year opens the year menu for calendars only, not with a single year', async () => {
    const cal = await startEditor({ template: calendar() });
    cal.actor.send({ type: 'CHANGE_YEAR' });
    expect(menu(cal)).toBe('year');
    const cardEditor = await startEditor();
    cardEditor.actor.send({ type: 'CHANGE_YEAR' });
    expect(menu(cardEditor)).toBe('main');
    const oneYear = await startEditor({ template: { ...calendar(), supportedYears: [2026] } });
    oneYear.actor.send({ type: 'CHANGE_YEAR' });
    expect(menu(oneYear)).toBe('main');
  });

  it('Change design opens the templates menu only when template change is allowed', async () => {
    const allowed = await startEditor();
    allowed.actor.send({ type: 'CHANGE_DESIGN' });
    expect(menu(allowed)).toBe('templates');
    const refused = await startEditor({ flags: { allowTemplateChange: false } });
    refused.actor.send({ type: 'CHANGE_DESIGN' });
    expect(menu(refused)).toBe('main');
  });

  it('Preview steps through the parts and closes', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'PREVIEW' });
    expect(menu(editor)).toBe('preview');
    editor.actor.send({ type: 'PREVIOUS_PART' });
    expect(editor.actor.getSnapshot().context.previewIndex).toBe(0);
    editor.actor.send({ type: 'NEXT_PART' });
    editor.actor.send({ type: 'NEXT_PART' });
    expect(editor.actor.getSnapshot().context.previewIndex).toBe(1);
    editor.actor.send({ type: 'SHOW_PART', partId: 'front' });
    expect(editor.actor.getSnapshot().context.previewIndex).toBe(0);
    editor.actor.send({ type: 'DONE' });
    expect(menu(editor)).toBe('main');
  });

  it('selecting a slot opens its editor; a disabled slot is left out', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'inside/logo' });
    expect(menu(editor)).toBe('main');
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/name' });
    expect(menu(editor)).toBe('text');
    expect(editor.actor.getSnapshot().context.instance.currentResourceId).toBe('front/name');
  });

  it('returning to the main menu clears the current resource', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'CHANGE_PHOTOS' });
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(editor.actor.getSnapshot().context.instance.currentResourceId).toBe('front/photo');
    editor.actor.send({ type: 'CANCEL' });
    expect(menu(editor)).toBe('main');
    expect(editor.actor.getSnapshot().context.instance.currentResourceId).toBeNull();
  });

  it('part tabs switch the current part', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_PART', partId: 'inside' });
    expect(editor.actor.getSnapshot().context.instance.currentPartRefId).toBe('inside');
  });

  it('Cancel without changes leaves at once', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'CANCEL' });
    expect(editor.actor.getSnapshot().matches('left')).toBe(true);
  });

  it('Cancel with unsaved changes asks first; No stays, Yes leaves', async () => {
    const editor = await startEditor();
    // A portrait in the card's front photo, back on main: the instance is dirty.
    placePortrait(editor, 'front/photo');
    expect(currentPicture(editor.actor.getSnapshot().context.instance, 'front/photo')?.uuid).toBe(
      portrait.uuid,
    );
    editor.actor.send({ type: 'CANCEL' });
    expect(
      editor.actor.getSnapshot().matches({ editing: { menu: { main: 'confirmLeave' } } }),
    ).toBe(true);
    editor.actor.send({ type: 'DECLINE' });
    expect(editor.actor.getSnapshot().matches({ editing: { menu: { main: 'idle' } } })).toBe(true);
    editor.actor.send({ type: 'CANCEL' });
    editor.actor.send({ type: 'CONFIRM' });
    expect(editor.actor.getSnapshot().matches('left')).toBe(true);
  });

  it('Add to cart is refused until the template is complete', async () => {
    const editor = await startEditor({ template: calendar() });
    editor.actor.send({ type: 'BUY' });
    expect(menu(editor)).toBe('main');
    placePortrait(editor, 'cover/photo', 'm01/photo');
    editor.actor.send({ type: 'BUY' });
    expect(menu(editor)).toBe('buy');
  });

  it('Add to cart on an unfinished design shows the first part still to finish', async () => {
    const editor = await startEditor({ template: calendar() });
    editor.actor.send({ type: 'SELECT_PART', partId: 'm01' });
    placePortrait(editor, 'cover/photo');
    editor.actor.send({ type: 'SELECT_PART', partId: 'cover' });
    editor.actor.send({ type: 'BUY' });
    expect(menu(editor)).toBe('main');
    expect(editor.actor.getSnapshot().context.instance.currentPartRefId).toBe('m01');
  });

  it('undo and redo step through the history', async () => {
    const editor = await startEditor({ template: card() });
    // A portrait in the card's front photo, back on main: the instance is dirty.
    placePortrait(editor, 'front/photo');
    const placed = () => currentPicture(editor.actor.getSnapshot().context.instance, 'front/photo');
    expect(placed()?.uuid).toBe(portrait.uuid);
    editor.actor.send({ type: 'UNDO' });
    expect(placed()).toBeNull();
    editor.actor.send({ type: 'REDO' });
    expect(placed()?.uuid).toBe(portrait.uuid);
  });
});
