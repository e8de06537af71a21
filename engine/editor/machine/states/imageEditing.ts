/**
 * The image editor's editing state (docs/rules/personalisation.md §4, §5): picking a picture
 * (refused ones open the dialog), rotation, effects, zoom and pan, backgrounds, tabs, and where
 * Done and Cancel lead.
 */
import { assign } from 'xstate';
import type { Picture } from '../../../model/types';
import { imageSlot, zoomEnabled } from '../../rules/slots';
import { commit } from '../edits';
import {
  backgroundsOffered,
  cropImage,
  pictureRefusal,
  placePicture,
  rotateImage,
  setImageBackground,
  setImageEffect,
  panImage,
  zoomImage,
} from '../imageEdits';
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
    // The moves of one drag or pinch on the canvas are one undo step.
    const stroke = 'stroke' in event && event.stroke !== undefined ? event.stroke : undefined;
    const next = commit(
      context,
      run(context, event),
      stroke === undefined ? undefined : `${event.type}:${stroke}`,
    );
    if (!next) return {};
    return { ...next, slotEntry: context.slotEntry && { ...context.slotEntry, changed: true } };
  });

/**
 * Places the picked picture; the editor is loading until its preview image loads
 * (docs/rules/personalisation.md §4).
 */
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

export const imageEditingState = editorSetup.createStateConfig({
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
        guard: ({ context, event }) => event.tab === 'edit' && context.flags.imageToolboxEnabled,
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
});
