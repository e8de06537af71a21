/**
 * The image editor (spec §2, §4): tabs Image inbox / Edit image / Backgrounds, Cancel and Done.
 * Every change goes through the model and is undoable; Cancel restores the slot as it was.
 */
import { assign } from 'xstate';
import type { Picture } from '../../../model/types';
import { imageSlot, zoomEnabled } from '../../rules/slots';
import {
  applyUserStrings,
  backgroundsOffered,
  commit,
  cropImage,
  currentPicture,
  pictureRefusal,
  placePicture,
  replaceAllPictures,
  rotateImage,
  setImageBackground,
  setImageEffect,
  panImage,
  zoomImage,
} from '../edits';
import { editorSetup } from '../setup';
import type { EditorContext, EditorEvent } from '../types';

const slotId = (context: EditorContext): string => context.slotEntry?.fullId ?? '';

const pickedPicture = (context: EditorContext, event: EditorEvent): Picture | undefined =>
  event.type === 'PICK_PICTURE' ? context.pictures.find((p) => p.uuid === event.uuid) : undefined;

const canZoom = (context: EditorContext): boolean => {
  const slot = imageSlot(context.template, slotId(context));
  return slot !== undefined && zoomEnabled(slot, context.flags.imageToolboxEnabled);
};

/** An event the edit was not meant for changes nothing. */
const refused = (event: EditorEvent) => ({ ok: false as const, reason: event.type });

/** Applies one model edit to the open slot and marks the slot changed. */
const edit = (
  run: (context: EditorContext, event: EditorEvent) => ReturnType<typeof placePicture>,
) =>
  editorSetup.assign(({ context, event }) => {
    const next = commit(context, run(context, event));
    if (!next) return {};
    return { ...next, slotEntry: context.slotEntry && { ...context.slotEntry, changed: true } };
  });

/** Places the picked picture; the editor is loading until its preview image loads (spec §4). */
const place = editorSetup.assign(({ context, event }) => {
  const next = commit(
    context,
    placePicture(context, slotId(context), pickedPicture(context, event)),
  );
  if (!next) return {};
  return {
    ...next,
    loadingImages: [
      ...context.loadingImages.filter((id) => id !== slotId(context)),
      slotId(context),
    ],
    slotEntry: context.slotEntry && { ...context.slotEntry, changed: true },
  };
});

export const imageState = editorSetup.createStateConfig({
  entry: editorSetup.raise({ type: 'SHOW_PINCH_HINT' }),
  // The hint is about this editor's canvas gestures: it goes when the editor closes.
  exit: editorSetup.raise({ type: 'PINCH_HINT_DISMISS' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        PICK_PICTURE: [
          { guard: ({ context, event }) => !pickedPicture(context, event) },
          {
            guard: ({ context, event }) =>
              pictureRefusal(context, slotId(context), pickedPicture(context, event)) !== null,
            target: 'refused',
            actions: assign({
              refusal: ({ context, event }) =>
                pictureRefusal(context, slotId(context), pickedPicture(context, event)),
            }),
          },
          {
            guard: ({ context, event }) => pickedPicture(context, event)?.pictureType === 'GP',
            target: 'fillingStrings',
            actions: place,
          },
          { actions: place },
        ],
        ROTATE: {
          guard: ({ context }) => context.flags.imageToolboxEnabled,
          actions: edit((context) => rotateImage(context, slotId(context))),
        },
        EFFECT: {
          guard: ({ context }) => context.flags.imageToolboxEnabled,
          actions: edit((context, event) =>
            setImageEffect(
              context,
              slotId(context),
              event.type === 'EFFECT' ? event.effect : 'original',
            ),
          ),
        },
        ZOOM: {
          guard: ({ context }) => canZoom(context),
          actions: edit((context, event) =>
            event.type === 'ZOOM'
              ? zoomImage(context, slotId(context), event.factor, event.anchor)
              : refused(event),
          ),
        },
        PAN: {
          guard: ({ context }) => canZoom(context),
          actions: edit((context, event) =>
            event.type === 'PAN'
              ? panImage(context, slotId(context), event.dx, event.dy)
              : refused(event),
          ),
        },
        CROP: {
          guard: ({ context }) => canZoom(context),
          actions: edit((context, event) =>
            event.type === 'CROP'
              ? cropImage(context, slotId(context), event.cropRect)
              : refused(event),
          ),
        },
        BACKGROUND: {
          actions: edit((context, event) =>
            setImageBackground(
              context,
              slotId(context),
              event.type === 'BACKGROUND' ? event.uuid : null,
            ),
          ),
        },
        TAB: [
          {
            guard: ({ event }) => event.tab === 'inbox',
            actions: assign({ imageTab: 'inbox' }),
          },
          {
            guard: ({ context, event }) =>
              event.tab === 'edit' && context.flags.imageToolboxEnabled,
            actions: assign({ imageTab: 'edit' }),
          },
          {
            guard: ({ context, event }) =>
              event.tab === 'backgrounds' && backgroundsOffered(context, slotId(context)),
            target: 'loadingBackgrounds',
            actions: assign({ imageTab: 'backgrounds' }),
          },
        ],
        DONE: [
          {
            guard: ({ context }) => context.slotEntry?.changed !== true,
            target: '#editor.editing.menu.main',
          },
          { guard: 'offersReplaceAll', target: 'confirmReplaceAll' },
          { guard: 'asksPackageReplace', target: 'confirmReplacePackage' },
          { target: 'applied' },
        ],
        CANCEL: [
          { guard: 'slotChanged', target: 'confirmCancel' },
          { target: '#editor.editing.menu.main' },
        ],
      },
    },
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
