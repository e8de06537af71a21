import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render';
import { VoucherDialog } from './VoucherDialog';

function Checkout({ onSubmit }: { onSubmit: (code: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Use voucher
      </button>
      <VoucherDialog open={open} onClose={() => setOpen(false)} onSubmit={onSubmit} />
    </>
  );
}

async function openVoucher(onSubmit = vi.fn(() => Promise.resolve())) {
  const view = renderInShop(<Checkout onSubmit={onSubmit} />);
  await view.user.click(screen.getByRole('button', { name: 'Use voucher' }));
  const dialog = screen.getByRole('dialog', { name: 'Voucher code' });
  return { ...view, dialog, onSubmit };
}

describe('VoucherDialog', () => {
  it('can be left on a phone without using a code: the close button', async () => {
    const { user, onSubmit } = await openVoucher();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use voucher' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('can be left with a tap on the backdrop', async () => {
    const { user, dialog } = await openVoucher();
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the refusal under the field and clears it when the code is typed again', async () => {
    const { user } = await openVoucher(vi.fn(() => Promise.reject(new Error('Unknown voucher'))));
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(await screen.findByText('Unknown voucher')).toBeVisible();
    expect(field).toBeInvalid();
    await user.type(field, 'X');
    expect(screen.queryByText('Unknown voucher')).not.toBeInTheDocument();
    expect(field).toBeValid();
  });

  it('takes no more characters than the server reads (100)', async () => {
    const { user } = await openVoucher();
    const field = screen.getByRole('textbox', { name: 'Voucher code' });
    await user.click(field);
    await user.paste('V'.repeat(150));
    await waitFor(() => expect(field).toHaveValue('V'.repeat(100)));
  });
});
