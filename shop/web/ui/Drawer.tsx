import type { ReactNode } from 'react';
import { ModalFrame, type ModalOwnerProps } from './ModalFrame';
import styles from './Drawer.module.css';

interface DrawerProps extends ModalOwnerProps {
  children: ReactNode;
}

/** A side panel on the native modal <dialog>: focus kept inside, Escape and backdrop close it. */
export function Drawer({ children, ...owner }: DrawerProps) {
  return (
    <ModalFrame
      {...owner}
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
