import type { ReactNode } from 'react';
import './BottomPanel.css';

export interface BottomPanelProps {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The editor's 208 px bottom panel: an optional title, the menu's body, its action row. */
export function BottomPanel({ title, children, actions }: BottomPanelProps) {
  return (
    <section className="ks-bottom">
      <div className="ks-bottom__body">
        {title ? <h2 className="ks-bottom__title">{title}</h2> : null}
        {children}
      </div>
      {actions ? <div className="ks-actions">{actions}</div> : null}
    </section>
  );
}
