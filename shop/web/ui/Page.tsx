import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Page.module.css';

/** Sets the document title to '<title> – Keepsake'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – Keepsake` : 'Keepsake';
  }, [title]);
}

interface PageProps {
  title: string;
  /** Hide the h1 visually when the page shows its own large heading. */
  hideTitle?: boolean;
  narrow?: boolean;
  children?: ReactNode;
}

/** A page body: one h1 naming the page, and the document title to match. */
export function Page({ title, hideTitle = false, narrow = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cx(styles.page, narrow && styles.narrow)}>
      <h1 className={hideTitle ? 'visually-hidden' : undefined}>{title}</h1>
      {children}
    </div>
  );
}

export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
