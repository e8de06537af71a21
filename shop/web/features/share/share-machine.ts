import { assign, fromPromise, setup } from 'xstate';
import { canAddRecipient, validRecipients } from './recipients';

export interface ShareContext {
  /** Subject uuids of the chosen picture sets. */
  selected: string[];
  /** The recipient fields as typed. */
  recipients: string[];
  /** Who the last send reached. */
  sentTo: string[];
  /** The server's error text, shown as an alert. */
  error: string | null;
  /** The send failed on the network: 'Error sharing picture sets, please try again'. */
  failed: boolean;
}

export type ShareEvent =
  | { type: 'TOGGLE_SET'; subjectUuid: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'EDIT_RECIPIENT'; index: number; value: string }
  | { type: 'ADD_RECIPIENT' }
  | { type: 'SEND' }
  | { type: 'SEND_MORE' }
  | { type: 'DISMISS_ERROR' };

const fresh = (selected: string[] = []) => ({
  selected,
  recipients: [''],
  sentTo: [],
  error: null,
  failed: false,
});

/**
 * The share dialog (docs/rules/personalisation.md §2): select-picture-sets, select-recipients,
 * show-receipt; 'send more' starts over. Send needs a chosen set and a valid recipient; only valid
 * addresses are sent.
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as { preselected?: string[] },
  },
  actors: {
    send: fromPromise<string[], { emails: string[]; subjectUuids: string[] }>(() =>
      Promise.reject(new Error('send not provided')),
    ),
  },
  guards: {
    hasSet: ({ context }) => context.selected.length > 0,
    canSend: ({ context }) =>
      context.selected.length > 0 && validRecipients(context.recipients).length > 0,
    canAdd: ({ context }) => canAddRecipient(context.recipients),
  },
}).createMachine({
  id: 'share',
  initial: 'selectPictureSets',
  context: ({ input }) => fresh(input.preselected),
  states: {
    selectPictureSets: {
      on: {
        TOGGLE_SET: {
          actions: assign({
            selected: ({ context, event }) =>
              context.selected.includes(event.subjectUuid)
                ? context.selected.filter((s) => s !== event.subjectUuid)
                : [...context.selected, event.subjectUuid],
          }),
        },
        NEXT: { guard: 'hasSet', target: 'selectRecipients' },
      },
    },
    selectRecipients: {
      on: {
        BACK: { target: 'selectPictureSets' },
        EDIT_RECIPIENT: {
          actions: assign({
            recipients: ({ context, event }) =>
              context.recipients.map((r, i) => (i === event.index ? event.value : r)),
          }),
        },
        ADD_RECIPIENT: {
          guard: 'canAdd',
          actions: assign({ recipients: ({ context }) => [...context.recipients, ''] }),
        },
        SEND: { guard: 'canSend', target: 'sending' },
        DISMISS_ERROR: { actions: assign({ error: null, failed: false }) },
      },
    },
    sending: {
      entry: assign({ error: null, failed: false }),
      invoke: {
        src: 'send',
        input: ({ context }) => ({
          emails: validRecipients(context.recipients),
          subjectUuids: context.selected,
        }),
        onDone: { target: 'showReceipt', actions: assign({ sentTo: ({ event }) => event.output }) },
        onError: {
          target: 'selectRecipients',
          actions: assign(({ event }) =>
            event.error instanceof Error && event.error.name === 'ApiError'
              ? { error: event.error.message, failed: false }
              : { error: null, failed: true },
          ),
        },
      },
    },
    showReceipt: {
      on: { SEND_MORE: { target: 'selectPictureSets', actions: assign(() => fresh()) } },
    },
  },
});
