/** The template format a designer ships as JSON (see FORMAT.md). */
import type { Mm } from '../units';
import type {
  FontFamily,
  HorizontalAlign,
  Localised,
  PictureType,
  Rect,
  SizeMm,
  TemplateType,
} from './values';

/** The template JSON format this engine reads natively; older formats are migrated on load. */
export const TEMPLATE_FORMAT_VERSION = 1;

/**
 * A template: the designer's product layout. `uuid` + `version` identify it (a cart line stores
 * both); `formatVersion` is the version of this JSON format (`migrateTemplate` lifts older ones).
 * `formatSize` names the product format ('15x15', '20x30' in cm, or 'A4'); `dimensions` is one
 * part's full sheet including bleed, `trimBox` where it is cut and `bleed` the margin between.
 * `supportedYears` lists the years a calendar may take ([] unless CALENDAR: any year from the
 * current one). `color` is the template's own text colour, added to the palette when missing.
 */
export interface Template {
  formatVersion: 1;
  uuid: string;
  version: number;
  type: TemplateType;
  name: Localised;
  formatSize: string;
  dimensions: SizeMm;
  trimBox: Rect;
  bleed: Mm;
  categories: string[];
  separateFromBackground: boolean;
  supportedYears: number[];
  color?: string;
  parts: TemplatePart[];
}

/**
 * One page or face of a template (a card's front and inside, a calendar's cover and months, a
 * mug's wrap); each has the template's `dimensions`. It draws, bottom to top: `background` art,
 * its `resources` in array order with the `calendar` grid, then `foreground` art (e.g. a frame
 * with transparent windows over the photos).
 */
export interface TemplatePart {
  id: string;
  description: Localised;
  background?: Art;
  foreground?: Art;
  resources: TemplateResource[];
  calendar?: CalendarGrid;
}

/**
 * Template art: an SVG or PNG file shipped with the template. `src` is relative to the template
 * JSON (the host's art resolver turns it into a URL); `rect` defaults to the whole part.
 */
export interface Art {
  src: string;
  rect?: Rect;
}

/** A slot on a part: an image field or a text field. Ids are unique within a part. */
export type TemplateResource = ImageSlot | StringSlot;

/**
 * An image field. `frame` is the visible window, rotated by `rotation` degrees about its centre
 * and clipped with `cornerRadius` when given. `allowedPictureTypes` are the picture types it
 * accepts (placement refuses others). `userSupplied`: the parent fills it (it counts for
 * completeness and is saved in the cart line); `disableEdit`: not offered for editing at all;
 * `disableZoom`: no pan or zoom of the crop; `disableBackground`: no green-screen background.
 */
export interface ImageSlot {
  id: string;
  type: 'IMAGE';
  frame: Rect;
  rotation: number;
  allowedPictureTypes: PictureType[];
  userSupplied: boolean;
  disableEdit: boolean;
  disableZoom: boolean;
  disableBackground: boolean;
  cornerRadius?: Mm;
}

/**
 * A text field. `box` is the area the text must fit in; `defaultText` the text a new instance
 * starts with, per language; `font` the template's default font with `lines` the most lines the
 * box may hold. `userSupplied` and `disableEdit` mean what they mean for image fields.
 * `personalise`: the default text is only a sample (say, another child's name and age); the field
 * counts as filled once the parent has written their own text.
 */
export interface StringSlot {
  id: string;
  type: 'STRING';
  box: Rect;
  userSupplied: boolean;
  disableEdit: boolean;
  personalise?: boolean;
  defaultText: Localised;
  font: StringSlotFont;
}

/** A text field's default font: family, size in points (12–110), colour, alignment, max lines. */
export interface StringSlotFont {
  family: FontFamily;
  size: number;
  color: string;
  horizontalAlign: HorizontalAlign;
  lines: number;
}

/**
 * A calendar month grid on a part: `month` (1–12) of the instance's year, drawn in `rect` with
 * `font`; `headerColor` colours the weekday header, `sundayColor` Sundays. Week start and
 * month/day names come from the host's locale at render time (`CalendarLocale`).
 */
export interface CalendarGrid {
  month: number;
  rect: Rect;
  font: { family: FontFamily; color: string; size: number };
  headerColor?: string;
  sundayColor?: string;
}
