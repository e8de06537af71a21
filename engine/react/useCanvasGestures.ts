// Touch and mouse input of the editor canvas: tap selects a slot, drag pans and pinch or wheel
// zooms the selected picture's crop. Events go to the host's callbacks only.
import { useGesture } from '@use-gesture/react';
import { type RefObject, useRef } from 'react';
import type { StageFit, Template, TemplateInstance, TemplatePart } from '../model/types';
import { type CropGesture, panGesture, toPartMm, zoomGesture } from './gestures';
import { slotAt } from './hitTest';

export interface GestureTarget {
  template: Template;
  instance: TemplateInstance;
  part: TemplatePart;
  fit: StageFit;
  selectedId: string | null;
  onSelectSlot?: (fullId: string | null) => void;
  onCropGesture?: (gesture: CropGesture) => void;
}

// Wheel notches and trackpad pinches (ctrlKey wheel) turned into a zoom factor.
const WHEEL_ZOOM = 0.002;

export function useCanvasGestures(ref: RefObject<HTMLDivElement | null>, target: GestureTarget) {
  // Handlers read the newest props through a ref, so binding happens once.
  const latest = useRef(target);
  latest.current = target;
  const local = (clientX: number, clientY: number) => {
    const box = ref.current?.getBoundingClientRect();
    return { x: clientX - (box?.left ?? 0), y: clientY - (box?.top ?? 0) };
  };
  const send = (gesture: CropGesture | null) => {
    if (gesture) latest.current.onCropGesture?.(gesture);
  };

  useGesture(
    {
      onDrag: ({ tap, xy: [x, y], delta: [dx, dy], pinching }) => {
        const t = latest.current;
        if (tap) {
          const p = local(x, y);
          t.onSelectSlot?.(slotAt(t.part, toPartMm(t.fit, p.x, p.y)));
          return;
        }
        if (pinching) return;
        send(panGesture(t.template, t.instance, t.selectedId, t.fit, dx, dy));
      },
      onPinch: ({ origin: [ox, oy], offset: [scale], memo }) => {
        const t = latest.current;
        const previous = typeof memo === 'number' ? memo : scale;
        const p = local(ox, oy);
        send(zoomGesture(t.template, t.instance, t.selectedId, t.fit, scale / previous, p.x, p.y));
        return scale;
      },
      onWheel: ({ event, delta: [, dy] }) => {
        const t = latest.current;
        event.preventDefault();
        const p = local(event.clientX, event.clientY);
        const factor = Math.exp(-dy * WHEEL_ZOOM);
        send(zoomGesture(t.template, t.instance, t.selectedId, t.fit, factor, p.x, p.y));
      },
    },
    {
      target: ref,
      eventOptions: { passive: false },
      drag: { filterTaps: true },
      pinch: { scaleBounds: { min: 0.05, max: 40 }, rubberband: false },
    },
  );
}
