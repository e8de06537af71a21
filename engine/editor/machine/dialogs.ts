/**
 * The dialogs that cover the editor, each with the states it is shown in, in the order one wins
 * when two regions ask at once (an upload's dialog before the menu's). EditorDialogs draws the open
 * one (the preview Editor draws itself, it needs the canvas); the pinch hint waits under any of
 * them and comes back when it closes. A new dialog is named here once and both follow.
 */
export const DIALOGS = {
  uploadFailed: [{ editing: { upload: 'failed' } }],
  uploadProgress: [{ editing: { upload: 'sending' } }, { editing: { upload: 'retrying' } }],
  confirmLeave: [{ editing: { menu: { main: 'confirmLeave' } } }],
  pictureRefused: [{ editing: { menu: { image: 'refused' } } }],
  confirmReplaceAll: [{ editing: { menu: { image: 'confirmReplaceAll' } } }],
  confirmReplacePackage: [{ editing: { menu: { image: 'confirmReplacePackage' } } }],
  confirmDiscard: [
    { editing: { menu: { image: 'confirmCancel' } } },
    { editing: { menu: { text: 'confirmCancel' } } },
    { editing: { menu: { templates: 'confirmCancel' } } },
  ],
  buyWarning: [{ editing: { menu: { buy: 'warning' } } }],
  preview: [{ editing: { menu: 'preview' } }],
} as const;

export type DialogName = keyof typeof DIALOGS;

/** Every state in which some dialog covers the editor. */
export const DIALOG_STATES = Object.values(DIALOGS).flat();
