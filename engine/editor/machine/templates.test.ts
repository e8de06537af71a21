import { describe, expect, it } from 'vitest';
import { TEMPLATE_SWITCH_DELAY_MS } from '../constants';
import { menuOf } from './menu';
import { placePortrait, portrait, settle, startEditor } from './testHarness';

type Started = Awaited<ReturnType<typeof startEditor>>;
type TemplatesSub = 'loading' | 'list' | 'switching' | 'swapping' | 'confirmCancel';
const inTemplates = (e: Started, sub: TemplatesSub) =>
  e.actor.getSnapshot().matches({ editing: { menu: { templates: sub } } });
const spring = { uuid: 'card-2', version: 1, name: 'Spring card', thumbnailUrl: '/t/card-2.png' };

async function openTemplates(options: Parameters<typeof startEditor>[0] = {}) {
  const editor = await startEditor(options);
  editor.actor.send({ type: 'CHANGE_DESIGN' });
  expect(inTemplates(editor, 'loading')).toBe(true);
  await settle();
  return editor;
}

/** The templates menu open and the spring card picked, its switch delay passed. */
async function swappedToSpring() {
  const editor = await openTemplates();
  editor.actor.send({ type: 'PICK_TEMPLATE', choice: spring });
  editor.clock.increment(TEMPLATE_SWITCH_DELAY_MS);
  await settle();
  return editor;
}

describe('templates menu (docs/rules/personalisation.md §2)', () => {
  it('loads the alternative templates', async () => {
    const editor = await openTemplates();
    expect(inTemplates(editor, 'list')).toBe(true);
    expect(editor.actor.getSnapshot().context.choices?.map((c) => c.uuid)).toEqual([
      'card-1',
      'card-2',
    ]);
  });

  it('swaps the template 300 ms after a pick and keeps the part-of-package flag', async () => {
    const editor = await openTemplates({ flags: { partOfPackage: true } });
    editor.actor.send({ type: 'PICK_TEMPLATE', choice: spring });
    editor.clock.increment(TEMPLATE_SWITCH_DELAY_MS - 1);
    expect(inTemplates(editor, 'switching')).toBe(true);
    editor.clock.increment(1);
    await settle();
    const { template, instance } = editor.actor.getSnapshot().context;
    expect(template.uuid).toBe('card-2');
    expect(instance.template.uuid).toBe('card-2');
    expect(instance.partOfPackage).toBe(true);
  });

  it('Cancel after a swap asks first and restores the original template', async () => {
    const editor = await swappedToSpring();
    editor.actor.send({ type: 'CANCEL' });
    expect(inTemplates(editor, 'confirmCancel')).toBe(true);
    editor.actor.send({ type: 'CONFIRM' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
    expect(editor.actor.getSnapshot().context.template.uuid).toBe('card-1');
  });

  it('a swap kept with Done is one undo step of the main menu, after its own edits', async () => {
    const editor = await openTemplates();
    const before = editor.actor.getSnapshot().context.instance;
    editor.actor.send({ type: 'PICK_TEMPLATE', choice: spring });
    editor.clock.increment(TEMPLATE_SWITCH_DELAY_MS);
    await settle();
    editor.actor.send({ type: 'DONE' });
    editor.actor.send({ type: 'SELECT_PART', partId: 'front' });
    placePortrait(editor, 'front/photo');
    const context = () => editor.actor.getSnapshot().context;
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
    expect(context().template.uuid).toBe('card-2');

    editor.actor.send({ type: 'UNDO' });
    expect(context().template.uuid).toBe('card-2');
    expect(context().instance.resources['front/photo']).toMatchObject({ image: null });
    editor.actor.send({ type: 'UNDO' });
    expect(context().template.uuid).toBe('card-1');
    expect(context().instance).toBe(before);
    editor.actor.send({ type: 'REDO' });
    expect(context().template.uuid).toBe('card-2');
    editor.actor.send({ type: 'REDO' });
    expect(context().instance.resources['front/photo']).toMatchObject({
      image: { uuid: portrait.uuid },
    });
  });

  it('a new edit after undoing a swap ends its redo', async () => {
    const editor = await swappedToSpring();
    editor.actor.send({ type: 'DONE' });
    editor.actor.send({ type: 'UNDO' });
    expect(editor.actor.getSnapshot().context.template.uuid).toBe('card-1');
    placePortrait(editor, 'front/photo');
    editor.actor.send({ type: 'REDO' });
    expect(editor.actor.getSnapshot().context.template.uuid).toBe('card-1');
  });

  it('Cancel without a swap goes straight back', async () => {
    const editor = await openTemplates();
    editor.actor.send({ type: 'CANCEL' });
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });
});
