/**
 * The editor statechart's setup: its types, the host calls it invokes (each an actor over an
 * injected port, so tests run it headlessly) and its named guards and delays. The menus are
 * state configs in ./states, one file each, built with `editorSetup.createStateConfig`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Picture, UserResource } from '../../model/types';
import {
  IMAGE_APPLIED_DELAY_MS,
  PINCH_HINT_MS,
  SESSION_KEYS,
  TEMPLATE_SWITCH_DELAY_MS,
  FONT_SIZE_DEBOUNCE_MS,
  UPLOAD_RETRY_DELAY_MS,
} from '../constants';
import type {
  Background,
  CartRequest,
  EditorPorts,
  LoadedTemplate,
  TemplateChoice,
} from '../ports';
import { totalQuantity } from '../rules/quantity';
import { canChangeYear, hasEditableText, imageSlot, offersReplaceAll } from '../rules/slots';
import { canRedo, canUndo, currentPicture, isComplete, withCurrentResource } from './edits';
import { asksPackageReplace } from './imageEdits';
import type { EditorContext, EditorEvent, EditorInput } from './types';

type WithPorts<T> = { ports: EditorPorts } & T;

export const editorSetup = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actors: {
    fetchPictures: fromPromise<Picture[], WithPorts<object>>(({ input }) =>
      input.ports.fetchPictures(),
    ),
    fetchTemplateChoices: fromPromise<TemplateChoice[], WithPorts<{ productUuid: string }>>(
      ({ input }) => input.ports.fetchTemplateChoices(input.productUuid),
    ),
    loadTemplate: fromPromise<LoadedTemplate, WithPorts<{ choice: TemplateChoice }>>(({ input }) =>
      input.ports.loadTemplate({ uuid: input.choice.uuid, version: input.choice.version }),
    ),
    fillUserStrings: fromPromise<
      UserResource[],
      WithPorts<{ templateUuid: string; pictureUuid: string; resourceId: string }>
    >(({ input }) => input.ports.fillUserStringsByPicture(input)),
    fetchBackgrounds: fromPromise<Background[], WithPorts<{ pictureUuid: string }>>(({ input }) =>
      input.ports.fetchBackgrounds(input.pictureUuid),
    ),
    saveToCart: fromPromise<void, WithPorts<{ update: boolean; request: CartRequest }>>(
      ({ input }) =>
        input.update ? input.ports.updateCart(input.request) : input.ports.addToCart(input.request),
    ),
    uploadFile: fromPromise<Picture, WithPorts<{ file: File }>>(({ input }) =>
      input.ports.uploadFile(input.file),
    ),
  },
  actions: {
    // Opening a slot's editor remembers the slot as it was, for Cancel
    // (docs/rules/personalisation.md §4).
    openSlot: assign(({ context, event }) => {
      if (event.type !== 'SELECT_SLOT') return {};
      const instance = withCurrentResource(context.template, context.instance, event.fullId);
      return {
        instance,
        slotEntry: { fullId: event.fullId, instance, history: context.history, changed: false },
        imageTab: 'inbox' as const,
        refusal: null,
      };
    }),
  },
  delays: {
    templateSwitch: TEMPLATE_SWITCH_DELAY_MS,
    fontSizeDebounce: FONT_SIZE_DEBOUNCE_MS,
    pinchHint: PINCH_HINT_MS,
    uploadRetry: UPLOAD_RETRY_DELAY_MS,
    imageApplied: IMAGE_APPLIED_DELAY_MS,
  },
  guards: {
    dirty: ({ context }) => context.instance.dirty,
    hasEditableText: ({ context }) => hasEditableText(context.template),
    canChangeYear: ({ context }) => canChangeYear(context.template),
    allowTemplateChange: ({ context }) => context.flags.allowTemplateChange,
    complete: ({ context }) => isComplete(context.template, context.instance),
    partOfPackage: ({ context }) => context.instance.partOfPackage,
    canUndo: ({ context }) => canUndo(context.history),
    canRedo: ({ context }) => canRedo(context.history),
    slotChanged: ({ context }) => context.slotEntry?.changed === true,
    offersReplaceAll: ({ context }) =>
      pictureChanged(context) && offersReplaceAll(context.template),
    asksPackageReplace: ({ context }) =>
      context.slotEntry !== null &&
      asksPackageReplace(context, context.slotEntry.instance, context.slotEntry.fullId),
    canAddToCart: ({ context }) =>
      isComplete(context.template, context.instance) &&
      totalQuantity(context.quantities, context.product.minOrderQuantity) > 0,
    warnBeforeAdding: ({ context }) =>
      context.addToCartWarning !== null &&
      context.ports.session.getItem(SESSION_KEYS.addToCartWarning) === null,
    pinchHintAllowed: ({ context }) => pinchHintAllowed(context),
  },
});

/** Whether the slot being edited now holds a different picture than when its editor opened. */
function pictureChanged(context: EditorContext): boolean {
  const entry = context.slotEntry;
  if (!entry) return false;
  const before = currentPicture(entry.instance, entry.fullId)?.uuid ?? null;
  const now = currentPicture(context.instance, entry.fullId)?.uuid ?? null;
  return now !== null && now !== before;
}

/** The pinch hint: once per session, not without zoom or toolbox, not on a rotated frame. */
function pinchHintAllowed(context: EditorContext): boolean {
  const fullId = context.slotEntry?.fullId;
  const slot = fullId ? imageSlot(context.template, fullId) : undefined;
  return (
    slot !== undefined &&
    context.flags.imageToolboxEnabled &&
    !slot.disableZoom &&
    slot.rotation % 360 === 0 &&
    context.ports.session.getItem(SESSION_KEYS.pinchHint) === null
  );
}
