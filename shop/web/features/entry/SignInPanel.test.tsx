import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveReferrer } from '../../lib/referrer';
import { renderInShop } from '../../test/render';
import { SignInPanel } from './SignInPanel';

/** The server's answer to the sign-in (or a lost connection), and the calls it got. */
function server(answer: { status: number; body: unknown } | 'offline') {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function showPanel() {
  const view = renderInShop(
    <Routes>
      <Route path="/" element={<SignInPanel />} />
      <Route path="/products/packages" element={<h1>Packages</h1>} />
      <Route path="/my-account/orders" element={<h1>My orders</h1>} />
    </Routes>,
  );
  return {
    ...view,
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('SignInPanel', () => {
  it('keeps Sign in off and quiet while typing; a field left wrong says why', async () => {
    const { user, email, password, submit } = showPanel();
    expect(submit).toBeDisabled();
    await user.type(email, 'parent@');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    await user.click(password);
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(email).toBeInvalid();
    await user.type(email, 'example.com');
    await user.type(password, 'ab');
    await user.tab();
    expect(screen.getByText("That's too short!")).toBeVisible();
    expect(submit).toBeDisabled();
    await user.type(password, 'c');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('signs in with the trimmed address and goes back where the parent was sent from', async () => {
    const fetch = server({ status: 200, body: { user: null } });
    saveReferrer({ pathname: '/my-account/orders', search: '', hash: '' });
    const { user, email, password, submit } = showPanel();
    await user.type(email, '  parent@example.com ');
    await user.type(password, 'secret');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeVisible();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/webshop/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'parent@example.com',
      password: 'secret',
    });
  });

  it('goes to the packages when nothing sent the parent here', async () => {
    server({ status: 200, body: { user: null } });
    const { user, email, password, submit } = showPanel();
    await user.type(email, 'parent@example.com');
    await user.type(password, 'secret');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeVisible();
  });

  it("shows the server's refusal under the password, and a lost connection as such", async () => {
    server({ status: 401, body: { error: 'Wrong e-mail or password' } });
    const { user, email, password, submit } = showPanel();
    await user.type(email, 'parent@example.com');
    await user.type(password, 'wrong');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Wrong e-mail or password')).toBeVisible();
    expect(password).toBeInvalid();

    server('offline');
    await user.click(submit);
    expect(
      await screen.findByText('Something went wrong while loading. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('opens Forgot password with the address typed so far', async () => {
    const { user, email } = showPanel();
    await user.type(email, ' parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password?' });
    expect(dialog).toBeVisible();
    expect(screen.getAllByLabelText('E-mail').at(-1)).toHaveValue('parent@example.com');
  });
});
