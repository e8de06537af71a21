import { not, or, stateIn } from 'xstate';
import { SESSION_KEYS } from '../../constants';
import { DIALOG_STATES } from '../dialogs';
import { editorSetup } from '../setup';

/** A dialog is over the editor: the hint under its backdrop would be read by nobody. */
const dialogOpen = or(DIALOG_STATES.map((state) => stateIn(state)));
const closing = { editing: { menu: { image: 'applied' } } } as const;

/**
 * The pinch-zoom hint (docs/rules/personalisation.md §5, §9): shown for 10 s, once per browser
 * session. While a dialog covers the editor the hint is put aside, its time stopped; when the
 * dialog closes it shows again for its full time.
 */
export const pinchHintRegion = editorSetup.createStateConfig({
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        SHOW_PINCH_HINT: {
          guard: 'pinchHintAllowed',
          target: 'shown',
        },
      },
    },
    shown: {
      entry: ({ context }) => context.ports.session.setItem(SESSION_KEYS.pinchHint, '1'),
      initial: 'visible',
      states: {
        visible: {
          always: { guard: dialogOpen, target: 'covered' },
          after: { pinchHint: '#editor.editing.pinchHint.hidden' },
        },
        covered: {
          always: [
            // The question answered closes the image editor: the hint goes with it.
            { guard: stateIn(closing), target: '#editor.editing.pinchHint.hidden' },
            { guard: not(dialogOpen), target: 'visible' },
          ],
        },
      },
      on: { PINCH_HINT_DISMISS: 'hidden' },
    },
  },
});
