import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveReferrer } from '../../lib/referrer';
import { fillAndSubmit } from '../../test/fields';
import { renderInShop } from '../../test/render';
import { sentBody, stubServer } from '../../test/server';
import { SignInPanel } from './SignInPanel';
import { FIELD_LIMITS } from '../../../contract/field-limits';

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

/** Fills both fields and presses Sign in once it is on. */
async function signIn(address: string, secret: string) {
  const view = showPanel();
  await fillAndSubmit(
    view.user,
    [
      [view.email, address],
      [view.password, secret],
    ],
    view.submit,
  );
  return view;
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
    const fetch = stubServer({ body: { user: null } });
    saveReferrer({ pathname: '/my-account/orders', search: '', hash: '' });
    await signIn('  parent@example.com ', 'secret');
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeVisible();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/webshop/login');
    expect(sentBody(fetch)).toEqual({
      email: 'parent@example.com',
      password: 'secret',
    });
  });

  it('goes to the packages when nothing sent the parent here', async () => {
    stubServer({ body: { user: null } });
    await signIn('parent@example.com', 'secret');
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeVisible();
  });

  it("shows the server's refusal under the password, and a lost connection as such", async () => {
    stubServer({ status: 401, body: { error: 'Wrong e-mail or password' } });
    const { user, password, submit } = await signIn('parent@example.com', 'wrong');
    expect(await screen.findByText('Wrong e-mail or password')).toBeVisible();
    expect(password).toBeInvalid();

    stubServer('offline');
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

  it('takes no e-mail or password longer than the server reads', async () => {
    const { user, email, password } = showPanel();
    await user.click(email);
    await user.paste(`${'a'.repeat(300)}@example.com`);
    expect(email).toHaveValue('a'.repeat(FIELD_LIMITS.email));
    await user.click(password);
    await user.paste('p'.repeat(500));
    expect(password).toHaveValue('p'.repeat(FIELD_LIMITS.password));
  });
});
