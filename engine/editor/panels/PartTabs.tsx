import { useEffect, useRef } from 'react';
import { Button } from './Button';
import './PartTabs.css';

export interface PartTab {
  id: string;
  label: string;
  complete: boolean;
}

export interface PartTabsProps {
  parts: PartTab[];
  currentId: string;
  completeLabel: string;
  incompleteLabel: string;
  onSelect: (partId: string) => void;
}

/**
 * One tab per part, each with a check when filled or an empty circle
 * (docs/rules/personalisation.md §2, §4).
 */
export function PartTabs({
  parts,
  currentId,
  completeLabel,
  incompleteLabel,
  onSelect,
}: PartTabsProps) {
  const strip = useRef<HTMLElement>(null);
  // Where the strip scrolls sideways (a phone), the current part's tab is scrolled into it, so
  // the part being edited is never the one cut at the edge. Only the strip scrolls, not the page.
  useEffect(() => {
    const nav = strip.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !tab) return;
    const edge = nav.getBoundingClientRect();
    const shown = tab.getBoundingClientRect();
    if (shown.left < edge.left) nav.scrollLeft -= edge.left - shown.left + 8;
    else if (shown.right > edge.right) nav.scrollLeft += shown.right - edge.right + 8;
  }, [currentId]);
  if (parts.length < 2) return null;
  return (
    <nav className="ks-parttabs" ref={strip}>
      {parts.map((part) => (
        <Button
          key={part.id}
          className="ks-parttabs__tab"
          selected={part.id === currentId}
          aria-current={part.id === currentId ? 'page' : undefined}
          onClick={() => onSelect(part.id)}
        >
          <span
            className={`ks-parttabs__status${part.complete ? ' ks-parttabs__status--done' : ''}`}
            role="img"
            aria-label={part.complete ? completeLabel : incompleteLabel}
          >
            {part.complete ? '✓' : ''}
          </span>
          {part.label}
        </Button>
      ))}
    </nav>
  );
}
