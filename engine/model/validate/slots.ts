import type { ImageSlot, StringSlot, TemplateResource } from '../types';
import { PICTURE_TYPES } from '../types';
import { mm } from '../units';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '../text/limits';
import {
  array,
  at,
  between,
  color,
  fail,
  flag,
  integer,
  nonNegative,
  number,
  object,
  oneOf,
} from './check';
import { fontFamily, id, localised, rect } from './shapes';

/** An image or text slot, with the format's defaults filled in. */
export function slot(v: unknown, path: string): TemplateResource {
  const o = object(v, path);
  const type = oneOf(o.type, at(path, 'type'), ['IMAGE', 'STRING'] as const);
  return type === 'IMAGE' ? imageSlot(o, path) : stringSlot(o, path);
}

function imageSlot(o: Record<string, unknown>, path: string): ImageSlot {
  const typesPath = at(path, 'allowedPictureTypes');
  const types =
    o.allowedPictureTypes === undefined
      ? [...PICTURE_TYPES]
      : array(o.allowedPictureTypes, typesPath).map((t, i) =>
          oneOf(t, at(typesPath, i), PICTURE_TYPES),
        );
  if (types.length === 0) fail(typesPath, 'must list at least one picture type');
  const out: ImageSlot = {
    id: id(o.id, at(path, 'id')),
    type: 'IMAGE',
    frame: rect(o.frame, at(path, 'frame')),
    rotation: o.rotation === undefined ? 0 : number(o.rotation, at(path, 'rotation')),
    allowedPictureTypes: [...new Set(types)],
    userSupplied: flag(o.userSupplied, at(path, 'userSupplied'), true),
    disableEdit: flag(o.disableEdit, at(path, 'disableEdit'), false),
    disableZoom: flag(o.disableZoom, at(path, 'disableZoom'), false),
    disableBackground: flag(o.disableBackground, at(path, 'disableBackground'), false),
  };
  if (o.cornerRadius !== undefined)
    out.cornerRadius = mm(nonNegative(o.cornerRadius, at(path, 'cornerRadius')));
  return out;
}

function stringSlot(o: Record<string, unknown>, path: string): StringSlot {
  const fontPath = at(path, 'font');
  const font = object(o.font, fontPath);
  return {
    id: id(o.id, at(path, 'id')),
    type: 'STRING',
    box: rect(o.box, at(path, 'box')),
    userSupplied: flag(o.userSupplied, at(path, 'userSupplied'), true),
    disableEdit: flag(o.disableEdit, at(path, 'disableEdit'), false),
    ...(flag(o.personalise, at(path, 'personalise'), false) ? { personalise: true } : {}),
    defaultText: localised(o.defaultText, at(path, 'defaultText'), true),
    font: {
      family: fontFamily(font.family, at(fontPath, 'family')),
      size: between(font.size, at(fontPath, 'size'), MIN_FONT_SIZE, MAX_FONT_SIZE),
      color: color(font.color, at(fontPath, 'color')),
      horizontalAlign:
        font.horizontalAlign === undefined
          ? 'center'
          : oneOf(font.horizontalAlign, at(fontPath, 'horizontalAlign'), [
              'left',
              'center',
              'right',
            ] as const),
      lines: font.lines === undefined ? 1 : integer(font.lines, at(fontPath, 'lines'), 1, 50),
    },
  };
}
