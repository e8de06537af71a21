import { TEMPLATE_SKELETONS } from '../constants';
import type { EditorEvent } from '../machine/types';
import type { TemplateChoice } from '../ports';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { CancelDoneActions } from './CancelDoneActions';
import './TemplatesMenu.css';

export interface TemplatesMenuProps {
  strings: EditorStrings;
  /** null while loading: a skeleton of 6 is shown (docs/rules/personalisation.md §9). */
  choices: TemplateChoice[] | null;
  currentUuid: string;
  send: (event: EditorEvent) => void;
}

/**
 * The templates menu (docs/rules/personalisation.md §2): 120×120 thumbnails of the product's other
 * templates.
 */
export function TemplatesMenu({ strings, choices, currentUuid, send }: TemplatesMenuProps) {
  return (
    <BottomPanel actions={<CancelDoneActions strings={strings} send={send} />}>
      <div className="ks-templates" aria-label={strings.changeDesign} aria-busy={choices === null}>
        {choices === null
          ? Array.from({ length: TEMPLATE_SKELETONS }, (_, i) => (
              <div key={i} className="ks-templates__skeleton" />
            ))
          : choices.map((choice) => (
              <button
                key={choice.uuid}
                type="button"
                className={`ks-templates__item${choice.uuid === currentUuid ? ' ks-templates__item--current' : ''}`}
                aria-pressed={choice.uuid === currentUuid}
                onClick={() => send({ type: 'PICK_TEMPLATE', choice })}
              >
                <span className="ks-templates__thumb">
                  <img alt="" src={choice.thumbnailUrl} />
                </span>
                {choice.name}
              </button>
            ))}
      </div>
    </BottomPanel>
  );
}
