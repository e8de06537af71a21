import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import { forgotPasswordMachine } from './forgot-password-machine';

function start(send: (email: string) => Promise<string>) {
  return createActor(
    forgotPasswordMachine.provide({
      actors: { sendReminder: fromPromise(({ input }) => send(input.email)) },
    }),
  ).start();
}

describe('forgot-password statechart', () => {
  it('sends the trimmed e-mail and shows the result', async () => {
    const actor = start(async (email) => `sent to ${email}`);
    actor.send({ type: 'SEND', email: ' ann@example.com ' });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    await waitFor(actor, (state) => state.matches('result'));
    expect(actor.getSnapshot().context.message).toBe('sent to ann@example.com');
  });

  it('returns to the form with the server text on a server error', async () => {
    const actor = start(() => Promise.reject(new ApiError(400, 'Invalid email', null)));
    actor.send({ type: 'SEND', email: 'x' });
    await waitFor(actor, (state) => state.matches('form') && state.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Invalid email', failed: false });
  });

  it('flags a network failure', async () => {
    const actor = start(() => Promise.reject(new TypeError('Failed to fetch')));
    actor.send({ type: 'SEND', email: 'ann@example.com' });
    await waitFor(actor, (state) => state.matches('form') && state.context.failed);
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.failed).toBe(false);
  });
});
