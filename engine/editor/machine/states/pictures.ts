/**
 * The image inbox's pictures, fetched once when the editor opens (docs/rules/personalisation.md §2,
 * §8).
 */
import { assign } from 'xstate';
import { editorSetup } from '../setup';

export const picturesRegion = editorSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchPictures',
        input: ({ context }) => ({ ports: context.ports }),
        onDone: {
          target: 'ready',
          actions: assign({
            pictures: ({ context, event }) => [...context.pictures, ...event.output],
            picturesLoaded: true,
          }),
        },
        // On failure the list is kept as it was, silently (docs/rules/personalisation.md §8).
        onError: { target: 'ready', actions: assign({ picturesLoaded: true }) },
      },
    },
    ready: {},
  },
});
