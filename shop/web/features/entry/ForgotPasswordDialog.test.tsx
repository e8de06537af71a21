import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { stubServer } from '../../test/server';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { FIELD_LIMITS } from '../../../contract/field-limits';

/** The sign-in screen's part: a link that opens the dialog with the e-mail typed so far. */
function Host({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Forgot password?
      </button>
      <ForgotPasswordDialog open={open} onClose={() => setOpen(false)} initialEmail={email} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

async function openDialog(email = '') {
  const view = renderInShop(<Host email={email} />);
  const opener = screen.getByRole('button', { name: 'Forgot password?' });
  await view.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Forgot password?' });
  return {
    ...view,
    opener,
    dialog,
    field: screen.getByLabelText('E-mail'),
    send: screen.getByRole('button', { name: 'Send instructions' }),
  };
}

describe('ForgotPasswordDialog', () => {
  it('starts from the e-mail already typed on the sign-in screen', async () => {
    const { field, send } = await openDialog('parent@example.com');
    expect(field).toHaveValue('parent@example.com');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('keeps Send off until the address is one, and says why while typing', async () => {
    const fetch = stubServer({ body: {} });
    const { user, field, send } = await openDialog();
    expect(send).toBeDisabled();
    await user.type(field, 'parent@');
    expect(screen.getByText('Invalid email')).toBeVisible();
    expect(field).toBeInvalid();
    expect(send).toBeDisabled();
    await user.type(field, 'example.com');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the trimmed address, says it is sending, then shows the server's message", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user, field, send } = await openDialog();
    await user.type(field, ' parent@example.com ');
    await user.click(send);
    expect(screen.getByRole('status')).toHaveTextContent('Sending…');
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/sections/prophoto/ajax/send_password_reminder.php?json=1&email=parent%40example.com',
    );
    answer(new Response(JSON.stringify({ message: 'Check your inbox.' }), { status: 200 }));
    expect(await screen.findByText('Check your inbox.')).toBeVisible();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it("puts a refusal's text under the field and keeps the form", async () => {
    stubServer({ status: 400, body: { error: 'Unknown address' } });
    const { user, field, send } = await openDialog('nobody@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByText('Unknown address')).toBeVisible();
    expect(field).toBeInvalid();
    expect(
      screen.queryByText('Error sending password reset instructions.'),
    ).not.toBeInTheDocument();
  });

  it('says sending failed when the connection fails', async () => {
    stubServer('offline');
    const { user, send } = await openDialog('parent@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error sending password reset instructions.',
    );
    expect(send).toBeEnabled();
  });

  it('closes on Escape, gives focus back, and opens again at the form after a result', async () => {
    stubServer({ body: { message: 'Check your inbox.' } });
    const { user, opener, send } = await openDialog('parent@example.com');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await screen.findByText('Check your inbox.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByLabelText('E-mail')).toHaveValue('parent@example.com');
    expect(screen.queryByText('Check your inbox.')).not.toBeInTheDocument();
  });

  it('takes no e-mail longer than the server reads', async () => {
    const { user, field } = await openDialog();
    await user.click(field);
    await user.paste('a'.repeat(400));
    expect(field).toHaveValue('a'.repeat(FIELD_LIMITS.email));
  });
});
