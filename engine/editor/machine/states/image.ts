/**
 * The image editor (docs/rules/personalisation.md §2, §4): tabs Image inbox / Edit image /
 * Backgrounds, Cancel and Done. Every change goes through the model and is undoable; Cancel
 * restores the slot as it was.
 */
import { assign } from 'xstate';
import { commit, currentPicture } from '../edits';
import { applyUserStrings, replaceAllPictures } from '../imageEdits';
import { editorSetup } from '../setup';
import type { EditorContext } from '../types';
import { imageEditingState } from './imageEditing';

const slotId = (context: EditorContext): string => context.slotEntry?.fullId ?? '';

export const imageState = editorSetup.createStateConfig({
  entry: editorSetup.raise({ type: 'SHOW_PINCH_HINT' }),
  // The hint is about this editor's canvas gestures: it goes when the editor closes.
  exit: editorSetup.raise({ type: 'PINCH_HINT_DISMISS' }),
  initial: 'editing',
  states: {
    editing: imageEditingState,
    refused: {
      on: { DISMISS: { target: 'editing', actions: assign({ refusal: null }) } },
    },
    fillingStrings: {
      invoke: {
        src: 'fillUserStrings',
        input: ({ context }) => ({
          ports: context.ports,
          templateUuid: context.template.uuid,
          pictureUuid: currentPicture(context.instance, slotId(context))?.uuid ?? '',
          resourceId: slotId(context),
        }),
        onDone: {
          target: 'editing',
          actions: assign(
            ({ context, event }) => commit(context, applyUserStrings(context, event.output)) ?? {},
          ),
        },
        onError: 'editing',
      },
    },
    loadingBackgrounds: {
      invoke: {
        src: 'fetchBackgrounds',
        input: ({ context }) => ({
          ports: context.ports,
          pictureUuid: currentPicture(context.instance, slotId(context))?.uuid ?? '',
        }),
        onDone: {
          target: 'editing',
          actions: assign({ backgrounds: ({ event }) => event.output }),
        },
        onError: { target: 'editing', actions: assign({ backgrounds: [] }) },
      },
    },
    confirmReplaceAll: {
      on: {
        CONFIRM: {
          target: 'applied',
          actions: assign(({ context }) => {
            const placed = currentPicture(context.instance, slotId(context));
            return (placed && commit(context, replaceAllPictures(context, placed.uuid))) ?? {};
          }),
        },
        DECLINE: 'applied',
      },
    },
    confirmReplacePackage: {
      on: {
        CONFIRM: {
          target: 'applied',
          actions: ({ context }) => {
            const uuid = currentPicture(context.instance, slotId(context))?.uuid;
            const picture = context.pictures.find((p) => p.uuid === uuid);
            if (picture) context.ports.replacePackagePictures(picture);
          },
        },
        DECLINE: 'applied',
      },
    },
    confirmCancel: {
      on: {
        CONFIRM: {
          target: '#editor.editing.menu.main',
          actions: assign(({ context }) =>
            context.slotEntry
              ? { instance: context.slotEntry.instance, history: context.slotEntry.history }
              : {},
          ),
        },
        DECLINE: 'editing',
      },
    },
    applied: {
      after: { imageApplied: '#editor.editing.menu.main' },
    },
  },
});
