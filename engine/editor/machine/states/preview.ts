/**
 * The preview dialog (docs/rules/personalisation.md §2): all parts, previous and next arrows,
 * Close.
 */
import { assign } from 'xstate';
import { editorSetup } from '../setup';

export const previewState = editorSetup.createStateConfig({
  entry: assign({
    previewIndex: ({ context }) =>
      Math.max(
        0,
        context.template.parts.findIndex((p) => p.id === context.instance.currentPartRefId),
      ),
  }),
  on: {
    PREVIOUS_PART: {
      actions: assign({
        previewIndex: ({ context }) => Math.max(0, context.previewIndex - 1),
      }),
    },
    NEXT_PART: {
      actions: assign({
        previewIndex: ({ context }) =>
          Math.min(context.template.parts.length - 1, context.previewIndex + 1),
      }),
    },
    SHOW_PART: {
      actions: assign({
        previewIndex: ({ context, event }) =>
          Math.max(
            0,
            context.template.parts.findIndex((p) => p.id === event.partId),
          ),
      }),
    },
    CANCEL: '#editor.editing.menu.main',
    DONE: '#editor.editing.menu.main',
  },
});
