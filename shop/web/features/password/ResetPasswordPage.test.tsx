import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { type Answer, sentBody, stubServer } from '../../test/server';
import { ResetPasswordPage } from './ResetPasswordPage';
import { FIELD_LIMITS } from '../../../contract/field-limits';

/**
 * The shop's server as the page meets it: the key check answers `valid`, the new password's
 * call answers `save` (a status and body, or a thrown connection failure).
 */
const server = (valid: boolean, save: Answer) =>
  stubServer((_url, init) => (init?.method === 'GET' ? { body: { valid } } : save));

afterEach(() => vi.unstubAllGlobals());

function openLink(address = '/reset-password?resetcode=KEY-1') {
  return renderInShop(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/" element={<h1>Front page</h1>} />
    </Routes>,
    undefined,
    address,
  );
}

async function form() {
  const password = await screen.findByLabelText('New password');
  return {
    password,
    repeat: screen.getByLabelText('Repeat password'),
    save: screen.getByRole('button', { name: 'Save the new password' }),
  };
}

/** Types the same new password twice and saves it. */
async function saveTwice(user: UserEvent, value: string) {
  const { password, repeat, save } = await form();
  await user.type(password, value);
  await user.type(repeat, value);
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  return { password, save };
}

describe('ResetPasswordPage', () => {
  it('says the key belongs to no account when the server does not know it', async () => {
    server(false, { body: {} });
    openLink();
    expect(await screen.findByText('Sorry, no account connected to this key')).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks nothing of the server for a link without a key', async () => {
    const fetch = server(true, { body: {} });
    openLink('/reset-password');
    expect(await screen.findByText('Sorry, no account connected to this key')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops spaces as they are typed and checks each field once it is left', async () => {
    server(true, { body: {} });
    const { user } = openLink();
    const { password, repeat, save } = await form();
    await user.type(password, 'ab c');
    expect(password).toHaveValue('abc');
    expect(screen.queryByText("That's too short!")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("That's too short!")).toBeVisible();
    await user.type(password, 'defg');
    await user.type(repeat, 'abcdefh');
    await user.tab();
    expect(screen.getByText("The two passwords doesn't match!")).toBeVisible();
    expect(save).toBeDisabled();
  });

  it('saves the password for the key, then OK leads to the front page', async () => {
    const fetch = server(true, { body: {} });
    const { user } = openLink();
    await saveTwice(user, 'abcdefg');
    const done = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(done).toHaveTextContent('The password was successfully updated.');
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/webshop/reset-password/KEY-1');
    expect(sentBody(fetch, 1)).toEqual({ password: 'abcdefg' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Front page' })).toBeVisible();
  });

  it("keeps the form with the server's refusal, or says saving failed when offline", async () => {
    server(true, { status: 400, body: { error: 'This key has been used.' } });
    const { user } = openLink();
    const { password, save } = await saveTwice(user, 'abcdefg');
    expect(await screen.findByRole('alert')).toHaveTextContent('This key has been used.');
    expect(password).toHaveValue('abcdefg');

    server(true, 'offline');
    await user.click(save);
    expect(await screen.findByText('Error setting new password')).toBeVisible();
    expect(screen.queryByText('This key has been used.')).not.toBeInTheDocument();
  });

  it('takes no password longer than the server reads, in either field', async () => {
    server(true, { body: {} });
    const { user } = openLink();
    const { password, repeat } = await form();
    for (const field of [password, repeat]) {
      await user.click(field);
      await user.paste('p'.repeat(500));
      expect(field).toHaveValue('p'.repeat(FIELD_LIMITS.password));
    }
  });
});
