import { assertEvent, assign, fromPromise, setup } from 'xstate';

interface Context {
  /** The server's answer once sent. */
  message: string | null;
  /** The server's error text, or null with `failed` for a network failure. */
  error: string | null;
  failed: boolean;
}

/**
 * Forgot password (docs/rules/purchase.md §4): the e-mail form, sending, then the result message
 * with Close. A server error goes back to the form with its text; a network failure shows the
 * message 'Error sending password reset instructions.'.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'SEND'; email: string } | { type: 'RESET' },
  },
  actors: {
    sendReminder: fromPromise<string, { email: string }>(() =>
      Promise.reject(new Error('sendReminder not provided')),
    ),
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'form',
  context: { message: null, error: null, failed: false },
  states: {
    form: {
      on: { SEND: { target: 'sending', actions: assign({ error: null, failed: false }) } },
    },
    sending: {
      invoke: {
        src: 'sendReminder',
        input: ({ event }) => {
          assertEvent(event, 'SEND');
          return { email: event.email.trim() };
        },
        onDone: { target: 'result', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          target: 'form',
          actions: assign(({ event }) =>
            event.error instanceof Error && event.error.name === 'ApiError'
              ? { error: event.error.message, failed: false }
              : { error: null, failed: true },
          ),
        },
      },
    },
    result: {},
  },
  on: {
    RESET: { target: '.form', actions: assign({ message: null, error: null, failed: false }) },
  },
});
