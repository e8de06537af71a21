import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { User } from '../../../../contract/session';
import { loginOrRegisterMachine } from './machine';
import type { RegisterInput, SignedIn } from './machine';

const user = { uuid: 'u1', name: 'Ann' } as User;

function start(options: {
  exists?: boolean;
  signIn?: () => Promise<SignedIn>;
  register?: (input: RegisterInput) => Promise<SignedIn>;
}) {
  const signedIn = vi.fn();
  const machine = loginOrRegisterMachine.provide({
    actors: {
      checkEmail: fromPromise(async () => options.exists ?? false),
      signIn: fromPromise(
        () => options.signIn?.() ?? Promise.resolve({ user, addedSubjects: ['s1'] }),
      ),
      register: fromPromise(
        ({ input }) =>
          options.register?.(input) ?? Promise.resolve({ user, addedSubjects: ['s1'] }),
      ),
    },
    actions: { signedIn: (_, params) => signedIn(params) },
  });
  const actor = createActor(machine, { input: { code: 'ABCD1234', subjectUuid: 's1' } }).start();
  return { actor, signedIn };
}

describe('login-or-register statechart', () => {
  it('goes to the password step when the user exists, and signs in', async () => {
    const { actor, signedIn } = start({ exists: true });
    actor.send({ type: 'SUBMIT_EMAIL', email: ' ann@example.com ' });
    await waitFor(actor, (state) => state.matches('password'));
    expect(actor.getSnapshot().context.email).toBe('ann@example.com');
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'secret' });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(signedIn).toHaveBeenCalledWith({ user, addedSubjects: ['s1'] });
  });

  it('goes to registration for a new e-mail and back to the e-mail step', async () => {
    const { actor } = start({ exists: false });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com' });
    await waitFor(actor, (state) => state.matches('register'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('email')).toBe(true);
  });

  it('sends e-mail and code with the register form', async () => {
    const register = vi.fn((_: RegisterInput) => Promise.resolve({ user, addedSubjects: [] }));
    const { actor, signedIn } = start({ exists: false, register });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com' });
    await waitFor(actor, (state) => state.matches('register'));
    actor.send({
      type: 'SUBMIT_REGISTER',
      form: { mobile: '91234567', password: 'secret1', acceptmail: true },
    });
    await waitFor(actor, (state) => state.matches('signedIn'));
    expect(register).toHaveBeenCalledWith({
      mobile: '91234567',
      password: 'secret1',
      acceptmail: true,
      email: 'new@example.com',
      code: 'ABCD1234',
    });
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('keeps the server error and flagged fields on a failed registration', async () => {
    const failure = Object.assign(new Error("That's too short!"), { fields: ['password'] });
    const { actor } = start({ exists: false, register: () => Promise.reject(failure) });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'new@example.com' });
    await waitFor(actor, (state) => state.matches('register'));
    actor.send({
      type: 'SUBMIT_REGISTER',
      form: { mobile: '1', password: 'x', acceptmail: false },
    });
    await waitFor(actor, (state) => state.matches('register') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: "That's too short!",
      errorFields: ['password'],
    });
  });

  it('shows a failed sign-in under the password step', async () => {
    const { actor } = start({
      exists: true,
      signIn: () => Promise.reject(new Error('Wrong e-mail address or password.')),
    });
    actor.send({ type: 'SUBMIT_EMAIL', email: 'ann@example.com' });
    await waitFor(actor, (state) => state.matches('password'));
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'nope' });
    await waitFor(actor, (state) => state.matches('password') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Wrong e-mail address or password.');
  });
});
