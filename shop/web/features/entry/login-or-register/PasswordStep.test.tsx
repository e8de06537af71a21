import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { PasswordStep } from './PasswordStep';
import { FIELD_LIMITS } from '../../../../contract/field-limits';
import { stepProps } from './test-step';

function showStep(error: string | null = null) {
  const props = stepProps(error);
  const view = renderInShop(<PasswordStep {...props} />);
  return {
    ...view,
    ...props,
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

describe('PasswordStep', () => {
  it('greets the known address with the password field ready', () => {
    const { password } = showStep();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    expect(screen.getByText('parent@example.com')).toBeVisible();
    expect(password).toHaveFocus();
  });

  it('keeps Sign in off until the password is long enough, and says so once left', async () => {
    const { user, password, submit, onSubmit } = showStep();
    await user.type(password, 'ab');
    expect(submit).toBeDisabled();
    expect(screen.queryByText("That's too short!")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("That's too short!")).toBeVisible();
    await user.type(password, 'c');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('abc');
  });

  it("shows the sign-in's refusal under the password", () => {
    const { password } = showStep('Wrong password');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(password).toBeInvalid();
  });

  it('opens Forgot password for this address, and Back leaves the step', async () => {
    const { user, onBack } = showStep();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBeVisible();
    expect(screen.getByLabelText('E-mail')).toHaveValue('parent@example.com');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('takes no password longer than the server reads', async () => {
    const { user, password } = showStep();
    await user.paste('p'.repeat(500));
    expect(password).toHaveValue('p'.repeat(FIELD_LIMITS.password));
  });
});
