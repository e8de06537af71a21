import { describe, expect, it } from 'vitest';
import { zoomCrop, panCrop } from '../model/ops/crop';
import { editedCard } from '../model/testing/editedCard';
import { applied } from '../model/testing/results';
import { card } from '../model/testing/templates';
import { imagePx } from '../model/units';
import { applyCropGesture, type CropGesture } from './gestures';

describe('a held gesture', () => {
  const tpl = card();
  const steps: CropGesture[] = [
    { type: 'zoom', fullId: 'front/photo', factor: 1.2, anchor: { x: 0.3, y: 0.4 } },
    { type: 'pan', fullId: 'front/photo', dx: imagePx(12), dy: imagePx(-7) },
    { type: 'zoom', fullId: 'front/photo', factor: 0.9, anchor: { x: 0.6, y: 0.5 } },
  ];

  it('reaches the crop the host reaches applying the same steps', () => {
    const start = editedCard(tpl);
    const held = steps.reduce((i, g) => applyCropGesture(tpl, i, g), start);
    const host = steps.reduce(
      (i, g) =>
        applied(
          g.type === 'pan'
            ? panCrop(tpl, i, g.fullId, g.dx, g.dy)
            : zoomCrop(tpl, i, g.fullId, g.factor, g.anchor),
        ),
      start,
    );
    expect(held.resources['front/photo']).toEqual(host.resources['front/photo']);
    expect(held.resources['front/photo']).not.toEqual(start.resources['front/photo']);
  });

  it('keeps the instance when the model refuses a step', () => {
    const start = editedCard(tpl);
    const bad: CropGesture = {
      type: 'zoom',
      fullId: 'front/photo',
      factor: 0,
      anchor: { x: 0, y: 0 },
    };
    expect(applyCropGesture(tpl, start, bad)).toBe(start);
  });
});
