// The engine's public surface: the shop's web client reaches the engine only through this file,
// and this file names every value and type it hands out, so the surface is read here in one
// place. It holds what a host uses; an engine module that a host needs is added here by name.
// (The server imports engine/model directly, and the visual tests any engine folder.)

// --- engine/model: the data a host stores and sends
export type {
  Art,
  Language,
  Picture,
  Template,
  TemplateData,
  TemplateInstance,
  TemplateRef,
  TemplateType,
  TextMeasurer,
  UserResource,
} from './model/types';
export { validateTemplate } from './model/validate/template';
export { createInstance } from './model/instance/create';
export { instanceFromTemplateData, toTemplateData } from './model/instance/templateData';
export { replaceAll } from './model/ops/picture';

// --- engine/editor: the template editor (statechart, panels, <Editor>), loaded on demand: the
// lazy <Editor> keeps react-konva, xstate and the panels out of every page that only draws
// thumbnails; a host calls preloadEditor() as early as it knows the editor may open.
export { Editor, preloadEditor } from './editor/load';
export { editorStringsEn } from './editor/strings';
export type { EditorStrings } from './editor/strings';
// A host's uploadFile rejects with it when the shop refused the file: no retry, its message shown.
export { UploadRefused } from './editor/rules/upload';
export type { EditorPorts } from './editor/ports';
export type { EditorFlags, EditorMode } from './editor/machine/types';
// The modal <dialog> the editor's dialogs use, for a host's own dialogs to behave the same (a
// host's first page imports it from engine/modal.ts, which brings nothing else of the engine).
export { useModalDialog } from './modal';

// --- engine/render and engine/react: thumbnails and the browser's picture and art loading
import './render/browserFonts';
export type { ImageRef } from './render/pictures';
export { PartThumbnail } from './react/PartThumbnail';
export { prepareThumbnail } from './react/PartThumbnailDraw';
export type { ThumbnailInput } from './react/PartThumbnailDraw';
export { createBrowserSources } from './react/sources';
export type { EngineSources } from './react/sources';
