import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSubject } from '../../../contract/my-account';
import type { User } from '../../../contract/session';
import { remindersKey } from '../../api/my-account/get-reminders';
import { queryKeys } from '../../api/query-keys';
import { renderInShop } from '../../test/render';
import { sentBody, stubServer } from '../../test/server';
import { CommunicationPage } from './CommunicationPage';

const parent = { name: 'Kari Nordmann', acceptMail: false } as unknown as User;
const children: ReminderSubject[] = [
  { uuid: 's-emma', name: 'Emma', remindersEnabled: true },
  { uuid: 's-ola', name: 'Ola', remindersEnabled: false },
];

afterEach(() => vi.unstubAllGlobals());

function showPage(subjects = children) {
  return renderInShop(<CommunicationPage />, (client) => {
    client.setQueryData(queryKeys.user, parent);
    client.setQueryData(remindersKey, subjects);
  });
}

describe('CommunicationPage', () => {
  it("shows each child's reminder as the account holds it, Save off until one changes", async () => {
    const { user } = showPage();
    expect(screen.getByRole('checkbox', { name: 'Emma' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ola' })).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Save reminders' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Ola' }));
    expect(save).toBeEnabled();
  });

  it('saves every child with the changes, says so, and turns Save off again', async () => {
    const saved = [
      { ...children[0], remindersEnabled: false },
      { ...children[1], remindersEnabled: true },
    ];
    const fetch = stubServer({ body: { subjects: saved } });
    const { user } = showPage();
    await user.click(screen.getByRole('checkbox', { name: 'Emma' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ola' }));
    await user.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Your reminder settings have been saved.')).toBeVisible();
    expect(sentBody(fetch)).toEqual({ subjects: saved });
    expect(screen.getByRole('checkbox', { name: 'Emma' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ola' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save reminders' })).toBeDisabled();
  });

  it('ticks offers by e-mail at once and keeps it when the server agrees', async () => {
    const fetch = stubServer({ body: { user: { ...parent, acceptMail: true } } });
    const { user } = showPage();
    const offers = screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    await user.click(offers);
    expect(offers).toBeChecked();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentBody(fetch)).toEqual({ acceptMail: true });
    expect(offers).toBeChecked();
  });

  it('puts offers by e-mail back as it was when the change does not reach the shop', async () => {
    stubServer('offline');
    const { user } = showPage();
    const offers = screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    await user.click(offers);
    await waitFor(() => expect(offers).not.toBeChecked());
  });

  it('says there is nothing to remind of without picture sets', () => {
    showPage([]);
    expect(screen.getByText('You have no picture sets yet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save reminders' })).not.toBeInTheDocument();
  });
});
