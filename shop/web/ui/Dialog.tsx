import { useId } from 'react';
import type { ReactNode } from 'react';
import { useModalDialog } from './useModalDialog';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind is inert (focus stays inside), Escape closes,
 * and focus returns to the element that opened it.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const { ref, onCancel } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={onCancel}>
      {open && (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
