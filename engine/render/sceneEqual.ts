// Structural equality of scenes (drawables by identity): an unchanged subtree is not handed to
// Konva again, so its layer is not redrawn while a pinch changes one slot.
import type { SceneNode } from './scene';

export function sceneEqual(a: SceneNode, b: SceneNode): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  const keys = Object.keys(a) as (keyof SceneNode)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    const x: unknown = a[key];
    const y: unknown = b[key];
    if (x === y) continue;
    if (key === ('children' as keyof SceneNode)) {
      const xs = x as SceneNode[];
      const ys = y as SceneNode[];
      if (xs.length !== ys.length || xs.some((child, i) => !sceneEqual(child, ys[i] as SceneNode)))
        return false;
      continue;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
      continue;
    }
    if (x && y && typeof x === 'object' && typeof y === 'object' && !isDrawable(x)) {
      const ox = x as Record<string, unknown>;
      const oy = y as Record<string, unknown>;
      const inner = Object.keys(ox);
      if (inner.length !== Object.keys(oy).length || inner.some((k) => ox[k] !== oy[k]))
        return false;
      continue;
    }
    return false;
  }
  return true;
}

/**
 * Pictures, canvases and bitmaps compare by identity: an <img> has no own keys, so comparing its
 * keys would call a new picture (another effect, a sharper derivative) equal to the old one.
 */
function isDrawable(value: object): boolean {
  return (
    'getContext' in value ||
    'naturalWidth' in value ||
    (typeof ImageBitmap !== 'undefined' && value instanceof ImageBitmap)
  );
}
