/**
 * The templates menu (docs/rules/personalisation.md §2): alternative templates of the product; a
 * pick is swapped in after a 300 ms switch delay and keeps the part-of-package flag. Cancel
 * restores the template the menu opened with, asking first when a different one was swapped in.
 */
import { assign } from 'xstate';
import { emptyHistory, instanceForTemplate, recordSwap } from '../edits';
import { editorSetup } from '../setup';

export const templatesState = editorSetup.createStateConfig({
  entry: assign({
    templatesEntry: ({ context }) => ({
      template: context.template,
      instance: context.instance,
      history: context.history,
    }),
    pendingChoice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchTemplateChoices',
        input: ({ context }) => ({ ports: context.ports, productUuid: context.product.uuid }),
        onDone: {
          target: 'list',
          actions: assign({ choices: ({ event }) => event.output }),
        },
        onError: { target: 'list', actions: assign({ choices: [] }) },
      },
    },
    list: {
      on: {
        PICK_TEMPLATE: {
          guard: ({ context, event }) => event.choice.uuid !== context.template.uuid,
          target: 'switching',
          actions: assign({ pendingChoice: ({ event }) => event.choice }),
        },
      },
    },
    switching: {
      after: { templateSwitch: 'swapping' },
      on: {
        PICK_TEMPLATE: {
          target: 'switching',
          reenter: true,
          actions: assign({ pendingChoice: ({ event }) => event.choice }),
        },
      },
    },
    swapping: {
      invoke: {
        src: 'loadTemplate',
        input: ({ context }) => ({
          ports: context.ports,
          choice: context.pendingChoice ?? { uuid: '', version: 0, name: '', thumbnailUrl: '' },
        }),
        onDone: {
          target: 'list',
          actions: assign(({ context, event }) => ({
            template: event.output.template,
            instance: instanceForTemplate(context, event.output),
            history: emptyHistory(),
            pendingChoice: null,
          })),
        },
        onError: { target: 'list', actions: assign({ pendingChoice: null }) },
      },
    },
    confirmCancel: {
      on: {
        CONFIRM: {
          target: '#editor.editing.menu.main',
          actions: assign(({ context }) => context.templatesEntry ?? {}),
        },
        DECLINE: 'list',
      },
    },
  },
  on: {
    // Done keeps the design picked: the whole visit to the menu is one undo step.
    DONE: {
      target: '#editor.editing.menu.main',
      actions: assign(({ context }) =>
        context.templatesEntry ? recordSwap(context, context.templatesEntry) : {},
      ),
    },
    CANCEL: [
      {
        guard: ({ context }) => context.templatesEntry?.template.uuid !== context.template.uuid,
        target: '.confirmCancel',
      },
      { target: '#editor.editing.menu.main' },
    ],
  },
});
