import { clampCrop, cropRect, rotatedSize } from '../geometry/crop';
import { imagePx } from '../units';
import { normaliseText } from '../text/normalise';
import { MAX_FONT_SIZE, MIN_FONT_SIZE } from '../text/limits';
import type { ImageSlot, ImageValue, PlacedImage, StringValue } from '../types';
import { EFFECTS, PICTURE_TYPES } from '../types';
import type { Obj } from '../validate/check';
import {
  array,
  at,
  between,
  color,
  flag,
  object,
  oneOf,
  positive,
  number,
  string,
  text,
} from '../validate/check';
import { fontFamily } from '../validate/shapes';

/**
 * A saved image field's value, checked field by field. The crop is brought back inside the
 * picture with the frame's aspect (crops saved by older editors may be a pixel off).
 */
export function readImageValue(o: Obj, path: string, slot: ImageSlot): ImageValue {
  if (o.image === null || o.image === undefined) return { type: 'IMAGE', image: null };
  const p = at(path, 'image');
  const i = object(o.image, p);
  const crop = object(i.cropRect, at(p, 'cropRect'));
  const image: PlacedImage = {
    uuid: string(i.uuid, at(p, 'uuid')),
    width: imagePx(positive(i.width, at(p, 'width'))),
    height: imagePx(positive(i.height, at(p, 'height'))),
    pictureType: oneOf(i.pictureType, at(p, 'pictureType'), PICTURE_TYPES),
    rotation:
      i.rotation === undefined
        ? 0
        : oneOf(i.rotation, at(p, 'rotation'), [0, 90, 180, 270] as const),
    cropRect: cropRect(
      number(crop.x, at(at(p, 'cropRect'), 'x')),
      number(crop.y, at(at(p, 'cropRect'), 'y')),
      positive(crop.width, at(at(p, 'cropRect'), 'width')),
      positive(crop.height, at(at(p, 'cropRect'), 'height')),
    ),
    overrideEffect:
      i.overrideEffect === undefined
        ? 'original'
        : oneOf(i.overrideEffect, at(p, 'overrideEffect'), EFFECTS),
    background:
      i.background === undefined || i.background === null
        ? null
        : string(i.background, at(p, 'background')),
    greenscreen: flag(i.greenscreen, at(p, 'greenscreen'), false),
  };
  // "No background" chosen counts only where there is no background.
  if (image.background === null && flag(i.noBackground, at(p, 'noBackground'), false))
    image.noBackground = true;
  const space = {
    ...rotatedSize(image.width, image.height, image.rotation),
    aspect: slot.frame.width / slot.frame.height,
  };
  return { type: 'IMAGE', image: { ...image, cropRect: clampCrop(image.cropRect, space) } };
}

/** A saved text field's value, checked field by field; the text is normalised again. */
export function readStringValue(o: Obj, path: string): StringValue {
  const value = normaliseText(text(o.text, at(path, 'text')));
  return {
    type: 'STRING',
    text: value,
    family: fontFamily(o.family, at(path, 'family')),
    size: between(o.size, at(path, 'size'), MIN_FONT_SIZE, MAX_FONT_SIZE),
    color: color(o.color, at(path, 'color')),
    horizontalAlign: oneOf(o.horizontalAlign, at(path, 'horizontalAlign'), [
      'left',
      'center',
      'right',
    ] as const),
    overrideFamily: flag(o.overrideFamily, at(path, 'overrideFamily'), false),
    overrideSize: flag(o.overrideSize, at(path, 'overrideSize'), false),
    overrideColor: flag(o.overrideColor, at(path, 'overrideColor'), false),
    overrideHorizontalAlign: flag(
      o.overrideHorizontalAlign,
      at(path, 'overrideHorizontalAlign'),
      false,
    ),
    lines:
      o.lines === undefined
        ? value.split('\n')
        : array(o.lines, at(path, 'lines')).map((l, i) => text(l, at(at(path, 'lines'), i))),
  };
}
