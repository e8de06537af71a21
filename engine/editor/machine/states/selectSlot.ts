/**
 * Picking a slot (a numbered button or a tap on the canvas) opens its editor
 * (docs/rules/personalisation.md §4).
 */
import { editorSetup } from '../setup';
import { isEditableSlot, stringSlot } from '../../rules/slots';

export const selectSlotTransition = editorSetup.createStateConfig({
  on: {
    SELECT_SLOT: [
      {
        guard: ({ context, event }) =>
          isEditableSlot(context.template, event.fullId) &&
          stringSlot(context.template, event.fullId) !== undefined,
        target: '#editor.editing.menu.text',
        actions: 'openSlot',
      },
      {
        guard: ({ context, event }) => isEditableSlot(context.template, event.fullId),
        target: '#editor.editing.menu.image',
        actions: 'openSlot',
      },
    ],
  },
}).on;

/** The select-image and select-text menus: numbered slot buttons, and Cancel back to main. */
export const selectImageState = editorSetup.createStateConfig({
  on: { ...selectSlotTransition, CANCEL: '#editor.editing.menu.main' },
});

export const selectTextState = editorSetup.createStateConfig({
  on: { ...selectSlotTransition, CANCEL: '#editor.editing.menu.main' },
});
