import type { Art, CalendarGrid, Localised, Rect, SizeMm } from '../types';
import { FONT_FAMILIES } from '../types';
import { mm } from '../units';
import type { Obj } from './check';
import { at, color, fail, integer, number, object, oneOf, positive, string, text } from './check';

/** A width and height in millimetres, both positive. */
export function size(v: unknown, path: string): SizeMm {
  const o = object(v, path);
  return {
    width: mm(positive(o.width, at(path, 'width'))),
    height: mm(positive(o.height, at(path, 'height'))),
  };
}

/** A rectangle in millimetres: any position, positive size. */
export function rect(v: unknown, path: string): Rect {
  const o = object(v, path);
  return {
    x: mm(number(o.x, at(path, 'x'))),
    y: mm(number(o.y, at(path, 'y'))),
    ...size(o, path),
  };
}

/** A localised string: English required (may be empty when `allowEmpty`), nb and sv optional. */
export function localised(v: unknown, path: string, allowEmpty = false): Localised {
  const o = object(v, path);
  const read = allowEmpty ? text : string;
  const out: Localised = { en: read(o.en, at(path, 'en')) };
  if (o.nb !== undefined) out.nb = read(o.nb, at(path, 'nb'));
  if (o.sv !== undefined) out.sv = read(o.sv, at(path, 'sv'));
  return out;
}

/** Template art: a source path and an optional rectangle. */
export function art(v: unknown, path: string): Art {
  const o = object(v, path);
  const out: Art = { src: string(o.src, at(path, 'src')) };
  if (o.rect !== undefined) out.rect = rect(o.rect, at(path, 'rect'));
  return out;
}

/** An id usable in a fullId: non-empty, without '/'. */
export function id(v: unknown, path: string): string {
  const s = string(v, path);
  if (s.includes('/')) fail(path, `'${s}' must not contain '/'`);
  return s;
}

export const fontFamily = (v: unknown, path: string) => oneOf(v, path, FONT_FAMILIES);

/** A calendar month grid. */
export function calendarGrid(v: unknown, path: string): CalendarGrid {
  const o = object(v, path);
  const font: Obj = object(o.font, at(path, 'font'));
  const out: CalendarGrid = {
    month: integer(o.month, at(path, 'month'), 1, 12),
    rect: rect(o.rect, at(path, 'rect')),
    font: {
      family: fontFamily(font.family, at(at(path, 'font'), 'family')),
      color: color(font.color, at(at(path, 'font'), 'color')),
      size: positive(font.size, at(at(path, 'font'), 'size')),
    },
  };
  if (o.headerColor !== undefined) out.headerColor = color(o.headerColor, at(path, 'headerColor'));
  if (o.sundayColor !== undefined) out.sundayColor = color(o.sundayColor, at(path, 'sundayColor'));
  return out;
}
