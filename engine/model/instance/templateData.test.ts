import { describe, expect, it } from 'vitest';
import { card, calendar } from '../testing/templates';
import { editedCard } from '../testing/editedCard';
import { fakeMeasurer as m } from '../testing/fakeMeasurer';
import { setPath } from '../testing/setPath';
import { instanceFromTemplateData, toTemplateData } from './templateData';

const tpl = card();
const edited = () => editedCard(tpl);

describe('toTemplateData', () => {
  it('saves the year and the user-supplied slots in template order', () => {
    const data = toTemplateData(tpl, edited());
    expect(data.year).toBe(2027);
    expect(data.userResources.map((r) => r.id)).toEqual([
      'front/photo',
      'front/name',
      'inside/group',
    ]);
    expect(data.userResources[1]).toMatchObject({
      type: 'STRING',
      text: 'Love from\nOla',
      family: 'Roboto',
      color: '#C52B2B',
    });
  });
  it('skips a slot the instance has no value for', () => {
    const { ['front/photo']: _gone, ...rest } = edited().resources;
    expect(
      toTemplateData(tpl, { ...edited(), resources: rest }).userResources.map((r) => r.id),
    ).toEqual(['front/name', 'inside/group']);
  });
});

describe('instanceFromTemplateData', () => {
  it('round-trips through JSON', () => {
    const original = edited();
    const json = JSON.parse(JSON.stringify(toTemplateData(tpl, original)));
    const back = instanceFromTemplateData(tpl, json, { measurer: m });
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.instance.resources).toEqual(original.resources);
    expect(back.instance.year).toBe(2027);
    expect(back.instance.dirty).toBe(false);
    expect(toTemplateData(tpl, back.instance)).toEqual(toTemplateData(tpl, original));
  });

  it('keeps template defaults for slots not saved, and a saved past year', () => {
    const back = instanceFromTemplateData(calendar(), { year: 2020, userResources: [] });
    expect(back.ok && back.instance.year).toBe(2020);
    expect(back.ok && back.instance.resources['cover/photo']).toEqual({
      type: 'IMAGE',
      image: null,
    });
  });

  it('fills defaults for optional saved fields and puts a stray crop back inside', () => {
    const data = {
      year: 2026,
      userResources: [
        {
          id: 'front/photo',
          type: 'IMAGE',
          image: {
            uuid: 'p',
            width: 3000,
            height: 2000,
            pictureType: 'IP',
            cropRect: { x: 2900, y: 0, width: 2000, height: 2000 },
          },
        },
        {
          id: 'front/name',
          type: 'STRING',
          text: 'Hei  du',
          family: 'Lora',
          size: 20,
          color: '#000000',
          horizontalAlign: 'left',
        },
        { id: 'inside/group', type: 'IMAGE', image: null },
      ],
    };
    const back = instanceFromTemplateData(tpl, data);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.instance.resources['front/photo']).toEqual({
      type: 'IMAGE',
      image: {
        uuid: 'p',
        width: 3000,
        height: 2000,
        pictureType: 'IP',
        rotation: 0,
        cropRect: { x: 1000, y: 0, width: 2000, height: 2000 },
        overrideEffect: 'original',
        background: null,
        greenscreen: false,
      },
    });
    expect(back.instance.resources['front/name']).toMatchObject({
      text: 'Hei du',
      lines: ['Hei du'],
      overrideFamily: false,
    });
    const withBackground = setPath(data, 'userResources[0].image.background', 'bg-1');
    const again = instanceFromTemplateData(tpl, withBackground);
    expect(again.ok && again.instance.resources['front/photo']).toMatchObject({
      image: { background: 'bg-1' },
    });
  });
});
