import type { ReactNode } from 'react';
import './BottomPanel.css';

export interface BottomPanelProps {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Grow past 208 px (up to half the screen) for a notice that must not push the menu away. */
  grow?: boolean;
}

/** The editor's 208 px bottom panel: an optional title, the menu's body, its action row. */
export function BottomPanel({ title, children, actions, grow = false }: BottomPanelProps) {
  return (
    <section className={grow ? 'ks-bottom ks-bottom--grow' : 'ks-bottom'}>
      <div className="ks-bottom__body">
        {title ? <h2 className="ks-bottom__title">{title}</h2> : null}
        {children}
      </div>
      {actions ? <div className="ks-actions">{actions}</div> : null}
    </section>
  );
}
