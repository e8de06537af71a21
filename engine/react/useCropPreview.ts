// A held pinch or drag drawn without React: a copy of the selected picture's Konva node takes
// the crop the gesture has reached in a layer of its own, kept at a lower pixel ratio (a phone's
// DPR-3 canvas is 9 times the pixels to fill and hand to the compositor each frame), while the
// slot's own node waits hidden in its full-ratio layer. No canvas is created or resized while
// the fingers move: the moving layer and the still canvases exist before the gesture starts.
// When it ends the copy goes, and the slot's node shows the host's instance again.
import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { findImageSlot } from '../model/ids';
import type { StageFit, Template, TemplateInstance } from '../model/types';
import type { PartAssets } from '../render/describePart';
import { imageSlotScene } from '../render/imageSlot';
import { imageConfig } from '../render/konvaTree';
import { scaleScene } from '../render/scaleScene';
import type { SceneImage, SceneNode } from '../render/scene';
import type { Stills } from './stillLayers';

/** Device pixels per CSS pixel of the moving layer. */
export const PREVIEW_PIXEL_RATIO = 1;
/** The name of the moving layer's group (placed like the part's own groups). */
export const MOVING_ROOT = 'moving-root';

/** What the canvas draws now (from the host's instance). */
export interface PreviewView {
  template: Template;
  fit: StageFit;
  assets: PartAssets | null;
  /** The selected croppable slot, drawn alone in `activeLayer`. */
  activeKey: string | null;
  /** That slot's scene node, scaled to stage px. */
  active: SceneNode | undefined;
  /** The stage's layers, which of them holds the slot and which draws it while it moves. */
  layers: () => Konva.Layer[];
  activeLayer: number;
  movingLayer: number;
  /** The still canvases shown in place of the layers that do not move. */
  stills: Stills;
}

const pictureOf = (slot: SceneNode | undefined): SceneImage | undefined =>
  slot?.kind === 'group' && slot.children[0]?.kind === 'image' ? slot.children[0] : undefined;

/** The slot node as the held instance would draw it (same functions as describePart). */
function heldSlot(view: PreviewView, instance: TemplateInstance, id: string) {
  const ref = findImageSlot(view.template, id);
  const value = instance.resources[id];
  const placed = value?.type === 'IMAGE' ? value.image : null;
  const asset = view.assets?.pictures.get(id);
  if (!ref || !placed || asset?.uuid !== placed.uuid) return undefined;
  const scene = imageSlotScene(ref.slot, placed, asset, { fullId: id, placeholder: true });
  return scaleScene(scene, view.fit.scale);
}

export function useCropPreview(view: PreviewView): (instance: TemplateInstance | null) => void {
  const latest = useRef(view);
  latest.current = view;
  const held = useRef<TemplateInstance | null>(null);
  const thaw = useRef<(() => void) | null>(null);
  const moving = useRef<Konva.Group | null>(null);

  const show = useCallback((instance: TemplateInstance | null) => {
    held.current = instance;
    const v = latest.current;
    const layers = v.layers();
    const layer = layers[v.activeLayer];
    const movingLayer = layers[v.movingLayer];
    const id = v.activeKey;
    const slot = layer?.findOne<Konva.Group>((n: Konva.Node) => n.name() === `slot:${id}`);
    if (!instance) {
      thaw.current?.();
      thaw.current = null;
      moving.current?.destroy();
      moving.current = null;
      movingLayer?.batchDraw();
      const picture = pictureOf(v.active);
      const node = slot?.getChildren()[0];
      if (node?.getClassName() === 'Image' && picture) node.setAttrs(imageConfig(picture));
      slot?.visible(true);
      layer?.batchDraw();
      return;
    }
    if (!layer || !movingLayer || !slot || !id) return;
    if (!moving.current) {
      const root = movingLayer.findOne<Konva.Group>((n: Konva.Node) => n.name() === MOVING_ROOT);
      if (!root) return;
      moving.current = slot.clone({ visible: true }) as Konva.Group;
      root.add(moving.current);
    }
    if (slot.visible()) {
      // The slot's layer without it, drawn now so the stills below snapshot it that way.
      slot.visible(false);
      layer.draw();
    }
    if (!thaw.current) {
      thaw.current = v.stills.freeze(
        layers.filter((l) => l !== movingLayer).map((l) => l.getNativeCanvasElement()),
      );
    }
    const node = moving.current.getChildren()[0];
    const picture = pictureOf(heldSlot(v, instance, id));
    if (node?.getClassName() === 'Image' && picture) node.setAttrs(imageConfig(picture));
    movingLayer.batchDraw();
  }, []);

  // A render during the gesture (pictures arriving, a resize) set the host's crop again.
  useLayoutEffect(() => {
    if (held.current) show(held.current);
  });

  useEffect(
    () => () => {
      thaw.current?.();
      moving.current?.destroy();
    },
    [],
  );

  return show;
}
