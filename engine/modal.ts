// The engine's one small door besides engine/index.ts: the modal <dialog> hook the editor's
// dialogs use, on its own. It needs only React and focus-trap, so the shop's Dialog and Drawer,
// which every page has, import it from here and behave as the editor's dialogs do without loading
// what engine/index.ts brings (Konva, the model, the editor's fonts) into every first load.
export { useModalDialog } from './editor/useModalDialog';
