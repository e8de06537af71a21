import type { ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';
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
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      classNames={{ dialog: styles.drawer, top: styles.top, title: styles.title }}
    >
      {(titleBar) => (
        <>
          {titleBar}
          <div className={styles.body}>{children}</div>
        </>
      )}
    </ModalFrame>
  );
}
