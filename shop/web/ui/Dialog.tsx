import { useId } from 'react';
import type { ReactNode } from 'react';
import { ModalTitleBar } from './ModalTitleBar';
import { useModalDialog } from './useModalDialog';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The accessible name of the close (×) button, in the shop's language. */
  closeLabel: string;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind is inert, focus moves in and stays inside,
 * and every dialog can be left on a phone: the × button, a tap on the backdrop, Escape or the
 * back gesture. Focus then returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, closeLabel, children, actions }: DialogProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} {...dialogProps}>
      {open && (
        <div className={styles.body}>
          <ModalTitleBar
            id={titleId}
            title={title}
            closeLabel={closeLabel}
            onClose={onClose}
            className={styles.top}
            titleClassName={styles.title}
          />
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
