// The engine's public surface: the shop reaches the engine only through this file.

// --- engine/model: types and units
export type * from './model/types';
export { EFFECTS, FONT_FAMILIES, PICTURE_TYPES, TEMPLATE_FORMAT_VERSION } from './model/types';
export type * from './model/units';
export { degrees, imagePx, mm, MM_PER_INCH, PT_PER_MM, ptToMm, stagePx } from './model/units';
