import { useId } from 'react';
import type { EditorEvent } from '../machine/types';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { Button } from './Button';
import { Icon, type IconName } from './icons';
import './MainToolbar.css';

export interface MainToolbarProps {
  strings: EditorStrings;
  imageToolboxEnabled: boolean;
  showEditText: boolean;
  showChangeYear: boolean;
  changeYearEnabled: boolean;
  showChangeDesign: boolean;
  addLabel: string;
  /** The names of the parts still to finish; Add to cart waits (and its tap shows the first). */
  unfinishedParts: string[];
  /** Whether Undo / Redo have an edit (text, year, template, picture) to take back or redo. */
  canUndo: boolean;
  canRedo: boolean;
  send: (event: EditorEvent) => void;
}

interface Tool {
  key: string;
  icon: IconName;
  label: string;
  event: EditorEvent;
  enabled: boolean;
}

/**
 * The main menu's toolbar and its Cancel / Add to cart buttons (docs/rules/personalisation.md §2).
 * While parts are unfinished Add to cart says which and stays tappable: the tap shows the first.
 */
export function MainToolbar(props: MainToolbarProps) {
  const { strings, send } = props;
  const unfinishedId = useId();
  const unfinished = props.unfinishedParts.length > 0;
  const tools: Tool[] = [
    {
      key: 'photos',
      icon: 'photo',
      label: props.imageToolboxEnabled ? strings.changeEditPhotos : strings.changePhotos,
      event: { type: 'CHANGE_PHOTOS' },
      enabled: true,
    },
  ];
  if (props.showEditText)
    tools.push({
      key: 'text',
      icon: 'text',
      label: strings.editText,
      event: { type: 'EDIT_TEXT' },
      enabled: true,
    });
  if (props.showChangeYear)
    tools.push({
      key: 'year',
      icon: 'calendar',
      label: strings.changeYear,
      event: { type: 'CHANGE_YEAR' },
      enabled: props.changeYearEnabled,
    });
  if (props.showChangeDesign)
    tools.push({
      key: 'design',
      icon: 'design',
      label: strings.changeDesign,
      event: { type: 'CHANGE_DESIGN' },
      enabled: true,
    });
  tools.push(
    {
      key: 'undo',
      icon: 'undo',
      label: strings.undo,
      event: { type: 'UNDO' },
      enabled: props.canUndo,
    },
    {
      key: 'redo',
      icon: 'redo',
      label: strings.redo,
      event: { type: 'REDO' },
      enabled: props.canRedo,
    },
  );
  tools.push({
    key: 'preview',
    icon: 'preview',
    label: strings.preview,
    event: { type: 'PREVIEW' },
    enabled: true,
  });

  return (
    <BottomPanel
      actions={
        <>
          <Button onClick={() => send({ type: 'CANCEL' })}>{strings.cancel}</Button>
          <Button
            variant="primary"
            aria-disabled={unfinished}
            aria-describedby={unfinished ? unfinishedId : undefined}
            onClick={() => send({ type: 'BUY' })}
          >
            {props.addLabel}
          </Button>
        </>
      }
    >
      <div className="ks-maintools">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="ks-maintools__tool"
            disabled={!tool.enabled}
            onClick={() => send(tool.event)}
          >
            <Icon name={tool.icon} />
            {tool.label}
          </button>
        ))}
      </div>
      {unfinished ? (
        <p id={unfinishedId} className="ks-maintools__unfinished">
          {strings.unfinished} {props.unfinishedParts.join(', ')}
        </p>
      ) : null}
    </BottomPanel>
  );
}
