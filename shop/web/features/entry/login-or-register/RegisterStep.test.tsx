import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../../contract/shop-settings';
import { queryKeys } from '../../../api/query-keys';
import { expectCheckedOnceLeft } from '../../../test/fields';
import { renderInShop } from '../../../test/render';
import { RegisterStep } from './RegisterStep';
import { stepProps } from './test-step';

const settings = {
  options: { acceptMailDefaultOn: false, disableAcceptMailOptionWhenRegisteringUser: false },
  terms: { termsOfService: 'Be kind.' },
} as unknown as ShopSettings;

function showRegister() {
  const props = stepProps();
  const view = renderInShop(<RegisterStep {...props} errorFields={[]} />, (client) =>
    client.setQueryData(queryKeys.shop, settings),
  );
  return { ...view, ...props, mobile: screen.getByLabelText('Mobile phone') };
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
    const message = 'Invalid mobile phone number';
    await expectCheckedOnceLeft(user, mobile, { typed: '12', message, fixed: '345678' });
  });

  it('stops each field at the length the server keeps', () => {
    const { mobile } = showRegister();
    expect(mobile).toHaveAttribute('maxlength', '40');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '200');
  });
});
