/**
 * Branded units. A number in millimetres, one in stage pixels and one in image pixels are three
 * different types, so pinch-zoom code cannot add a finger's stage-pixel delta to a crop measured
 * in image pixels by mistake. The brand exists only for the type checker: at run time each is a
 * plain number, so templates, instances and saved cart lines stay plain JSON.
 */
declare const unit: unique symbol;

/** A number tagged with its unit; `Brand<number, 'Mm'>` is not assignable to `Brand<number, 'StagePx'>`. */
export type Brand<T, U extends string> = T & { readonly [unit]: U };

/** Millimetres on the printed product: all template geometry is in Mm. */
export type Mm = Brand<number, 'Mm'>;
/** Pixels of the Konva stage (CSS pixels of the editor canvas, before the device pixel ratio). */
export type StagePx = Brand<number, 'StagePx'>;
/** Pixels of a picture's original file (crop rectangles are in ImagePx). */
export type ImagePx = Brand<number, 'ImagePx'>;
/** An angle in degrees, clockwise, as Konva's `rotation` takes it. */
export type Degrees = Brand<number, 'Degrees'>;
/** A picture rotation: the only angles the rotate button produces (0 → 270 → 180 → 90 → 0). */
export type QuarterTurn = 0 | 90 | 180 | 270;

export const mm = (n: number): Mm => n as Mm;
export const stagePx = (n: number): StagePx => n as StagePx;
export const imagePx = (n: number): ImagePx => n as ImagePx;
export const degrees = (n: number): Degrees => n as Degrees;

/** Millimetres per inch, for dots-per-inch figures. */
export const MM_PER_INCH = 25.4;
/** Typographic points per millimetre (1 pt = 1/72 inch): a font size in pt drawn in Mm. */
export const PT_PER_MM = 72 / MM_PER_INCH;

/** A font size in points, as millimetres of the printed product. */
export const ptToMm = (pt: number): Mm => mm(pt / PT_PER_MM);
