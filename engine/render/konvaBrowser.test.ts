// vite.config.ts aliases 'konva' to konvaBrowser.ts (in the build and in these tests): every
// node the engine and its editor make must be registered there, and nothing else comes along.
import Konva from 'konva';
import { describe, expect, it } from 'vitest';

describe("the browser build's Konva", () => {
  it('has every node the renderer and react-konva make', () => {
    for (const name of ['Stage', 'Layer', 'Group', 'Shape', 'Image', 'Rect', 'Text', 'Circle']) {
      expect(typeof (Konva as unknown as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(typeof Konva.Util.createCanvasElement).toBe('function');
  });

  it('leaves out the shapes and filters nobody draws with', () => {
    const all = Konva as unknown as Record<string, unknown>;
    expect(all.Transformer).toBeUndefined();
    expect(all.TextPath).toBeUndefined();
    expect(all.Filters).toBeUndefined();
  });
});
