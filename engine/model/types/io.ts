/** What the model's functions take and give besides templates and instances: edit results,
 * the text measurer, calendar locale data, resolution figures and stage fitting. */
import type { Patch } from 'immer';
import type { StagePx } from '../units';
import type { FontFamily } from './values';
import type { TemplateInstance } from './instance';

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

/**
 * Space kept around a part in the editor, on each side, in stage pixels
 * (docs/rules/personalisation.md §9).
 */
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
