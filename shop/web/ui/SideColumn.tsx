import type { ReactNode } from 'react';
import styles from './SideColumn.module.css';

/**
 * A page's content with a column beside it on a desktop that stays in view while the content
 * scrolls (the cart's totals and way on, the checkout's summary); on a phone the column, when
 * there is one, follows the content.
 */
export function WithSideColumn({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.columns}>
      {children}
      {side && <div className={styles.side}>{side}</div>}
    </div>
  );
}
