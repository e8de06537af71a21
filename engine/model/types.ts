/**
 * The data of the editor engine, as agreed between the engine helpers (HELPERS.md / FORMAT.md):
 * the template format a designer ships as JSON, the template instance a parent edits, the cart
 * line's saved form, pictures, and the small value types that the operations, the renderer and
 * the shop pass between them. Fields may be added here, never renamed.
 *
 * Geometry is in millimetres (`Mm`) with the origin at the top-left corner of a part including
 * bleed, x to the right and y down. Rotations are clockwise degrees about the rotated element's
 * own centre. Everything is plain JSON, so an instance survives `structuredClone`, immer
 * freezing and a trip through the server unchanged.
 */
import type { Patch } from 'immer';
import type { Mm, QuarterTurn, StagePx } from './units';

// ---------------------------------------------------------------------------------------------
// Small value types
// ---------------------------------------------------------------------------------------------

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
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The spec's picture types: `IP` individual portrait, `MGP` sibling/friend picture, `GP` group
 * picture, plus `UPLOAD` for a parent's own photo. An image slot lists the types it accepts.
 */
export type PictureType = 'IP' | 'MGP' | 'GP' | 'UPLOAD';

/** All picture types, in the order slot rules list them. */
export const PICTURE_TYPES: readonly PictureType[] = ['IP', 'MGP', 'GP', 'UPLOAD'];

/** Colour effect applied to a placed picture (the spec's three values). */
export type Effect = 'original' | 'bw' | 'sepia';

/** All effects, in the order the editor offers them. */
export const EFFECTS: readonly Effect[] = ['original', 'bw', 'sepia'];

/** Horizontal alignment of a text box's lines. */
export type HorizontalAlign = 'left' | 'center' | 'right';

/** The 15 fonts the spec offers (spec §9); the renderer loads them from @fontsource packages. */
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

// ---------------------------------------------------------------------------------------------
// The template format
// ---------------------------------------------------------------------------------------------

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
 */
