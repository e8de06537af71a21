// The part's drawing split around the slot being edited: what lies below it, the slot itself,
// and what lies above it (later slots, calendar, foreground art). Each goes in its own layer, so
// a pinch redraws one slot instead of the whole part.
import type { SceneGroup, SceneNode } from '../render/scene';

export interface SceneLayers {
  below: SceneNode[];
  active: SceneNode[];
  above: SceneNode[];
}

export function splitScene(scene: SceneGroup, activeKey: string | null): SceneLayers {
  const index = activeKey === null ? -1 : scene.children.findIndex((n) => n.key === activeKey);
  if (index < 0) return { below: scene.children, active: [], above: [] };
  return {
    below: scene.children.slice(0, index),
    active: scene.children.slice(index, index + 1),
    above: scene.children.slice(index + 1),
  };
}
