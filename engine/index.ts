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

// --- engine/editor: the template editor (statechart, panels, <Editor>), loaded on demand: the
// lazy <Editor> and <PartCanvas> keep react-konva, xstate and the panels out of every page that
// only draws thumbnails; a host calls preloadEditor() as early as it knows the editor may open.
export { Editor, PartCanvas, preloadEditor } from './editor/load';
export type { EditorProps } from './editor/Editor';
export { editorStringsEn } from './editor/strings';
export type { EditorStrings } from './editor/strings';
// A host's uploadFile rejects with it when the shop refused the file: no retry, its message shown.
export { UploadRefused } from './editor/rules/upload';
export type {
  Background,
  CartLine,
  CartRequest,
  EditorPorts,
  EditorProduct,
  EditorSubProduct,
  LoadedTemplate,
  SessionFlags,
  TemplateChoice,
} from './editor/ports';
export type { EditorEvent, EditorFlags, EditorInput, EditorMode } from './editor/machine/types';
export { menuOf } from './editor/machine/menu';
export type { EditorSnapshot, MenuName } from './editor/machine/menu';
// The statechart itself and its commands load with <Editor>: as values here they would bring
// xstate (and the commands' module) back into every page that draws thumbnails.
export type { EditorCommand, KeyPress } from './editor/commands/commands';
export { SESSION_KEYS as EDITOR_SESSION_KEYS } from './editor/constants';

// --- engine/render: part scenes, Konva trees, headless renders, picture and art loading
import './render/browserFonts';
export { describePart, findPart, languageOf } from './render/describePart';
export type { DescribeContext, PartAssets, PartInput } from './render/describePart';
export { loadPartAssets, neededSize } from './render/loadAssets';
export type { AssetSources, LoadedAssets } from './render/loadAssets';
export { renderPartCanvas, MAX_CANVAS_EDGE } from './render/headless';
export type { HeadlessOptions } from './render/headless';
export { toKonva } from './render/konvaTree';
export { scaleScene } from './render/scaleScene';
export type { Drawable, SceneNode } from './render/scene';
export { ImageCache, browserLoadImage } from './render/imageCache';
export type { LoadImage } from './render/imageCache';
export { derivativeSize } from './render/pictures';
export type { ArtResolver, ImageMode, ImageRef, ImageSource } from './render/pictures';
export { calendarLocale, weekStart } from './render/calendarLocale';
export { canvasTextMeasurer, LINE_HEIGHT } from './render/measure';
export { documentFontLoader, preloadedFontLoader } from './render/fonts';
export type { FontLoader } from './render/fonts';

// --- engine/react: the editor canvas, thumbnails and the preview grid
export { cappedPixelRatio } from './react/pixelRatio';
export type { PartCanvasProps } from './react/PartCanvas';
export type { CropGesture } from './react/gestures';
export { PartThumbnail } from './react/PartThumbnail';
export type { PartThumbnailProps } from './react/PartThumbnail';
export { prepareThumbnail } from './react/PartThumbnailDraw';
export type { ThumbnailInput } from './react/PartThumbnailDraw';
export { PreviewGrid, previewColumns } from './react/PreviewGrid';
export type { PreviewGridProps } from './react/PreviewGrid';
export { PartStatus } from './react/PartStatus';
export { createBrowserSources } from './react/sources';
export type { EngineSources } from './react/sources';
