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
export * from './types/values';
export * from './types/template';
export * from './types/instance';
export * from './types/io';
