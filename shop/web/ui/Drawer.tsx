import { useId } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './useModalDialog';
import styles from './Drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/** A side panel on the native modal <dialog>: focus kept inside, Escape and backdrop close it. */
export function Drawer({ open, onClose, title, closeLabel, children }: DrawerProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <dialog ref={ref} className={styles.drawer} aria-labelledby={titleId} {...dialogProps}>
      {open && (
        <>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
