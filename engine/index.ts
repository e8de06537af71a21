// The engine's public surface: the shop reaches the engine only through this file.

// --- engine/model: types and units
export type * from './model/types';
export { EFFECTS, FONT_FAMILIES, PICTURE_TYPES, TEMPLATE_FORMAT_VERSION } from './model/types';
export type * from './model/units';
export { degrees, imagePx, mm, MM_PER_INCH, PT_PER_MM, ptToMm, stagePx } from './model/units';

// --- engine/model: templates (validation, migrations, slot look-ups)
export * from './model/validate/template';
export * from './model/validate/migrate';
export * from './model/ids';
export * from './model/completeness';

// --- engine/model: instances, the cart line's templateData, edits and undo/redo
export * from './model/instance/create';
export * from './model/instance/templateData';
export * from './model/ops/picture';
export * from './model/ops/crop';
export * from './model/ops/text';
export * from './model/ops/year';
export * from './model/ops/navigate';
export { NO_PICTURE, TEXT_LOCKED, noImageField, noTextField } from './model/ops/targets';
export * from './model/history';

// --- engine/model: rules, text, geometry, calendars, resolution, editor layout
export * from './model/rules/placement';
export * from './model/rules/subject';
export * from './model/rules/year';
export * from './model/text/normalise';
export * from './model/text/wrap';
export * from './model/text/fit';
export * from './model/text/limits';
export * from './model/geometry/crop';
export * from './model/calendar';
export * from './model/resolution';
export * from './model/layout';
