import { describe, expect, it } from 'vitest';
import { createInstance } from './create';
import { card, calendar } from '../testing/templates';
import { group, picture } from '../testing/pictures';
import { fakeMeasurer as m } from '../testing/fakeMeasurer';
import { applied } from '../testing/results';
import { setPath } from '../testing/setPath';
import { placePicture, rotatePicture, setEffect } from '../ops/picture';
import { zoomCrop } from '../ops/crop';
import { setColor, setFont, setText } from '../ops/text';
import { setYear } from '../ops/year';
import { instanceFromTemplateData, toTemplateData } from './templateData';

const tpl = card();

function edited() {
  let i = createInstance(tpl, { currentYear: 2026, measurer: m });
  i = applied(placePicture(tpl, i, 'front/photo', picture()));
  i = applied(rotatePicture(tpl, i, 'front/photo'));
  i = applied(zoomCrop(tpl, i, 'front/photo', 1.5));
  i = applied(setEffect(tpl, i, 'front/photo', 'sepia'));
  i = applied(placePicture(tpl, i, 'inside/group', group()));
  i = applied(setText(tpl, i, 'front/name', 'Love from\nOla', m, { final: true }));
  i = applied(setFont(tpl, i, 'front/name', 'Roboto', m));
  i = applied(setColor(tpl, i, 'front/name', '#C52B2B'));
  i = applied(setYear(tpl, i, 2027, 2026));
  return i;
}

const errorOf = (data: unknown, template = tpl) => {
  const result = instanceFromTemplateData(template, data);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

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

  const saved = () => toTemplateData(tpl, edited());

  it('refuses unknown ids with a clear message', () => {
    expect(errorOf(setPath(saved(), 'userResources[0].id', 'front/nope'))).toBe(
      "templateData.userResources[0].id 'front/nope' is not a field of template card-1 version 3",
    );
    expect(errorOf(setPath(saved(), 'userResources[0].id', 'inside/logo'))).toBe(
      "templateData.userResources[0].id 'inside/logo' is not a field the user fills in template card-1 version 3",
    );
    expect(errorOf(setPath(saved(), 'userResources[1].id', 'front/photo'))).toBe(
      "templateData.userResources[1].id 'front/photo' is saved twice",
    );
  });

  it.each<[string, unknown, string]>([
    ['year', '2026', 'templateData.year must be a whole number from 1900 to 9999'],
    ['userResources', {}, 'templateData.userResources must be an array'],
    ['userResources[0]', 'x', 'templateData.userResources[0] must be an object'],
    ['userResources[0].id', 7, 'templateData.userResources[0].id must be a non-empty string'],
    [
      'userResources[0].type',
      'STRING',
      "templateData.userResources[0].type must be one of 'IMAGE'",
    ],
    ['userResources[0].image', 'x', 'templateData.userResources[0].image must be an object'],
    [
      'userResources[0].image.uuid',
      '',
      'templateData.userResources[0].image.uuid must be a non-empty string',
    ],
    [
      'userResources[0].image.width',
      -1,
      'templateData.userResources[0].image.width must be a positive number',
    ],
    [
      'userResources[0].image.pictureType',
      'XX',
      "templateData.userResources[0].image.pictureType must be one of 'IP', 'MGP', 'GP', 'UPLOAD'",
    ],
    [
      'userResources[0].image.rotation',
      45,
      'templateData.userResources[0].image.rotation must be one of',
    ],
    [
      'userResources[0].image.cropRect',
      null,
      'templateData.userResources[0].image.cropRect must be an object',
    ],
    [
      'userResources[0].image.cropRect.x',
      'a',
      'templateData.userResources[0].image.cropRect.x must be a number',
    ],
    [
      'userResources[0].image.cropRect.y',
      'a',
      'templateData.userResources[0].image.cropRect.y must be a number',
    ],
    [
      'userResources[0].image.cropRect.width',
      0,
      'templateData.userResources[0].image.cropRect.width must be a positive number',
    ],
    [
      'userResources[0].image.cropRect.height',
      0,
      'templateData.userResources[0].image.cropRect.height must be a positive number',
    ],
    [
      'userResources[0].image.overrideEffect',
      'neon',
      "templateData.userResources[0].image.overrideEffect must be one of 'original', 'bw', 'sepia'",
    ],
    [
      'userResources[0].image.background',
      5,
      'templateData.userResources[0].image.background must be a non-empty string',
    ],
    [
      'userResources[0].image.greenscreen',
      'no',
      'templateData.userResources[0].image.greenscreen must be true or false',
    ],
    ['userResources[1].text', 5, 'templateData.userResources[1].text must be a string'],
    ['userResources[1].family', 'Arial', 'templateData.userResources[1].family must be one of'],
    [
      'userResources[1].size',
      8,
      'templateData.userResources[1].size must be a number from 12 to 110',
    ],
    [
      'userResources[1].color',
      'red',
      'templateData.userResources[1].color must be a colour like #1A2B3C',
    ],
    [
      'userResources[1].horizontalAlign',
      'up',
      "templateData.userResources[1].horizontalAlign must be one of 'left', 'center', 'right'",
    ],
    [
      'userResources[1].overrideSize',
      1,
      'templateData.userResources[1].overrideSize must be true or false',
    ],
    ['userResources[1].lines', 'x', 'templateData.userResources[1].lines must be an array'],
    ['userResources[1].lines', [1], 'templateData.userResources[1].lines[0] must be a string'],
  ])('refuses %s = %j', (path, value, message) => {
    expect(errorOf(setPath(saved(), path, value)).startsWith(message)).toBe(true);
  });

  it('refuses what is not templateData at all', () => {
    expect(errorOf(null)).toBe('templateData must be an object');
  });
});
