import { describe, expect, it } from 'vitest';
import { card } from '../testing/templates';
import { editedCard } from '../testing/editedCard';
import { setPath } from '../testing/setPath';
import { instanceFromTemplateData, toTemplateData } from './templateData';

const tpl = card();
const edited = () => editedCard(tpl);

const errorOf = (data: unknown) => {
  const result = instanceFromTemplateData(tpl, data);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

describe('instanceFromTemplateData refusals', () => {
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