export interface StringSlot {
  id: string;
  type: 'STRING';
  box: Rect;
  userSupplied: boolean;
  disableEdit: boolean;
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

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

/**
 * A picture from a picture set (or a parent's upload, `pictureType` UPLOAD) as the shop hands it
 * to the engine: source pixel size, type, green-screen flag, and where it comes from (for the
 * subject-change rules). `rotation` is the picture's own rotation, used when it is placed.
 */
export interface Picture {
  uuid: string;
  width: number;
  height: number;
  pictureType: PictureType;
  greenscreen: boolean;
  rotation?: QuarterTurn;
  source?: PictureSource;
}

/** Where a picture comes from: its picture set's subject, job, job type and photographer. */
export interface PictureSource {
  subjectUuid: string;
  jobUuid: string;
  jobTypeUuid: string;
  photographerUuid: string;
}

/** Subject change restriction (spec §5): 1 same subject, 2 same job, 3 same job type, 4 package. */
export type SubjectChangeMode = 1 | 2 | 3 | 4;

// ---------------------------------------------------------------------------------------------
// The template instance and its saved form
// ---------------------------------------------------------------------------------------------

/** A template as an instance, a cart line or a package item names it. */
export interface TemplateRef {
  uuid: string;
  version: number;
}

/**
 * What a parent edits: a reference to its template plus the value of every slot of every part,
 * keyed by the slot's fullId `${partId}/${resourceId}` (see `fullId`). The renderer draws from
 * (template, instance). `currentPartRefId` is the part shown, `currentResourceId` the fullId
 * being edited (null on the main menu), `year` drives calendar grids, `scaleRatio` is the
 * editor's last stage scale (StagePx per Mm; 1 until fitted), `dirty` is set by every edit and
 * `partOfPackage` marks an instance embedded in a package.
 */
export interface TemplateInstance {
  template: TemplateRef;
  resources: Record<string, ResourceValue>;
  currentPartRefId: string;
  currentResourceId: string | null;
  year: number;
  scaleRatio: number;
  dirty: boolean;
  partOfPackage: boolean;
}

/** The value of one slot: an image field's placed picture, or a text field's text and font. */
export type ResourceValue = ImageValue | StringValue;

/** An image field's value: `image` is null until a picture is placed. */
export interface ImageValue {
  type: 'IMAGE';
  image: PlacedImage | null;
}

/**
 * A picture placed in an image field (spec §3 Resource.image). `width`/`height` are the source
 * pixels, unrotated; `rotation` turns the picture clockwise; `cropRect` is in pixels of the
 * rotated picture (see `CropRect`). `overrideEffect` is the effect chosen here, `background` a
 * green-screen background uuid (null: none), `greenscreen` whether the picture allows one.
 * Whether its preview has loaded is the renderer's business, not the model's.
 */
export interface PlacedImage {
  uuid: string;
  width: number;
  height: number;
  pictureType: PictureType;
  rotation: QuarterTurn;
  cropRect: CropRect;
  overrideEffect: Effect;
  background: string | null;
  greenscreen: boolean;
}

/**
 * A text field's value (spec §3 "Text font"): `text` normalised, the font, the `override*`
 * flags saying which of family, size, colour and alignment the parent changed from the
 * template's default, and `lines`, the text wrapped for the box at `size` by the last fit.
 */
export interface StringValue {
  type: 'STRING';
  text: string;
  family: FontFamily;
  size: number;
  color: string;
  horizontalAlign: HorizontalAlign;
  overrideFamily: boolean;
  overrideSize: boolean;
  overrideColor: boolean;
  overrideHorizontalAlign: boolean;
  lines: string[];
}

/**
 * The cart line's `templateData`: the year and the user-supplied slots' values. Slots not
 * listed take the template's defaults when the instance is rebuilt (`instanceFromTemplateData`).
 */
export interface TemplateData {
  year: number;
  userResources: UserResource[];
}

/** One saved slot: its fullId and value. */
export type UserResource = { id: string } & ResourceValue;

// ---------------------------------------------------------------------------------------------
// Results, measurement, calendars, resolution, stage fitting
// ---------------------------------------------------------------------------------------------

/** A refusal: a user-facing English sentence saying why (the shop translates by message). */
export interface Refusal {
  ok: false;
  reason: string;
}

/** A change to an instance as immer's `produceWithPatches` gives it (JSON-serialisable). */
export type ModelPatch = Patch;

/**
 * The outcome of an edit: the next instance with the patches that lead to it and back (for
 * undo/redo), or a refusal with its reason (the instance is left as it was).
 */
export type EditResult =
  | { ok: true; instance: TemplateInstance; patches: ModelPatch[]; inversePatches: ModelPatch[] }
  | Refusal;

/**
 * Measures text so the model can wrap and fit it without a DOM: width of a string and height of
 * one line, in millimetres of the printed product, for a font size in points. The browser
 * implements it with canvas `measureText` once the font has loaded; tests use a fake.
 */
export interface TextMeasurer {
  width(text: string, family: FontFamily, sizePt: number): number;
  lineHeight(family: FontFamily, sizePt: number): number;
}

/** Day of week: 0 Sunday … 6 Saturday (as `Date.getDay()`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Locale data for calendar grids, supplied by the host (e.g. from `Intl`): the first day of the
 * week, 12 month names (January first) and 7 day names (Sunday first).
 */
export interface CalendarLocale {
  weekStartsOn: Weekday;
  monthNames: string[];
  dayNames: string[];
}

/**
 * A month laid out in weeks: every week has 7 cells starting at `weekStartsOn`; a cell holds the
 * day of the month, or null outside the month. `month` is 1–12.
 */
export interface MonthGrid {
  year: number;
  month: number;
  weekStartsOn: Weekday;
  weeks: (number | null)[][];
}

/** Effective-resolution thresholds in dpi: below `lowDpi` warn, below `refuseDpi` refuse. */
export interface ResolutionPolicy {
  lowDpi: number;
  refuseDpi: number;
}

/** How well an image slot's crop will print. */
export type ResolutionLevel = 'ok' | 'low' | 'refuse';

/** The effective resolution of one filled image slot at the product's print size. */
export interface SlotResolution {
  fullId: string;
  dpi: number;
  level: ResolutionLevel;
}

/** Space kept around a part in the editor, on each side, in stage pixels (spec §9). */
export interface EditorMargins {
  x: StagePx;
  y: StagePx;
}

/** A container's size in stage pixels. */
export interface SizePx {
  width: StagePx;
  height: StagePx;
}

/** Where a part sits on the stage: stage px = offset + mm × scale (`scale` is StagePx per Mm). */
export interface StageFit {
  scale: number;
  offsetX: StagePx;
  offsetY: StagePx;
}
