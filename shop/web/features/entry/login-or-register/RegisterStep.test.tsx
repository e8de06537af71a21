import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShopSettings } from '../../../../contract/shop-settings';
import { queryKeys } from '../../../api/query-keys';
import { renderInShop } from '../../../test/render';
import { RegisterStep } from './RegisterStep';

const settings = {
  options: { acceptMailDefaultOn: false, disableAcceptMailOptionWhenRegisteringUser: false },
  terms: { termsOfService: 'Be kind.' },
} as unknown as ShopSettings;

function showRegister() {
  const onBack = vi.fn();
  const onSubmit = vi.fn();
  const view = renderInShop(
    <RegisterStep
      email="parent@example.com"
      busy={false}
      error={null}
      errorFields={[]}
      onSubmit={onSubmit}
      onBack={onBack}
    />,
    (client) => client.setQueryData(queryKeys.shop, settings),
  );
  return { ...view, onBack, onSubmit, mobile: screen.getByLabelText('Mobile phone') };
}

describe('RegisterStep', () => {
  it('leaves the autofocused phone field quiet when the parent taps Back', async () => {
    const { user, onBack, mobile } = showRegister();
    expect(mobile).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
    expect(mobile).toBeValid();
  });

  it('opens the terms of service at the first tap, with no red on the empty field', async () => {
    const { user } = showRegister();
    await user.click(screen.getByRole('button', { name: 'terms of service' }));
    expect(screen.getByRole('dialog', { name: 'Terms of service' })).toBeVisible();
    expect(screen.queryByText('This is required!')).not.toBeInTheDocument();
  });

  it('checks a field once it was changed and left, then follows the typing', async () => {
    const { user, mobile } = showRegister();
    await user.type(mobile, '12');
    expect(screen.queryByText('Invalid mobile phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Invalid mobile phone number')).toBeVisible();
    expect(mobile).toBeInvalid();
    await user.type(mobile, '345678');
    expect(screen.queryByText('Invalid mobile phone number')).not.toBeInTheDocument();
  });

  it('stops each field at the length the server keeps', () => {
    const { mobile } = showRegister();
    expect(mobile).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '200');
  });
});
