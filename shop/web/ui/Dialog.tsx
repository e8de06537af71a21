import type { ReactNode } from 'react';
import { ModalFrame, type ModalOwnerProps } from './ModalFrame';
import styles from './Dialog.module.css';

interface DialogProps extends ModalOwnerProps {
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
}

/**
 * A modal on the native <dialog>: the page behind is inert, focus moves in and stays inside,
 * and every dialog can be left on a phone: the × button, a tap on the backdrop, Escape or the
 * back gesture. Focus then returns to the element that opened it.
 */
export function Dialog({ children, actions, ...owner }: DialogProps) {
  return (
    <ModalFrame
      {...owner}
      classNames={{ dialog: styles.dialog, top: styles.top, title: styles.title }}
    >
      {(titleBar) => (
        <div className={styles.body}>
          {titleBar}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </ModalFrame>
  );
}
