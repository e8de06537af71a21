/** Reading an editor snapshot: which menu is open, and which dialogs. */
import type { SnapshotFrom } from 'xstate';
import { DIALOGS, type DialogName } from './dialogs';
import type { editorMachine } from './editorMachine';

export type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** The sub-menus of docs/rules/personalisation.md §2, as the menu region names them. */
export type MenuName =
  | 'main'
  | 'select-image'
  | 'image'
  | 'select-text'
  | 'text'
  | 'year'
  | 'templates'
  | 'preview'
  | 'buy';

const MENUS: readonly MenuName[] = [
  'main',
  'select-image',
  'image',
  'select-text',
  'text',
  'year',
  'templates',
  'preview',
  'buy',
];

/** The open menu, or null once the editor has finished. */
export function menuOf(snapshot: EditorSnapshot): MenuName | null {
  return MENUS.find((m) => snapshot.matches({ editing: { menu: m } })) ?? null;
}

/** Whether the pinch hint is on the canvas now: its time running and no dialog over it. */
export const pinchHintInView = (snapshot: EditorSnapshot): boolean =>
  snapshot.matches({ editing: { pinchHint: { shown: 'visible' } } });

const DIALOG_NAMES = Object.keys(DIALOGS) as DialogName[];

/** The dialog over the editor now, the first of the table whose state is active, or null. */
export function openDialog(snapshot: EditorSnapshot): DialogName | null {
  return (
    DIALOG_NAMES.find((name) => DIALOGS[name].some((state) => snapshot.matches(state))) ?? null
  );
}
