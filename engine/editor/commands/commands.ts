/**
 * Editor commands, defined once and used by the toolbar and the keyboard (Excalidraw's
 * `{name, label, perform, keyTest, predicate}`): `perform` gives the event to send, `predicate`
 * says whether the command applies now, `keyTest` which key runs it.
 */
import type { Effect } from '../../model/types';
import { imageSlot, zoomEnabled } from '../rules/slots';
import { canRedo, canRedoDesign, canUndo, canUndoDesign, currentPicture } from '../machine/edits';
import type { MenuName } from '../machine/menu';
import type { EditorContext, EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';

/** What a command looks at: the machine's context and the open menu. */
export interface CommandScope {
  context: EditorContext;
  menu: MenuName | null;
}

/** The parts of a keyboard event a key test reads. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface EditorCommand {
  name: string;
  labelKey: keyof EditorStrings;
  perform: (scope: CommandScope) => EditorEvent;
  predicate: (scope: CommandScope) => boolean;
  keyTest?: (key: KeyPress) => boolean;
}

/** The zoom step of the zoom buttons and keys. */
export const ZOOM_STEP = 1.2;

const plain = (k: KeyPress) => !k.ctrlKey && !k.metaKey && !k.altKey;
const primary = (k: KeyPress) => (k.ctrlKey || k.metaKey) && !k.altKey;

/** A picture is in the open image slot and the image toolbox is on. */
function editingPicture({ context, menu }: CommandScope): boolean {
  const fullId = context.slotEntry?.fullId;
  return (
    menu === 'image' &&
    fullId !== undefined &&
    context.flags.imageToolboxEnabled &&
    currentPicture(context.instance, fullId) !== null
  );
}

function zoomable(scope: CommandScope): boolean {
  const slot = imageSlot(scope.context.template, scope.context.slotEntry?.fullId ?? '');
  return editingPicture(scope) && slot !== undefined && zoomEnabled(slot, true);
}

const effect = (name: string, value: Effect, labelKey: keyof EditorStrings): EditorCommand => ({
  name,
  labelKey,
  perform: () => ({ type: 'EFFECT', effect: value }),
  predicate: editingPicture,
});

export const rotateCommand: EditorCommand = {
  name: 'rotate',
  labelKey: 'rotate',
  perform: () => ({ type: 'ROTATE' }),
  predicate: editingPicture,
  keyTest: (k) => plain(k) && k.key.toLowerCase() === 'r',
};

export const effectOriginalCommand = effect('effectOriginal', 'original', 'effectOriginal');
export const effectBwCommand = effect('effectBw', 'bw', 'effectBw');
export const effectSepiaCommand = effect('effectSepia', 'sepia', 'effectSepia');

export const zoomInCommand: EditorCommand = {
  name: 'zoomIn',
  labelKey: 'zoomIn',
  perform: () => ({ type: 'ZOOM', factor: ZOOM_STEP }),
  predicate: zoomable,
  keyTest: (k) => plain(k) && (k.key === '+' || k.key === '='),
};

export const zoomOutCommand: EditorCommand = {
  name: 'zoomOut',
  labelKey: 'zoomOut',
  perform: () => ({ type: 'ZOOM', factor: 1 / ZOOM_STEP }),
  predicate: zoomable,
  keyTest: (k) => plain(k) && k.key === '-',
};

const undoable = (menu: MenuName | null) => menu === 'main' || menu === 'image';

export const undoCommand: EditorCommand = {
  name: 'undo',
  labelKey: 'undo',
  perform: () => ({ type: 'UNDO' }),
  predicate: ({ context, menu }) =>
    menu === 'main' ? canUndoDesign(context) : undoable(menu) && canUndo(context.history),
  keyTest: (k) => primary(k) && !k.shiftKey && k.key.toLowerCase() === 'z',
};

export const redoCommand: EditorCommand = {
  name: 'redo',
  labelKey: 'redo',
  perform: () => ({ type: 'REDO' }),
  predicate: ({ context, menu }) =>
    menu === 'main' ? canRedoDesign(context) : undoable(menu) && canRedo(context.history),
  keyTest: (k) =>
    primary(k) && ((k.shiftKey && k.key.toLowerCase() === 'z') || k.key.toLowerCase() === 'y'),
};

/** Escape closes a sub-menu as its Cancel button does (the main menu's Cancel leaves: not by key). */
export const cancelCommand: EditorCommand = {
  name: 'cancel',
  labelKey: 'cancel',
  perform: () => ({ type: 'CANCEL' }),
  predicate: ({ menu }) => menu !== null && menu !== 'main',
  keyTest: (k) => k.key === 'Escape',
};

/** The Edit image tab's commands, in toolbar order. */
export const imageToolCommands: readonly EditorCommand[] = [
  undoCommand,
  redoCommand,
  rotateCommand,
  effectOriginalCommand,
  effectBwCommand,
  effectSepiaCommand,
  zoomInCommand,
  zoomOutCommand,
];

/** Every command. */
export const editorCommands: readonly EditorCommand[] = [...imageToolCommands, cancelCommand];

/** The command a key press runs now, if any. */
export function commandForKey(key: KeyPress, scope: CommandScope): EditorCommand | undefined {
  return editorCommands.find((c) => c.keyTest?.(key) === true && c.predicate(scope));
}
