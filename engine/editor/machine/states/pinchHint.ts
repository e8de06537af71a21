import { SESSION_KEYS } from '../../constants';
import { editorSetup } from '../setup';

/**
 * The pinch-zoom hint (docs/rules/personalisation.md §5, §9): shown for 10 s, once per browser
 * session.
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
      after: { pinchHint: 'hidden' },
      on: { PINCH_HINT_DISMISS: 'hidden' },
    },
  },
});
