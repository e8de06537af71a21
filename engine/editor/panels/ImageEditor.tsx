import type { ResolutionLevel } from '../../model/types';
import type { ImageSource } from '../../render/pictures';
import type { Background } from '../ports';
import type { EditorEvent, ImageTab } from '../machine/types';
import type { EditorStrings } from '../strings';
import { BottomPanel } from './BottomPanel';
import { CancelDoneActions } from './CancelDoneActions';
import { Button } from './Button';
import { InboxGrid, type InboxPicture } from './InboxGrid';
import './ImageEditor.css';

export interface ToolButton {
  name: string;
  label: string;
  enabled: boolean;
  /** Shown as chosen (the picture's current effect). */
  selected: boolean;
  event: EditorEvent;
}

export interface ImageEditorProps {
  strings: EditorStrings;
  tab: ImageTab;
  imageToolboxEnabled: boolean;
  backgroundsOffered: boolean;
  pictures: InboxPicture[];
  allowUpload: boolean;
  imageSource: ImageSource;
  /** The Edit image tab's buttons: the editor commands, each with whether it applies now. */
  tools: ToolButton[];
  backgrounds: Background[];
  currentBackground: string | null;
  /** How the placed picture will print: a warning shows unless it is 'ok'. */
  resolution: ResolutionLevel;
  send: (event: EditorEvent) => void;
}

/**
 * The image editor (docs/rules/personalisation.md §2): tabs Image inbox, Edit image, Backgrounds;
 * Cancel and Done.
 */
export function ImageEditor(props: ImageEditorProps) {
  const { strings, tab, send } = props;
  const tabs: { id: ImageTab; label: string; shown: boolean }[] = [
    { id: 'inbox', label: strings.imageInbox, shown: true },
    { id: 'edit', label: strings.editImage, shown: props.imageToolboxEnabled },
    { id: 'backgrounds', label: strings.backgrounds, shown: props.backgroundsOffered },
  ];
  return (
    <BottomPanel
      grow={props.resolution !== 'ok'}
      actions={<CancelDoneActions strings={strings} send={send} />}
    >
      <div className="ks-imgtabs" role="tablist">
        {tabs
          .filter((t) => t.shown)
          .map((t) => (
            <Button
              key={t.id}
              role="tab"
              aria-selected={t.id === tab}
              selected={t.id === tab}
              onClick={() => send({ type: 'TAB', tab: t.id })}
            >
              {t.label}
            </Button>
          ))}
      </div>
      {props.resolution !== 'ok' && (
        <p className="ks-imgres" role="status" data-level={props.resolution}>
          {props.resolution === 'low' ? strings.lowResolution : strings.tooLowResolution}
        </p>
      )}
      {tab === 'inbox' ? (
        <InboxGrid
          strings={strings}
          pictures={props.pictures}
          allowUpload={props.allowUpload}
          imageSource={props.imageSource}
          send={send}
        />
      ) : null}
      {tab === 'edit' ? (
        <div className="ks-imgtools">
          {props.tools.map((tool) => (
            <Button
              key={tool.name}
              disabled={!tool.enabled}
              selected={tool.selected}
              onClick={() => send(tool.event)}
            >
              {tool.label}
            </Button>
          ))}
        </div>
      ) : null}
      {tab === 'backgrounds' ? (
        <div className="ks-inbox">
          <Button
            className="ks-inbox__none"
            selected={props.currentBackground === null}
            onClick={() => send({ type: 'BACKGROUND', uuid: null })}
          >
            {strings.noBackground}
          </Button>
          {props.backgrounds.map((bg, index) => (
            <button
              key={bg.uuid}
              type="button"
              aria-pressed={bg.uuid === props.currentBackground}
              className={`ks-inbox__item${bg.uuid === props.currentBackground ? ' ks-inbox__item--selected' : ''}`}
              onClick={() => send({ type: 'BACKGROUND', uuid: bg.uuid })}
            >
              <img alt={`${strings.background} ${index + 1}`} src={bg.src} />
            </button>
          ))}
        </div>
      ) : null}
    </BottomPanel>
  );
}
