import type { EditorEvent } from '../machine/types';
import { BottomPanel } from './BottomPanel';
import { Button } from './Button';
import './SlotPicker.css';

export interface SlotPickerProps {
  title: string;
  cancelLabel: string;
  /** The slots offered, each with the number the canvas shows on it. */
  slots: { fullId: string; number: number }[];
  send: (event: EditorEvent) => void;
}

/**
 * select-image / select-text: numbered buttons for the editable slots of the part
 * (docs/rules/personalisation.md §2).
 */
export function SlotPicker({ title, cancelLabel, slots, send }: SlotPickerProps) {
  return (
    <BottomPanel
      title={title}
      actions={<Button onClick={() => send({ type: 'CANCEL' })}>{cancelLabel}</Button>}
    >
      <div className="ks-slotpicker">
        {slots.map(({ fullId, number }) => (
          <Button key={fullId} onClick={() => send({ type: 'SELECT_SLOT', fullId })}>
            {number}
          </Button>
        ))}
      </div>
    </BottomPanel>
  );
}
