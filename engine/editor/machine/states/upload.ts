/**
 * Own-photo upload (docs/rules/personalisation.md §4, §5, §8), a region beside the menus: only with
 * allowOwnPhotos, only image files; files go one at a time (status 0 waiting, 1 uploading, 2 done,
 * -1 failed), a file the shop refuses (UploadRefused: too large, not an image…) fails at once with
 * its message, any other failure is retried 5 times 5 s apart, any failed file opens the failure
 * dialog once the others are through, and a single uploaded picture is picked automatically.
 */
import { assign } from 'xstate';
import { UPLOAD_RETRIES } from '../../constants';
import {
  isImageFile,
  refusalOf,
  UPLOAD_DONE,
  UPLOAD_FAILED,
  UPLOAD_UPLOADING,
  UPLOAD_WAITING,
} from '../../rules/upload';
import { editorSetup } from '../setup';
import type { EditorContext, UploadItem } from '../types';

const currentIndex = (context: EditorContext): number =>
  context.uploads.findIndex((u) => u.status === UPLOAD_UPLOADING);

const updateCurrent = (
  context: EditorContext,
  change: (item: UploadItem) => UploadItem,
): UploadItem[] => {
  const index = currentIndex(context);
  return context.uploads.map((u, i) => (i === index ? change(u) : u));
};

export const uploadRegion = editorSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        UPLOAD: {
          guard: ({ context, event }) =>
            context.flags.allowOwnPhotos && event.files.some((f) => isImageFile(f)),
          target: 'next',
          actions: assign({
            uploads: ({ event }) =>
              event.files
                .filter((f) => isImageFile(f))
                .map((file) => ({
                  file,
                  status: UPLOAD_WAITING,
                  attempts: 0,
                  picture: null,
                  refusal: null,
                })),
          }),
        },
      },
    },
    next: {
      always: [
        {
          guard: ({ context }) => context.uploads.some((u) => u.status === UPLOAD_WAITING),
          target: 'sending',
          actions: assign({
            uploads: ({ context }) => {
              const index = context.uploads.findIndex((u) => u.status === UPLOAD_WAITING);
              return context.uploads.map((u, i) =>
                i === index ? { ...u, status: UPLOAD_UPLOADING } : u,
              );
            },
          }),
        },
        {
          guard: ({ context }) => context.uploads.some((u) => u.status === UPLOAD_FAILED),
          target: 'failed',
        },
        {
          guard: ({ context }) =>
            context.uploads.length === 1 && context.uploads[0]?.picture != null,
          target: 'idle',
          actions: editorSetup.raise(({ context }) => ({
            type: 'PICK_PICTURE' as const,
            uuid: context.uploads[0]?.picture?.uuid ?? '',
          })),
        },
        { target: 'idle' },
      ],
    },
    sending: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({
          ports: context.ports,
          file: context.uploads[currentIndex(context)]?.file ?? new File([], ''),
        }),
        onDone: {
          target: 'next',
          actions: assign(({ context, event }) => ({
            uploads: updateCurrent(context, (u) => ({
              ...u,
              status: UPLOAD_DONE,
              picture: event.output,
            })),
            pictures: [event.output, ...context.pictures],
          })),
        },
        onError: [
          {
            guard: ({ event }) => refusalOf(event.error) !== null,
            target: 'next',
            actions: assign({
              uploads: ({ context, event }) =>
                updateCurrent(context, (u) => ({
                  ...u,
                  status: UPLOAD_FAILED,
                  refusal: refusalOf(event.error),
                })),
            }),
          },
          {
            guard: ({ context }) =>
              (context.uploads[currentIndex(context)]?.attempts ?? 0) < UPLOAD_RETRIES,
            target: 'retrying',
            actions: assign({
              uploads: ({ context }) =>
                updateCurrent(context, (u) => ({ ...u, attempts: u.attempts + 1 })),
            }),
          },
          {
            target: 'next',
            actions: assign({
              uploads: ({ context }) =>
                updateCurrent(context, (u) => ({ ...u, status: UPLOAD_FAILED })),
            }),
          },
        ],
      },
    },
    retrying: {
      after: { uploadRetry: 'sending' },
    },
    failed: {
      on: { DISMISS: { target: 'idle', actions: assign({ uploads: [] }) } },
    },
  },
});
