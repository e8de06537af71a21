import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

/** A page with a button that opens a dialog with a field and an action, and a button behind. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Voucher"
        closeLabel="Close"
        actions={<button type="button">Use</button>}
      >
        <label>
          Code <input />
        </label>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Voucher' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('moves focus in and keeps it inside while Tab goes round', async () => {
    const { user, dialog } = await openDialog();
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Behind' })).not.toHaveFocus();
  });

  it('has a visible close button that closes it and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the backdrop but not on a tap inside', async () => {
    const { user, dialog, opener } = await openDialog();
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.click(screen.getByRole('heading', { name: 'Voucher' }));
    expect(dialog).toBeVisible();
    // The backdrop is the <dialog> element's own box around its content.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
