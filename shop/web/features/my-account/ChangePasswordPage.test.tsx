import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectCheckedOnceLeft, fillAndSubmit } from '../../test/fields';
import { renderInShop } from '../../test/render';
import { sentBody, stubServer } from '../../test/server';
import { ChangePasswordPage } from './ChangePasswordPage';
import { FIELD_LIMITS } from '../../../contract/field-limits';

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

/** Types the new password and its repetition and presses Change password. */
async function change(first: string, second: string) {
  const view = showPage();
  await fillAndSubmit(
    view.user,
    [
      [view.password, first],
      [view.repeat, second],
    ],
    view.save,
  );
  return view;
}

describe('ChangePasswordPage', () => {
  it('says nothing while the first entry is typed, and says it is too short once left', async () => {
    const { user, password } = showPage();
    const message = 'The password is not long enough';
    await expectCheckedOnceLeft(user, password, { typed: 'abc', message, fixed: 'de' });
  });

  it('asks for the same password twice and sends nothing until it gets it', async () => {
    const fetch = stubServer({ body: {} });
    const { repeat } = await change('secret1', 'secret2');
    expect(screen.getByText('The passwords must match')).toBeVisible();
    expect(repeat).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('changes the password, says other devices were signed out and empties both fields', async () => {
    const fetch = stubServer({ body: {} });
    const { password, repeat } = await change('secret1', 'secret1');
    expect(
      await screen.findByText(
        'Your password has been changed. Other devices have been signed out.',
      ),
    ).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/ajax/user/update_password.php');
    expect(sentBody(fetch)).toEqual({
      password: 'secret1',
      reTypePassword: 'secret1',
    });
    expect(password).toHaveValue('');
    expect(repeat).toHaveValue('');
  });

  it("shows the server's refusal in its own words and no success", async () => {
    stubServer({ status: 400, body: { error: 'That password is too common.' } });
    const { password } = await change('password', 'password');
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is too common.');
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
    expect(password).toHaveValue('password');
  });

  it('takes no password longer than the server reads, in either field', async () => {
    const { user, password, repeat } = showPage();
    for (const field of [password, repeat]) {
      await user.click(field);
      await user.paste('p'.repeat(500));
      expect(field).toHaveValue('p'.repeat(FIELD_LIMITS.password));
    }
  });
});
