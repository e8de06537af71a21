import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/client';
import { canAddRecipient, validRecipients } from './recipients';
import { shareMachine } from './share-machine';

function start(
  send: (input: { emails: string[]; subjectUuids: string[] }) => Promise<string[]>,
  preselected?: string[],
) {
  return createActor(
    shareMachine.provide({ actors: { send: fromPromise(({ input }) => send(input)) } }),
    { input: { preselected } },
  ).start();
}

describe('share recipients', () => {
  it('sends only non-empty valid addresses, once each', () => {
    expect(validRecipients(['', ' a@b.no ', 'nope', 'A@B.no', 'c@d.se'])).toEqual([
      'a@b.no',
      'c@d.se',
    ]);
  });

  it('adds fields one at a time, after the last holds an address', () => {
    expect(canAddRecipient([''])).toBe(false);
    expect(canAddRecipient(['bad'])).toBe(false);
    expect(canAddRecipient(['a@b.no'])).toBe(true);
    expect(canAddRecipient(Array.from({ length: 10 }, () => 'a@b.no'))).toBe(false);
  });
});

describe('share statechart', () => {
  it('walks select-picture-sets, select-recipients, show-receipt and back with send more', async () => {
    const send = vi.fn(async (input: { emails: string[] }) => input.emails);
    const actor = start(send);
    expect(actor.getSnapshot().matches('selectPictureSets')).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('selectPictureSets')).toBe(true);
    actor.send({ type: 'TOGGLE_SET', subjectUuid: 'emma' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('selectRecipients')).toBe(true);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().matches('selectRecipients')).toBe(true);
    actor.send({ type: 'ADD_RECIPIENT' });
    expect(actor.getSnapshot().context.recipients).toEqual(['']);
    actor.send({ type: 'EDIT_RECIPIENT', index: 0, value: 'grandma@example.com' });
    actor.send({ type: 'ADD_RECIPIENT' });
    actor.send({ type: 'EDIT_RECIPIENT', index: 1, value: 'not an address' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('showReceipt'));
    expect(send).toHaveBeenCalledWith({ emails: ['grandma@example.com'], subjectUuids: ['emma'] });
    expect(actor.getSnapshot().context.sentTo).toEqual(['grandma@example.com']);
    actor.send({ type: 'SEND_MORE' });
    expect(actor.getSnapshot().matches('selectPictureSets')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      selected: [],
      recipients: [''],
      sentTo: [],
    });
  });

  it('keeps a preselected set, and deselects on a second toggle', () => {
    const actor = start(async () => [], ['jonas']);
    actor.send({ type: 'TOGGLE_SET', subjectUuid: 'jonas' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
  });

  it('shows the server text, or flags a network failure', async () => {
    const actor = start(() => Promise.reject(new ApiError(429, 'Slow down', null)), ['emma']);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT_RECIPIENT', index: 0, value: 'a@b.no' });
    actor.send({ type: 'SEND' });
    await waitFor(actor, (s) => s.matches('selectRecipients') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Slow down');

    const offline = start(() => Promise.reject(new TypeError('Failed to fetch')), ['emma']);
    offline.send({ type: 'NEXT' });
    offline.send({ type: 'EDIT_RECIPIENT', index: 0, value: 'a@b.no' });
    offline.send({ type: 'SEND' });
    await waitFor(offline, (s) => s.context.failed);
    expect(offline.getSnapshot().matches('selectRecipients')).toBe(true);
  });
});
