import type { EditorEvent } from '../machine/types';
import { BottomPanel } from './BottomPanel';
import { Button } from './Button';
import './SlotPicker.css';

export interface SlotPickerProps {
  title: string;
  cancelLabel: string;
  /** The editable slots of the current part, in order; they are numbered from 1. */
  slotIds: string[];
  send: (event: EditorEvent) => void;
}

/** select-image / select-text: numbered buttons for the editable slots of the part (spec §2). */
export function SlotPicker({ title, cancelLabel, slotIds, send }: SlotPickerProps) {
  return (
    <BottomPanel
      title={title}
      actions={<Button onClick={() => send({ type: 'CANCEL' })}>{cancelLabel}</Button>}
    >
      <div className="ks-slotpicker">
        {slotIds.map((fullId, i) => (
          <Button key={fullId} onClick={() => send({ type: 'SELECT_SLOT', fullId })}>
            {i + 1}
          </Button>
        ))}
      </div>
    </BottomPanel>
  );
}
