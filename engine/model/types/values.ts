/** Small value types of the engine's data: template types, languages, sizes, rectangles, crops,
 * picture types, effects, alignment and fonts. */
import type { ImagePx, Mm } from '../units';

/** The kind of product a template makes. `CARDS` in old data is migrated to `CARD`. */
export type TemplateType = 'CALENDAR' | 'CARD' | 'PHOTOGIFT';

/** A language the shop speaks. */
export type Language = 'en' | 'nb' | 'sv';

/**
 * A string per language. English is always there; a lookup for a language that is missing
 * falls back to English (see `localise`).
 */
export interface Localised {
  en: string;
  nb?: string;
  sv?: string;
}

/** A width and height in millimetres (positive). */
export interface SizeMm {
  width: Mm;
  height: Mm;
}

/** An axis-aligned rectangle in millimetres: top-left corner plus a positive size. */
export interface Rect {
  x: Mm;
  y: Mm;
  width: Mm;
  height: Mm;
}

/**
 * A rectangle in source pixels of the picture *as rotated* by its `rotation` (so for 90 and 270
 * the rotated picture is height × width): the part of the picture that fills an image slot's
 * frame. It always has the frame's aspect ratio and lies inside the rotated picture.
 */
export interface CropRect {
  x: ImagePx;
  y: ImagePx;
  width: ImagePx;
  height: ImagePx;
}

/**
 * The picture types a photo day delivers: `IP` individual portrait, `MGP` sibling/friend picture, `GP` group
 * picture, plus `UPLOAD` for a parent's own photo. An image slot lists the types it accepts.
 */
export type PictureType = 'IP' | 'MGP' | 'GP' | 'UPLOAD';

/** All picture types, in the order slot rules list them. */
export const PICTURE_TYPES: readonly PictureType[] = ['IP', 'MGP', 'GP', 'UPLOAD'];

/** Colour effect applied to a placed picture (one of three). */
export type Effect = 'original' | 'bw' | 'sepia';

/** All effects, in the order the editor offers them. */
export const EFFECTS: readonly Effect[] = ['original', 'bw', 'sepia'];

/** Horizontal alignment of a text box's lines. */
export type HorizontalAlign = 'left' | 'center' | 'right';

/**
 * The 15 fonts offered (docs/rules/personalisation.md §9); the renderer loads them from @fontsource
 * packages.
 */
export const FONT_FAMILIES = [
  'Anton',
  'Bebas Neue',
  'Comfortaa',
  'Dancing Script',
  'Graduate',
  'Lobster',
  'Lora',
  'Montserrat',
  'Oswald',
  'Pacifico',
  'Playfair Display',
  'Racing Sans One',
  'Roboto',
  'Sacramento',
  'Tourney',
] as const;

/** One of `FONT_FAMILIES`. */
export type FontFamily = (typeof FONT_FAMILIES)[number];
