import { describe, expect, it } from 'vitest';
import { splitScene } from '../react/splitScene';
import { artPxPerMm, PRINT_ART } from './art';
import { scaleScene } from './scaleScene';
import type { SceneGroup, SceneNode } from './scene';
import { sceneEqual } from './sceneEqual';

const rect = (key: string, x = 0): SceneNode => ({
  kind: 'rect',
  key,
  x,
  y: 0,
  width: 10,
  height: 5,
  dash: [1, 2],
});
const group = (children: SceneNode[]): SceneGroup => ({
  kind: 'group',
  key: 'part',
  x: 0,
  y: 0,
  clip: { width: 10, height: 10, cornerRadius: 1 },
  children,
});

describe('scenes', () => {
  it('scale every length, not angles', () => {
    const scaled = scaleScene({ ...group([rect('a', 2)]), rotation: 5 }, 3);
    expect(scaled.rotation).toBe(5);
    expect(scaled.clip).toEqual({ width: 30, height: 30, cornerRadius: 3 });
    expect(scaled.children[0]).toMatchObject({ x: 6, width: 30, height: 15, dash: [3, 6] });
  });

  it('compare structurally, so a rebuilt but unchanged subtree is equal', () => {
    expect(sceneEqual(group([rect('a')]), group([rect('a')]))).toBe(true);
    expect(sceneEqual(group([rect('a')]), group([rect('a', 1)]))).toBe(false);
    expect(sceneEqual(group([rect('a')]), group([rect('a'), rect('b')]))).toBe(false);
    // Two pictures (own keys none, like an <img>) differ by identity alone.
    class Picture {
      get naturalWidth() {
        return 4;
      }
    }
    const image = (picture: Picture): SceneNode =>
      ({ kind: 'image', key: 'photo', x: 0, y: 0, width: 4, height: 4, image: picture }) as never;
    const one = new Picture();
    expect(sceneEqual(image(one), image(one))).toBe(true);
    expect(sceneEqual(image(one), image(new Picture()))).toBe(false);
  });

  it('split around the edited slot into below, active and above', () => {
    const scene = group([rect('paper'), rect('part/photo'), rect('part/text')]);
    const layers = splitScene(scene, 'part/photo');
    expect(layers.below.map((n) => n.key)).toEqual(['paper']);
    expect(layers.active.map((n) => n.key)).toEqual(['part/photo']);
    expect(layers.above.map((n) => n.key)).toEqual(['part/text']);
    expect(splitScene(scene, null).below).toHaveLength(3);
  });

  it('rasterise art at a power of two px/mm, capped at the canvas limit', () => {
    expect(artPxPerMm(3, 206, 306)).toBe(4);
    expect(artPxPerMm(20, 206, 306)).toBeCloseTo(4096 / 306);
  });

  it('rasterise print art at exactly the px/mm the page draws, past the canvas limit', () => {
    expect(artPxPerMm(300 / 25.4, 206, 306, PRINT_ART)).toBeCloseTo(300 / 25.4);
  });
});
