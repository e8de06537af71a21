import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import { resetPasswordMachine } from './reset-password-machine';

function start(code: string, valid: boolean, save: (password: string) => Promise<void>) {
  return createActor(
    resetPasswordMachine.provide({
      actors: {
        checkCode: fromPromise(async () => valid),
        savePassword: fromPromise(({ input }) => save(input.password)),
      },
    }),
    { input: { code } },
  ).start();
}

describe('reset-password statechart', () => {
  it('validates the code, then saves the trimmed password', async () => {
    const save = vi.fn(async () => undefined);
    const actor = start('abc', true, save);
    expect(actor.getSnapshot().matches('validating')).toBe(true);
    await waitFor(actor, (state) => state.matches('valid'));
    actor.send({ type: 'SUBMIT', password: ' secret12 ' });
    await waitFor(actor, (state) => state.matches('done'));
    expect(save).toHaveBeenCalledWith('secret12');
  });

  it('ends as invalid for an unknown or missing code', async () => {
    const actor = start('abc', false, async () => undefined);
    await waitFor(actor, (state) => state.matches('invalid'));
    expect(
      start('', true, async () => undefined)
        .getSnapshot()
        .matches('invalid'),
    ).toBe(true);
  });

  it('keeps the server text, or flags a network failure', async () => {
    const actor = start('abc', true, () =>
      Promise.reject(new ApiError(404, 'Sorry, no account connected to this key', null)),
    );
    await waitFor(actor, (state) => state.matches('valid'));
    actor.send({ type: 'SUBMIT', password: 'secret12' });
    await waitFor(actor, (state) => state.matches('valid') && state.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Sorry, no account connected to this key');

    const offline = start('abc', true, () => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(offline, (state) => state.matches('valid'));
    offline.send({ type: 'SUBMIT', password: 'secret12' });
    await waitFor(offline, (state) => state.context.failed);
  });
});
