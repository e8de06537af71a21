import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imagePx } from './units';
import { createInstance } from './instance/create';
import { panCrop, zoomCrop } from './ops/crop';
import { placePicture, rotatePicture, setEffect } from './ops/picture';
import { setAlign, setColor } from './ops/text';
import { changeYear } from './ops/year';
import { card } from './testing/templates';
import { picture } from './testing/pictures';
import type { EditResult, TemplateInstance } from './types';
import { createHistory, record, redo, undo } from './history';

const tpl = card();
const id = 'front/photo';
type Op = (i: TemplateInstance) => EditResult;
const ops: fc.Arbitrary<Op>[] = [
  fc.constantFrom('a', 'b', 'c').map(
    (u): Op =>
      (i) =>
        placePicture(tpl, i, id, picture({ uuid: u })),
  ),
  fc.constant<Op>((i) => rotatePicture(tpl, i, id)),
  fc.constantFrom('original', 'bw', 'sepia' as const).map(
    (e): Op =>
      (i) =>
        setEffect(tpl, i, id, e),
  ),
  fc.double({ min: 0.5, max: 3, noNaN: true }).map(
    (f): Op =>
      (i) =>
        zoomCrop(tpl, i, id, f),
  ),
  fc.integer({ min: -500, max: 500 }).map(
    (d): Op =>
      (i) =>
        panCrop(tpl, i, id, imagePx(d), imagePx(-d)),
  ),
  fc.constantFrom('#000000', '#C52B2B').map(
    (c): Op =>
      (i) =>
        setColor(tpl, i, 'front/name', c),
  ),
  fc.constantFrom('left', 'right' as const).map(
    (a): Op =>
      (i) =>
        setAlign(tpl, i, 'front/name', a),
  ),
  fc.constantFrom(1, -1 as const).map(
    (s): Op =>
      (i) =>
        changeYear(tpl, i, s as 1 | -1, 2026),
  ),
];

describe('history over any sequence of edits', () => {
  it('undo all gives the start back, redo all gives the end back', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(...ops), { maxLength: 25 }), (sequence) => {
        const start = createInstance(tpl, { currentYear: 2026 });
        let instance = start;
        let history = createHistory();
        for (const op of sequence) {
          const result = op(instance);
          history = record(history, result);
          if (result.ok) instance = result.instance;
        }
        const end = instance;
        for (let u = undo(history, instance); u; u = undo(history, instance))
          ({ history, instance } = u);
        expect(instance).toEqual(start);
        for (let r = redo(history, instance); r; r = redo(history, instance))
          ({ history, instance } = r);
        expect(instance).toEqual(end);
      }),
      { numRuns: 200 },
    );
  });
});
