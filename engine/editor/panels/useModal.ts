import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, SyntheticEvent } from 'react';

/**
 * An editor dialog is on screen exactly while its state lasts, so mounted means open: it opens
 * as a native modal <dialog> (the editor behind is inert), focus moves in and stays inside
 * (focus-trap), Escape or the phone's back gesture calls `onEscape` (nothing when there is
 * none, as while uploading), and once it is gone focus is back where it was before.
 */
export function useModal(onEscape?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const trap = createFocusTrap(dialog, {
      fallbackFocus: dialog,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    });
    trap.activate();
    return () => {
      trap.deactivate();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The browser's close request (back gesture); Escape handled below is not one as well.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    escape.current?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    escape.current?.();
  };
  return { ref, dialogProps: { onCancel, onKeyDown } };
}
