import { describe, expect, it } from 'vitest';
import { createInstance } from '../instance/create';
import { card } from '../testing/templates';
import { applied, refused } from '../testing/results';
import { markClean, noField, noPart, selectPart, selectResource, setScaleRatio } from './navigate';
import { setColor } from './text';

const tpl = card();

describe('navigation', () => {
  it('selects a part and clears the selected slot without marking dirty', () => {
    const withSlot = applied(selectResource(tpl, createInstance(tpl), 'front/name'));
    const i = applied(selectPart(tpl, withSlot, 'inside'));
    expect(i).toMatchObject({ currentPartRefId: 'inside', currentResourceId: null, dirty: false });
    expect(refused(selectPart(tpl, i, 'back'))).toBe(noPart('back'));
  });
  it('selects a slot and shows its part, or none', () => {
    const i = applied(selectResource(tpl, createInstance(tpl), 'inside/group'));
    expect(i).toMatchObject({
      currentPartRefId: 'inside',
      currentResourceId: 'inside/group',
      dirty: false,
    });
    expect(applied(selectResource(tpl, i, null))).toMatchObject({
      currentPartRefId: 'inside',
      currentResourceId: null,
    });
    expect(refused(selectResource(tpl, i, 'inside/x'))).toBe(noField('inside/x'));
  });
  it('records the stage scale', () => {
    expect(applied(setScaleRatio(createInstance(tpl), 2.5))).toMatchObject({
      scaleRatio: 2.5,
      dirty: false,
    });
    expect(refused(setScaleRatio(createInstance(tpl), 0))).toBe('The scale must be positive');
  });
  it('marks a saved instance clean', () => {
    const dirty = applied(setColor(tpl, createInstance(tpl), 'front/name', '#000000'));
    expect(dirty.dirty).toBe(true);
    expect(applied(markClean(dirty)).dirty).toBe(false);
  });
});
