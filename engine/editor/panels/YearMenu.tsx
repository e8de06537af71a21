import type { EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { Button } from './Button';
import './YearMenu.css';

export interface YearMenuProps {
  strings: EditorStrings;
  yearText: string;
  send: (event: EditorEvent) => void;
}

/**
 * The year menu (docs/rules/personalisation.md §2, §5): minus and plus buttons around a text input.
 */
export function YearMenu({ strings, yearText, send }: YearMenuProps) {
  return (
    <BottomPanel
      title={strings.year}
      actions={
        <Button variant="primary" onClick={() => send({ type: 'DONE' })}>
          {strings.done}
        </Button>
      }
    >
      <div className="ks-year">
        <Button aria-label={strings.previousYear} onClick={() => send({ type: 'YEAR_MINUS' })}>
          −
        </Button>
        <input
          inputMode="numeric"
          aria-label={strings.year}
          value={yearText}
          onChange={(e) => send({ type: 'YEAR_INPUT', text: e.target.value })}
          onBlur={() => send({ type: 'YEAR_BLUR' })}
        />
        <Button aria-label={strings.nextYear} onClick={() => send({ type: 'YEAR_PLUS' })}>
          +
        </Button>
      </div>
    </BottomPanel>
  );
}
