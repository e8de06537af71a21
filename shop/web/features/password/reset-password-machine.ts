import { assertEvent, assign, fromPromise, setup } from 'xstate';

interface Context {
  code: string;
  /** The server's error text, or the key of the connection-failure message when `failed`. */
  error: string | null;
  failed: boolean;
}

/**
 * Password reset (docs/rules/purchase.md §4): validating the code, then the form (valid) or the
 * invalid-key message, then submitting, then done. A server error stays on the form with its text;
 * a network failure shows 'Error setting new password'.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { code: string },
    events: {} as { type: 'SUBMIT'; password: string },
  },
  actors: {
    checkCode: fromPromise<boolean, { code: string }>(() =>
      Promise.reject(new Error('checkCode not provided')),
    ),
    savePassword: fromPromise<void, { code: string; password: string }>(() =>
      Promise.reject(new Error('savePassword not provided')),
    ),
  },
}).createMachine({
  id: 'resetPassword',
  initial: 'validating',
  context: ({ input }) => ({ code: input.code, error: null, failed: false }),
  states: {
    validating: {
      always: { guard: ({ context }) => context.code.trim() === '', target: 'invalid' },
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ code: context.code }),
        onDone: [{ guard: ({ event }) => event.output, target: 'valid' }, { target: 'invalid' }],
        onError: { target: 'invalid' },
      },
    },
    invalid: { type: 'final' },
    valid: {
      on: { SUBMIT: { target: 'submitting', actions: assign({ error: null, failed: false }) } },
    },
    submitting: {
      invoke: {
        src: 'savePassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT');
          return { code: context.code, password: event.password.trim() };
        },
        onDone: { target: 'done' },
        onError: {
          target: 'valid',
          actions: assign(({ event }) =>
            event.error instanceof Error && event.error.name === 'ApiError'
              ? { error: event.error.message, failed: false }
              : { error: null, failed: true },
          ),
        },
      },
    },
    done: { type: 'final' },
  },
});
