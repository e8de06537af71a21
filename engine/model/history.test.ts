import { describe, expect, it } from 'vitest';
import { imagePx } from './units';
import { createInstance } from './instance/create';
import { card } from './testing/templates';
import { picture } from './testing/pictures';
import { applied } from './testing/results';
import { placePicture, rotatePicture } from './ops/picture';
import { panCrop, zoomCrop } from './ops/crop';
import { setColor } from './ops/text';
import { canRedo, canUndo, createHistory, record, redo, undo } from './history';

const tpl = card();

describe('history', () => {
  it('undoes and redoes edits through their patches, dirty flag included', () => {
    const start = createInstance(tpl);
    let history = createHistory();
    const placed = placePicture(tpl, start, 'front/photo', picture());
    history = record(history, placed);
    const rotated = rotatePicture(tpl, applied(placed), 'front/photo');
    history = record(history, rotated);
    expect(canUndo(history)).toBe(true);
    expect(canRedo(history)).toBe(false);

    const u1 = undo(history, applied(rotated))!;
    expect(u1.instance).toEqual(applied(placed));
    const u2 = undo(u1.history, u1.instance)!;
    expect(u2.instance).toEqual(start);
    expect(u2.instance.dirty).toBe(false);
    expect(undo(u2.history, u2.instance)).toBeNull();
    expect(canRedo(u2.history)).toBe(true);

    const r1 = redo(u2.history, u2.instance)!;
    expect(r1.instance).toEqual(applied(placed));
    const r2 = redo(r1.history, r1.instance)!;
    expect(r2.instance).toEqual(applied(rotated));
    expect(redo(r2.history, r2.instance)).toBeNull();
  });

  it('clears redo on a new edit and ignores refusals and no-op edits', () => {
    const start = createInstance(tpl);
    const a = setColor(tpl, start, 'front/name', '#000000');
    let history = record(createHistory(), a);
    history = undo(history, applied(a))!.history;
    expect(canRedo(history)).toBe(true);
    history = record(history, setColor(tpl, start, 'front/name', '#111111'));
    expect(canRedo(history)).toBe(false);
    expect(record(history, setColor(tpl, start, 'front/name', 'red'))).toBe(history);
    expect(
      record(history, placePicture(tpl, applied(a), 'front/photo', picture({ pictureType: 'GP' }))),
    ).toBe(history);
    const same = setColor(tpl, applied(a), 'front/name', '#000000');
    expect(record(history, same)).toBe(history);
  });

  it('keeps at most `limit` edits', () => {
    let instance = createInstance(tpl);
    let history = createHistory(2);
    for (const color of ['#000001', '#000002', '#000003']) {
      const result = setColor(tpl, instance, 'front/name', color);
      history = record(history, result);
      instance = applied(result);
    }
    expect(history.past).toHaveLength(2);
  });

  it('merges the edits of one gesture into one entry', () => {
    const placed = placePicture(tpl, createInstance(tpl), 'front/photo', picture());
    let history = record(createHistory(), placed);
    let instance = applied(placed);
    for (const step of [
      (i: typeof instance) => zoomCrop(tpl, i, 'front/photo', 2),
      (i: typeof instance) => panCrop(tpl, i, 'front/photo', imagePx(100), imagePx(50)),
      (i: typeof instance) => panCrop(tpl, i, 'front/photo', imagePx(30), imagePx(0)),
    ]) {
      const result = step(instance);
      history = record(history, result, { mergeKey: 'pinch-1' });
      instance = applied(result);
    }
    expect(history.past).toHaveLength(2);
    const back = undo(history, instance)!;
    expect(back.instance).toEqual(applied(placed));
    expect(redo(back.history, back.instance)!.instance).toEqual(instance);
    // A new gesture, or any edit after an undo, starts a new entry.
    const next = record(history, panCrop(tpl, instance, 'front/photo', imagePx(5), imagePx(0)), {
      mergeKey: 'pinch-2',
    });
    expect(next.past).toHaveLength(3);
    const afterUndo = record(
      back.history,
      panCrop(tpl, back.instance, 'front/photo', imagePx(5), imagePx(0)),
      {
        mergeKey: 'pinch-1',
      },
    );
    expect(afterUndo.past).toHaveLength(2);
    expect(afterUndo.future).toHaveLength(0);
  });
});
