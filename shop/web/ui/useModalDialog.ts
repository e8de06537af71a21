import { useEffect, useRef } from 'react';
import type { SyntheticEvent } from 'react';

/**
 * The plumbing Dialog and Drawer share on the native modal <dialog>: the owner's `open` state
 * shows and closes it, and Escape asks the owner to close, so open and visible never disagree.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return { ref, onCancel };
}
