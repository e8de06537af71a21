import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  to: string;
  className?: string;
  /** Inside the native wrapper app: a plain link, so each category opens as a page load. */
  plain: boolean;
  onClick: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/** A category card's link: client-side in a browser, a plain <a href> in the native app. */
export function CategoryCardLink({ to, className, plain, onClick, children }: Props) {
  return plain ? (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
