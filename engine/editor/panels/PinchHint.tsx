import './PinchHint.css';

export interface PinchHintProps {
  text: string;
  onDismiss: () => void;
}

/** The pinch-zoom hint over the canvas; tapping it dismisses it early. */
export function PinchHint({ text, onDismiss }: PinchHintProps) {
  return (
    <button type="button" className="ks-pinchhint" role="status" onClick={onDismiss}>
      {text}
    </button>
  );
}
