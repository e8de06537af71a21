import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent, SyntheticEvent } from 'react';

/**
 * A modal on the native <dialog>, the one hook the editor's dialogs and the shop's Dialog and
 * Drawer share. The owner's `open` shows and closes it (an editor dialog is on screen exactly
 * while its state lasts: it passes true), so open and visible never disagree. While open the
 * page behind is inert, focus is inside and stays there (focus-trap, on top of the browser's own
 * modality), and Escape or the phone's back gesture calls `onClose` (nothing when there is none,
 * as while uploading); on closing focus goes back to where it was before.
 *
 * `dialogProps` go on the <dialog>; `backdropProps` too where a tap on the backdrop around the
 * dialog also asks the owner to close (the shop's dialogs and the editor's, whose content sits
 * in an inner box, so a tap on the card's own padding is not taken for the backdrop).
 */
export function useModalDialog(open: boolean, onClose?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const trap = createFocusTrap(dialog, {
      fallbackFocus: dialog,
      // Escape and outside taps are the owner's to decide (below), not the trap's.
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
  }, [open]);

  // The browser's close request (the back gesture on a phone, Escape outside our handler).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close.current?.();
  };
  // Escape handled here is not also a close request: its default is prevented.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close.current?.();
  };
  // A press on the <dialog> element itself (not its content) is on the backdrop around it; a
  // press that starts inside (selecting text) and ends outside does not count.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) close.current?.();
    pressedOnBackdrop.current = false;
  };

  return {
    ref,
    dialogProps: { onCancel, onKeyDown },
    backdropProps: { onPointerDown, onClick },
  };
}
