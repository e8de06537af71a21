import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { ChangePasswordPage } from './ChangePasswordPage';

/** The server's answer to the change, and the bodies it was sent. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

function showPage() {
  const view = renderInShop(<ChangePasswordPage />);
  return {
    ...view,
    password: screen.getByLabelText('New password'),
    repeat: screen.getByLabelText('Repeat the new password'),
    save: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('ChangePasswordPage', () => {
  it('says nothing while the first entry is typed, and says it is too short once left', async () => {
    const { user, password } = showPage();
    await user.type(password, 'abc');
    expect(screen.queryByText('The password is not long enough')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('The password is not long enough')).toBeVisible();
    expect(password).toBeInvalid();
    // Once shown, the message follows the typing.
    await user.type(password, 'de');
    expect(screen.queryByText('The password is not long enough')).not.toBeInTheDocument();
    expect(password).toBeValid();
  });

  it('asks for the same password twice and sends nothing until it gets it', async () => {
    const fetch = serverAnswers(200, {});
    const { user, password, repeat, save } = showPage();
    await user.type(password, 'secret1');
    await user.type(repeat, 'secret2');
    await user.click(save);
    expect(screen.getByText('The passwords must match')).toBeVisible();
    expect(repeat).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('changes the password, says other devices were signed out and empties both fields', async () => {
    const fetch = serverAnswers(200, {});
    const { user, password, repeat, save } = showPage();
    await user.type(password, 'secret1');
    await user.type(repeat, 'secret1');
    await user.click(save);
    expect(
      await screen.findByText(
        'Your password has been changed. Other devices have been signed out.',
      ),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/ajax/user/update_password.php');
    expect(JSON.parse(String(init?.body))).toEqual({
      password: 'secret1',
      reTypePassword: 'secret1',
    });
    expect(password).toHaveValue('');
    expect(repeat).toHaveValue('');
  });

  it("shows the server's refusal in its own words and no success", async () => {
    serverAnswers(400, { error: 'That password is too common.' });
    const { user, password, repeat, save } = showPage();
    await user.type(password, 'password');
    await user.type(repeat, 'password');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too common.');
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
    expect(password).toHaveValue('password');
  });
});
