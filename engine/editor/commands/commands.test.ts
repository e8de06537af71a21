import { describe, expect, it } from 'vitest';
import { menuOf } from '../machine/menu';
import { portrait, startEditor } from '../machine/testHarness';
import {
  commandForKey,
  editorCommands,
  rotateCommand,
  undoCommand,
  type KeyPress,
} from './commands';

const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('editor commands', () => {
  it('each has a name, a label key and an event', () => {
    const names = editorCommands.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'undo',
      'redo',
      'rotate',
      'effectOriginal',
      'effectBw',
      'effectSepia',
      'zoomIn',
      'zoomOut',
      'cancel',
    ]);
  });

  it('apply only with a picture in the open image slot, and run from the keyboard', async () => {
    const editor = await startEditor();
    const scope = () => ({
      context: editor.actor.getSnapshot().context,
      menu: menuOf(editor.actor.getSnapshot()),
    });
    expect(rotateCommand.predicate(scope())).toBe(false);
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'front/photo' });
    expect(commandForKey(key('r'), scope())).toBeUndefined();
    editor.actor.send({ type: 'PICK_PICTURE', uuid: portrait.uuid });
    const rotate = commandForKey(key('r'), scope());
    expect(rotate?.name).toBe('rotate');
    if (rotate) editor.actor.send(rotate.perform(scope()));
    const value = editor.actor.getSnapshot().context.instance.resources['front/photo'];
    expect(value?.type === 'IMAGE' && value.image?.rotation).toBe(270);
    expect(commandForKey(key('z', { ctrlKey: true }), scope())).toBe(undoCommand);
    expect(commandForKey(key('z', { metaKey: true, shiftKey: true }), scope())).toBeUndefined();
  });

  it('Escape cancels a sub-menu, not the main menu', async () => {
    const editor = await startEditor();
    const scope = () => ({
      context: editor.actor.getSnapshot().context,
      menu: menuOf(editor.actor.getSnapshot()),
    });
    expect(commandForKey(key('Escape'), scope())).toBeUndefined();
    editor.actor.send({ type: 'CHANGE_PHOTOS' });
    const cancel = commandForKey(key('Escape'), scope());
    if (cancel) editor.actor.send(cancel.perform(scope()));
    expect(menuOf(editor.actor.getSnapshot())).toBe('main');
  });

  it('zoom is not offered for a slot with zoom disabled', async () => {
    const editor = await startEditor();
    editor.actor.send({ type: 'SELECT_SLOT', fullId: 'inside/group' });
    editor.actor.send({ type: 'PICK_PICTURE', uuid: 'gp-1' });
    const scope = {
      context: editor.actor.getSnapshot().context,
      menu: menuOf(editor.actor.getSnapshot()),
    };
    expect(commandForKey(key('+'), scope)).toBeUndefined();
    expect(commandForKey(key('r'), scope)?.name).toBe('rotate');
  });
});
