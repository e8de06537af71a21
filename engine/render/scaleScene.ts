// Scenes are described in millimetres and drawn in pixels: scaling the numbers (not a Konva
// scale transform) keeps font sizes real pixel sizes, so glyph metrics are not hinted at 4 px.
import type { SceneNode } from './scene';

export function scaleScene<N extends SceneNode>(node: N, k: number): N {
  const base = {
    ...node,
    x: node.x * k,
    y: node.y * k,
    offsetX: node.offsetX === undefined ? undefined : node.offsetX * k,
    offsetY: node.offsetY === undefined ? undefined : node.offsetY * k,
  };
  switch (base.kind) {
    case 'group':
      return {
        ...base,
        clip: base.clip && {
          width: base.clip.width * k,
          height: base.clip.height * k,
          cornerRadius: base.clip.cornerRadius * k,
        },
        children: base.children.map((child) => scaleScene(child, k)),
      };
    case 'image':
      return { ...base, width: base.width * k, height: base.height * k };
    case 'text':
      return {
        ...base,
        width: base.width * k,
        height: base.height * k,
        fontSize: base.fontSize * k,
      };
    case 'rect':
      return {
        ...base,
        width: base.width * k,
        height: base.height * k,
        strokeWidth: base.strokeWidth === undefined ? undefined : base.strokeWidth * k,
        cornerRadius: base.cornerRadius === undefined ? undefined : base.cornerRadius * k,
        dash: base.dash?.map((d) => d * k),
      };
  }
}
