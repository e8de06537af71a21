import { useId } from 'react';
import type { ReactNode } from 'react';
import { ModalTitleBar } from './ModalTitleBar';
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
          <ModalTitleBar
            id={titleId}
            title={title}
            closeLabel={closeLabel}
            onClose={onClose}
            className={styles.top}
            titleClassName={styles.title}
          />
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
