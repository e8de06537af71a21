/**
 * The states in which a dialog covers the editor (EditorDialogs draws them; the preview is a
 * dialog of its own). What the canvas shows for the parent's attention, the pinch hint, waits
 * under a dialog and comes back when it closes.
 */
export const DIALOG_STATES = [
  { editing: { upload: 'failed' } },
  { editing: { upload: 'sending' } },
  { editing: { upload: 'retrying' } },
  { editing: { menu: { main: 'confirmLeave' } } },
  { editing: { menu: { image: 'refused' } } },
  { editing: { menu: { image: 'confirmReplaceAll' } } },
  { editing: { menu: { image: 'confirmReplacePackage' } } },
  { editing: { menu: { image: 'confirmCancel' } } },
  { editing: { menu: { text: 'confirmCancel' } } },
  { editing: { menu: { templates: 'confirmCancel' } } },
  { editing: { menu: { buy: 'warning' } } },
  { editing: { menu: 'preview' } },
] as const;
