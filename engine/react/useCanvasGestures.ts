// Touch and mouse input of the editor canvas: tap selects a slot, drag pans and pinch or wheel
// zooms the selected picture's crop. Events go to the host's callbacks only.
import { useGesture } from '@use-gesture/react';
import { type RefObject, useEffect, useRef } from 'react';
import type { PointStage } from '../model/layout';
import type { StageFit, Template, TemplateInstance, TemplatePart } from '../model/types';
import { stagePx } from '../model/units';
import { applyCropGesture, type CropGesture, panGesture, toPartMm, zoomGesture } from './gestures';
import { slotAt } from './hitTest';

export interface GestureTarget {
  template: Template;
  instance: TemplateInstance;
  part: TemplatePart;
  fit: StageFit;
  selectedId: string | null;
  onSelectSlot?: (fullId: string | null) => void;
  onCropGesture?: (gesture: CropGesture) => void;
  /**
   * Draws the instance a held pinch or drag has reached so far; null when the fingers lift and
   * the host has been sent every step.
   */
  onPreview?: (instance: TemplateInstance | null) => void;
}

// Wheel notches and trackpad pinches (ctrlKey wheel) turned into a zoom factor.
const WHEEL_ZOOM = 0.002;

/** A pinch or drag in progress: its steps, and the instance they lead to. */
interface Held {
  gestures: CropGesture[];
  instance: TemplateInstance;
}

export function useCanvasGestures(ref: RefObject<HTMLDivElement | null>, target: GestureTarget) {
  // Handlers read the newest props through a ref, so binding happens once.
  const latest = useRef(target);
  latest.current = target;
  // The container's CSS pixels are the stage's: a pointer's place and move become StagePx here.
  const local = (clientX: number, clientY: number): PointStage => {
    const box = ref.current?.getBoundingClientRect();
    return { x: stagePx(clientX - (box?.left ?? 0)), y: stagePx(clientY - (box?.top ?? 0)) };
  };
  // Each drag or pinch gets its number; its steps carry it, so the host can make them one edit.
  const stroke = useRef(0);
  const send = (gesture: CropGesture | null) => {
    if (gesture) latest.current.onCropGesture?.(gesture);
  };

  // While fingers move, each step goes through the model's producers here and is drawn by the
  // canvas alone; the host gets the same steps in the same order when the fingers lift. One host
  // update (React render, scene, full-resolution draw) per gesture instead of one per move.
  const held = useRef<Held | null>(null);
  const hold = (make: (t: GestureTarget, instance: TemplateInstance) => CropGesture | null) => {
    const t = latest.current;
    if (!t.onPreview) {
      const made = make(t, t.instance);
      send(made && { ...made, stroke: stroke.current });
      return;
    }
    const current = held.current ?? { gestures: [], instance: t.instance };
    const made = make(t, current.instance);
    const gesture = made && { ...made, stroke: stroke.current };
    if (!gesture || !t.onCropGesture) return;
    current.gestures.push(gesture);
    current.instance = applyCropGesture(t.template, current.instance, gesture);
    held.current = current;
    t.onPreview(current.instance);
  };
  const release = (preview: boolean) => {
    const done = held.current;
    held.current = null;
    if (!done) return;
    for (const gesture of done.gestures) send(gesture);
    if (preview) latest.current.onPreview?.(null);
  };
  // A canvas unmounted mid-gesture still hands its steps over (its stage is gone: no preview).
  useEffect(() => () => release(false), []); // eslint-disable-line react-hooks/exhaustive-deps

  useGesture(
    {
      onDrag: ({ tap, xy: [x, y], delta: [dx, dy], pinching, first, last }) => {
        const t = latest.current;
        if (first) stroke.current += 1;
        if (tap) {
          release(true);
          const p = local(x, y);
          t.onSelectSlot?.(slotAt(t.part, toPartMm(t.fit, p.x, p.y)));
          return;
        }
        if (!pinching) {
          hold((g, instance) =>
            panGesture(g.template, instance, g.selectedId, g.fit, stagePx(dx), stagePx(dy)),
          );
        }
        if (last) release(true);
      },
      onPinch: ({ origin: [ox, oy], offset: [scale], memo, first, last }) => {
        if (first) stroke.current += 1;
        const previous = typeof memo === 'number' ? memo : scale;
        const p = local(ox, oy);
        hold((g, instance) =>
          zoomGesture(g.template, instance, g.selectedId, g.fit, scale / previous, p.x, p.y),
        );
        if (last) release(true);
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
