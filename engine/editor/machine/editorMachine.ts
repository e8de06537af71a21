/**
 * The editor statechart (docs/rules/personalisation.md §2.4, §4, §5): a menu region (main, image,
 * select-image, text, select-text, year, templates, preview, buy) beside the inbox pictures,
 * uploads and the pinch hint. It ends in `left` (Cancel) or `saved` (added to / updated in the
 * cart); the host navigates from there.
 */
import { initialQuantity } from '../rules/quantity';
import { assign } from 'xstate';
import { emptyHistory, redo, undo } from './edits';
import { editorSetup } from './setup';
import { buyState } from './states/buy';
import { imageState } from './states/image';
import { mainState } from './states/main';
import { picturesRegion } from './states/pictures';
import { pinchHintRegion } from './states/pinchHint';
import { previewState } from './states/preview';
import { selectImageState, selectTextState } from './states/selectSlot';
import { templatesState } from './states/templates';
import { textState } from './states/text';
import { uploadRegion } from './states/upload';
import { yearState } from './states/year';

export const editorMachine = editorSetup.createMachine({
  id: 'editor',
  context: ({ input }) => ({
    template: input.template,
    instance: { ...input.instance, partOfPackage: input.flags.partOfPackage },
    mode: input.mode,
    flags: input.flags,
    product: input.product,
    ports: input.ports,
    language: input.language,
    history: emptyHistory(),
    addToCartWarning: input.addToCartWarning ?? null,
    pictures: [],
    picturesLoaded: false,
    imageTab: 'inbox',
    slotEntry: null,
    refusal: null,
    backgrounds: [],
    textDraft: null,
    yearText: String(input.instance.year),
    choices: null,
    pendingChoice: null,
    templatesEntry: null,
    swapsBack: [],
    swapsForward: [],
    previewIndex: 0,
    quantities: input.quantities ?? { '': initialQuantity(input.product.minOrderQuantity) },
    uploads: [],
    loadingImages: [],
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      type: 'parallel',
      states: {
        menu: {
          initial: 'main',
          states: {
            main: mainState,
            'select-image': selectImageState,
            image: imageState,
            'select-text': selectTextState,
            text: textState,
            year: yearState,
            templates: templatesState,
            preview: previewState,
            buy: buyState,
          },
        },
        pictures: picturesRegion,
        upload: uploadRegion,
        pinchHint: pinchHintRegion,
      },
      on: {
        UNDO: {
          guard: 'canUndo',
          actions: assign(({ context }) => undo(context)),
        },
        REDO: {
          guard: 'canRedo',
          actions: assign(({ context }) => redo(context)),
        },
        // The preview image of a placed picture has loaded: it no longer shows as loading.
        IMAGE_LOADED: {
          actions: assign({
            loadingImages: ({ context, event }) =>
              context.loadingImages.filter((id) => id !== event.fullId),
          }),
        },
      },
    },
    left: { type: 'final' },
    saved: { type: 'final' },
  },
});
