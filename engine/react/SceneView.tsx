// A scene as react-konva elements: the same configs as the imperative tree (konvaTree), so the
// editor and the headless renders draw alike. Every node is static (listening false).
import { memo } from 'react';
import { Group, Image, Rect, Text } from 'react-konva';
import { groupConfig, imageConfig, placed, rectConfig, textConfig } from '../render/konvaTree';
import type { SceneNode } from '../render/scene';
import { sceneEqual } from '../render/sceneEqual';

function SceneNodeView({ node }: { node: SceneNode }) {
  const common = placed(node);
  switch (node.kind) {
    case 'group':
      return (
        <Group {...groupConfig(node)}>
          {node.children.map((child) => (
            <SceneView key={child.key} node={child} />
          ))}
        </Group>
      );
    case 'image':
      return <Image {...imageConfig(node)} />;
    case 'text':
      return <Text {...common} {...textConfig(node)} />;
    case 'rect':
      return <Rect {...common} {...rectConfig(node)} />;
  }
}

/** Skips unchanged subtrees: Konva only sees (and redraws the layers of) what changed. */
export const SceneView = memo(SceneNodeView, (before, after) =>
  sceneEqual(before.node, after.node),
);
