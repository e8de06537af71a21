/**
 * The year menu (docs/rules/personalisation.md §2, §5): minus, plus and a text input; never before
 * the current year.
 */
import { assign } from 'xstate';
import { changeYear, setYear } from '../../../model/ops/year';
import type { EditResult } from '../../../model/types';
import { commit } from '../edits';
import { editorSetup } from '../setup';
import type { EditorContext } from '../types';

/** Applies a year edit and shows the resulting year in the input. */
const toYear = (run: (context: EditorContext) => EditResult) =>
  editorSetup.assign(({ context }) => {
    const next = commit(context, run(context)) ?? {
      instance: context.instance,
      history: context.history,
      swapsForward: context.swapsForward,
    };
    return { ...next, yearText: String(next.instance.year) };
  });

export const yearState = editorSetup.createStateConfig({
  entry: assign({ yearText: ({ context }) => String(context.instance.year) }),
  on: {
    YEAR_MINUS: {
      actions: toYear((c) => changeYear(c.template, c.instance, -1, c.ports.currentYear())),
    },
    YEAR_PLUS: {
      actions: toYear((c) => changeYear(c.template, c.instance, 1, c.ports.currentYear())),
    },
    YEAR_INPUT: { actions: assign({ yearText: ({ event }) => event.text }) },
    YEAR_BLUR: {
      actions: toYear((c) => setYear(c.template, c.instance, c.yearText, c.ports.currentYear())),
    },
    DONE: '#editor.editing.menu.main',
    CANCEL: '#editor.editing.menu.main',
  },
});
