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
  if (parts.length < 2) return null;
  return (
    <nav className="ks-parttabs">
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
