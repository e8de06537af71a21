// A held pinch or drag drawn without React: the selected picture's Konva node takes the crop the
// gesture has reached, and only its layer is redrawn, at a lower pixel ratio while the fingers
// move (a phone's DPR-3 canvas is 9 times the pixels to fill and hand to the compositor each
// frame). When the gesture ends the node gets the host's instance back and the full ratio.
import type Konva from 'konva';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { findImageSlot } from '../model/ids';
import type { StageFit, Template, TemplateInstance } from '../model/types';
import type { PartAssets } from '../render/describePart';
import { imageSlotScene } from '../render/imageSlot';
import { imageConfig } from '../render/konvaTree';
import { scaleScene } from '../render/scaleScene';
import type { SceneImage, SceneNode } from '../render/scene';
import { freezeCanvases } from './stillLayers';

/** Device pixels per CSS pixel of the moving layer during a gesture. */
export const PREVIEW_PIXEL_RATIO = 1;

/** What the canvas draws now (from the host's instance). */
export interface PreviewView {
  template: Template;
  fit: StageFit;
  assets: PartAssets | null;
  /** The selected croppable slot, drawn alone in `layer`. */
  activeKey: string | null;
  /** That slot's scene node, scaled to stage px. */
  active: SceneNode | undefined;
  /** The stage's layers and which of them holds the slot. */
  layers: () => Konva.Layer[];
  activeLayer: number;
  pixelRatio: number;
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

  const show = useCallback((instance: TemplateInstance | null) => {
    held.current = instance;
    const v = latest.current;
    const layers = v.layers();
    const layer = layers[v.activeLayer];
    const id = v.activeKey;
    if (instance && !thaw.current && layer && id) {
      thaw.current = freezeCanvases(
        layers.filter((l) => l !== layer).map((l) => l.getNativeCanvasElement()),
      );
    } else if (!instance) {
      thaw.current?.();
      thaw.current = null;
    }
    if (!layer || !id) return;
    const slot = layer.findOne<Konva.Group>((n: Konva.Node) => n.name() === `slot:${id}`);
    const node = slot?.getChildren()[0];
    const picture = pictureOf(instance ? heldSlot(v, instance, id) : v.active);
    if (node?.getClassName() === 'Image' && picture) node.setAttrs(imageConfig(picture));
    const ratio = instance ? Math.min(PREVIEW_PIXEL_RATIO, v.pixelRatio) : v.pixelRatio;
    const canvas = layer.getCanvas();
    if (canvas.getPixelRatio() !== ratio) canvas.setPixelRatio(ratio);
    layer.batchDraw();
  }, []);

  // A render during the gesture (pictures arriving, a resize) set the host's crop again.
  useLayoutEffect(() => {
    if (held.current) show(held.current);
  });

  useEffect(() => () => thaw.current?.(), []);

  return show;
}
