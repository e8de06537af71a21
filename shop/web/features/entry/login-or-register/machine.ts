import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { User } from '../../../../contract/session';
import type { RegisterForm } from '../validation';

export interface SignedIn {
  user: User;
  /** Subject uuids the code brought into the account: the new picture set. */
  addedSubjects: string[];
}

export interface RegisterInput extends RegisterForm {
  email: string;
  code: string;
}

interface Context {
  code: string;
  email: string;
  /** The server's text for the last failed step, shown below its form. */
  error: string | null;
  /** Register form fields the server flagged. */
  errorFields: string[];
  subjectUuid: string | null;
}

export type LoginOrRegisterEvent =
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'SUBMIT_PASSWORD'; password: string }
  | { type: 'SUBMIT_REGISTER'; form: RegisterForm }
  | { type: 'BACK' };

/** A failure the step shows: its message, and for registration the fields to flag. */
export interface StepError {
  message: string;
  fields?: string[];
}

function stepError(error: unknown): StepError {
  if (error && typeof error === 'object' && 'message' in error) {
    const fields = 'fields' in error && Array.isArray(error.fields) ? error.fields : [];
    return { message: String(error.message), fields: fields.map(String) };
  }
  return { message: String(error) };
}

/**
 * Login-or-register after a verified code (docs/rules/purchase.md §2): the e-mail step, then the
 * password step when an account exists, else registration. Back returns to the e-mail step. The
 * calls are actors, provided by the component (and by tests).
 */
export const loginOrRegisterMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { code: string; subjectUuid: string | null },
    events: {} as LoginOrRegisterEvent,
  },
  actors: {
    checkEmail: fromPromise<boolean, { email: string }>(() =>
      Promise.reject(new Error('checkEmail not provided')),
    ),
    signIn: fromPromise<SignedIn, { email: string; password: string }>(() =>
      Promise.reject(new Error('signIn not provided')),
    ),
    register: fromPromise<SignedIn, RegisterInput>(() =>
      Promise.reject(new Error('register not provided')),
    ),
  },
  actions: {
    signedIn: (_, _params: SignedIn) => undefined,
    fail: assign((_, params: { error: unknown }) => {
      const { message, fields = [] } = stepError(params.error);
      return { error: message, errorFields: fields };
    }),
  },
}).createMachine({
  id: 'loginOrRegister',
  initial: 'email',
  context: ({ input }) => ({
    code: input.code,
    subjectUuid: input.subjectUuid,
    email: '',
    error: null,
    errorFields: [],
  }),
  states: {
    email: {
      on: {
        SUBMIT_EMAIL: {
          target: 'checkingEmail',
          actions: assign({
            email: ({ event }) => event.email.trim(),
            error: null,
            errorFields: [],
          }),
        },
      },
    },
    checkingEmail: {
      invoke: {
        src: 'checkEmail',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          { guard: ({ event }) => event.output, target: 'password' },
          { target: 'register' },
        ],
        onError: {
          target: 'email',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    password: {
      on: {
        SUBMIT_PASSWORD: { target: 'signingIn', actions: assign({ error: null }) },
        BACK: { target: 'email', actions: assign({ error: null }) },
      },
    },
    signingIn: {
      invoke: {
        src: 'signIn',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_PASSWORD');
          return { email: context.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'password',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    register: {
      on: {
        SUBMIT_REGISTER: {
          target: 'registering',
          actions: assign({ error: null, errorFields: [] }),
        },
        BACK: { target: 'email', actions: assign({ error: null, errorFields: [] }) },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_REGISTER');
          return { ...event.form, email: context.email, code: context.code };
        },
        onDone: {
          target: 'signedIn',
          actions: { type: 'signedIn', params: ({ event }) => event.output },
        },
        onError: {
          target: 'register',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedIn: { type: 'final' },
  },
});
