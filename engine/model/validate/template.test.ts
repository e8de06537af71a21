import { describe, expect, it } from 'vitest';
import { calendarJson, cardJson } from '../testing/templates';
import { REMOVE, setPath, setPaths } from '../testing/setPath';
import { validateTemplate } from './template';

const errorOf = (json: unknown): string => {
  const result = validateTemplate(json);
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};

const photo = 'parts[0].resources[0]';
const name = 'parts[0].resources[1]';
const group = 'parts[1].resources[0]';

describe('validateTemplate', () => {
  it('accepts the card and calendar and keeps their fields', () => {
    const result = validateTemplate(cardJson());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const t = result.template;
    expect(t.uuid).toBe('card-1');
    expect(t.parts.map((p) => p.id)).toEqual(['front', 'inside']);
    expect(t.parts[1]?.foreground?.rect?.width).toBe(156);
    expect(t.parts[1]?.resources[0]).toMatchObject({ cornerRadius: 4, rotation: -4 });
    expect(t.color).toBe('#336699');
    const cal = validateTemplate(calendarJson());
    expect(cal.ok && cal.template.supportedYears).toEqual([2026, 2027, 2028]);
    expect(cal.ok && cal.template.parts[1]?.calendar?.sundayColor).toBe('#C52B2B');
  });

  it('fills the defaults of optional fields', () => {
    const fields = [
      'rotation',
      'allowedPictureTypes',
      'userSupplied',
      'disableEdit',
      'disableZoom',
      'disableBackground',
    ];
    const json = setPaths(cardJson(), {
      bleed: REMOVE,
      categories: REMOVE,
      separateFromBackground: REMOVE,
      supportedYears: REMOVE,
      color: REMOVE,
      ...Object.fromEntries(fields.map((f) => [`${photo}.${f}`, REMOVE])),
      [`${name}.userSupplied`]: REMOVE,
      [`${name}.disableEdit`]: REMOVE,
      [`${name}.font.horizontalAlign`]: REMOVE,
      [`${name}.font.lines`]: REMOVE,
      'parts[1].resources': REMOVE,
    });
    const result = validateTemplate(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const tpl = result.template;
    expect(tpl).toMatchObject({
      bleed: 3,
      categories: [],
      separateFromBackground: false,
      supportedYears: [],
    });
    expect(tpl.color).toBeUndefined();
    expect(tpl.parts[0]?.resources[0]).toEqual({
      id: 'photo',
      type: 'IMAGE',
      frame: { x: 28, y: 18, width: 100, height: 100 },
      rotation: 0,
      allowedPictureTypes: ['IP', 'MGP', 'GP', 'UPLOAD'],
      userSupplied: true,
      disableEdit: false,
      disableZoom: false,
      disableBackground: false,
    });
    expect(tpl.parts[0]?.resources[1]).toMatchObject({
      userSupplied: true,
      disableEdit: false,
      font: { horizontalAlign: 'center', lines: 1 },
    });
    expect(tpl.parts[1]?.resources).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['uuid', '', 'uuid must be a non-empty string'],
    ['version', 1.5, 'version must be a whole number from 0 to 9007199254740991'],
    ['type', 'POSTER', "type must be one of 'CALENDAR', 'CARD', 'PHOTOGIFT'"],
    ['name', 'Card', 'name must be an object'],
    ['name.en', REMOVE, 'name.en must be a non-empty string'],
    ['name.sv', 3, 'name.sv must be a non-empty string'],
    ['formatSize', 15, 'formatSize must be a non-empty string'],
    ['dimensions.width', 0, 'dimensions.width must be a positive number'],
    ['trimBox.x', 'a', 'trimBox.x must be a number'],
    ['trimBox.width', 200, 'trimBox must lie inside dimensions'],
    ['trimBox.y', -1, 'trimBox must lie inside dimensions'],
    ['bleed', -1, 'bleed must be a number of 0 or more'],
    ['categories', [1], 'categories[0] must be a non-empty string'],
    ['categories', 'x', 'categories must be an array'],
    ['separateFromBackground', 'yes', 'separateFromBackground must be true or false'],
    ['supportedYears', [2026], 'supportedYears must be empty unless the template is a CALENDAR'],
    ['color', 'blue', 'color must be a colour like #1A2B3C'],
    ['parts', [], 'parts must have at least one part'],
    ['parts[1].id', 'front', "parts[1].id 'front' is used twice"],
    ['parts[1].id', 'a/b', "parts[1].id 'a/b' must not contain '/'"],
    ['parts[0]', 'front', 'parts[0] must be an object'],
    ['parts[0].background.src', '', 'parts[0].background.src must be a non-empty string'],
    [
      'parts[1].foreground.rect.height',
      -2,
      'parts[1].foreground.rect.height must be a positive number',
    ],
    ['parts[0].resources', {}, 'parts[0].resources must be an array'],
    [`${name}.id`, 'photo', "parts[0].resources[1].id 'photo' is used twice"],
    [`${photo}.type`, 'SHAPE', "parts[0].resources[0].type must be one of 'IMAGE', 'STRING'"],
    [`${group}.frame.width`, 0, 'parts[1].resources[0].frame.width must be a positive number'],
    [`${group}.rotation`, '90', 'parts[1].resources[0].rotation must be a number'],
    [
      `${group}.allowedPictureTypes`,
      [],
      'parts[1].resources[0].allowedPictureTypes must list at least one picture type',
    ],
    [
      `${group}.allowedPictureTypes`,
      ['GP', 'XX'],
      "parts[1].resources[0].allowedPictureTypes[1] must be one of 'IP', 'MGP', 'GP', 'UPLOAD'",
    ],
    [`${group}.disableZoom`, 1, 'parts[1].resources[0].disableZoom must be true or false'],
    [
      `${group}.cornerRadius`,
      -1,
      'parts[1].resources[0].cornerRadius must be a number of 0 or more',
    ],
    [`${name}.box`, null, 'parts[0].resources[1].box must be an object'],
    [`${name}.defaultText.en`, 5, 'parts[0].resources[1].defaultText.en must be a string'],
    [
      `${name}.font.family`,
      'Comic Sans',
      "parts[0].resources[1].font.family must be one of 'Anton',",
    ],
    [`${name}.font.size`, 111, 'parts[0].resources[1].font.size must be a number from 12 to 110'],
    [
      `${name}.font.color`,
      '#fff',
      'parts[0].resources[1].font.color must be a colour like #1A2B3C',
    ],
    [
      `${name}.font.horizontalAlign`,
      'justify',
      "parts[0].resources[1].font.horizontalAlign must be one of 'left', 'center', 'right'",
    ],
    [
      `${name}.font.lines`,
      0,
      'parts[0].resources[1].font.lines must be a whole number from 1 to 50',
    ],
    ['parts[0].calendar', { month: 1 }, 'parts[0].calendar is only allowed in a CALENDAR template'],
  ])('refuses card %s = %j', (path, value, message) => {
    expect(errorOf(setPath(cardJson(), path, value)).startsWith(message)).toBe(true);
  });

  it('refuses what is not an object at all', () => {
    expect(validateTemplate(null)).toEqual({ ok: false, error: 'template must be an object' });
    expect(validateTemplate([1])).toEqual({ ok: false, error: 'template must be an object' });
  });

  it('rethrows what is not a validation error', () => {
    const boom = {
      0: () => {
        throw new TypeError('boom');
      },
    };
    expect(() => validateTemplate(setPath(cardJson(), 'formatVersion', 0), boom)).toThrow('boom');
  });
});
