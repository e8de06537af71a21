/**
 * The main menu: the bottom toolbar, part tabs, Cancel and Add to cart
 * (docs/rules/personalisation.md §2.4).
 */
import { assign, not } from 'xstate';
import { editorSetup } from '../setup';
import { selectSlotTransition } from './selectSlot';
import { redo, redoSwap, undo, undoSwap, withCurrentPart, withCurrentResource } from '../edits';
import { incompleteParts } from '../../../model/completeness';

export const mainState = editorSetup.createStateConfig({
  // Returning to the main menu clears the current resource (docs/rules/personalisation.md §4).
  entry: assign({
    instance: ({ context }) => withCurrentResource(context.template, context.instance, null),
    slotEntry: null,
    textDraft: null,
    refusal: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        CANCEL: [{ guard: 'dirty', target: 'confirmLeave' }, { target: '#editor.left' }],
      },
    },
    confirmLeave: {
      on: {
        CONFIRM: '#editor.left',
        DECLINE: 'idle',
      },
    },
  },
  on: {
    CHANGE_PHOTOS: '#editor.editing.menu.select-image',
    EDIT_TEXT: { guard: 'hasEditableText', target: '#editor.editing.menu.select-text' },
    CHANGE_YEAR: { guard: 'canChangeYear', target: '#editor.editing.menu.year' },
    CHANGE_DESIGN: { guard: 'allowTemplateChange', target: '#editor.editing.menu.templates' },
    PREVIEW: '#editor.editing.menu.preview',
    // In a package the item has no quantity of its own: Save keeps the design at once.
    // Add to cart on an unfinished design shows the parent the first part still to finish.
    BUY: [
      {
        guard: not('complete'),
        actions: assign({
          instance: ({ context }) => {
            const [first] = incompleteParts(context.template, context.instance);
            return first === undefined
              ? context.instance
              : withCurrentPart(context.template, context.instance, first);
          },
        }),
      },
      { guard: 'partOfPackage', target: '#editor.editing.menu.buy.saving' },
      { target: '#editor.editing.menu.buy' },
    ],
    // Past the design's own edits, undo and redo step over template swaps (main menu only: a
    // sub-menu's open field belongs to the design it opened on).
    UNDO: [
      { guard: 'canUndo', actions: assign(({ context }) => undo(context)) },
      { actions: assign(({ context }) => undoSwap(context)) },
    ],
    REDO: [
      { guard: 'canRedo', actions: assign(({ context }) => redo(context)) },
      { actions: assign(({ context }) => redoSwap(context)) },
    ],
    SELECT_PART: {
      actions: assign({
        instance: ({ context, event }) =>
          withCurrentPart(context.template, context.instance, event.partId),
      }),
    },
    ...selectSlotTransition,
  },
});
