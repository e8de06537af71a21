// The editor over one dynamic import, so that engine/index.ts (and every page drawing
// thumbnails through it) holds no react-konva, xstate or panels. A host calls
// preloadEditor() early; a component whose code is already loaded then renders at once.
import { type ComponentType, lazy, useState } from 'react';
import type { EditorProps } from './Editor';
import type * as OnDemand from './onDemand';

type EditorEntry = typeof OnDemand;

let loading: Promise<EditorEntry> | null = null;
let loaded: EditorEntry | null = null;

function loadEntry(): Promise<EditorEntry> {
  if (!loading) {
    const started = import('./onDemand');
    loading = started;
    started.then(
      (entry) => {
        loaded = entry;
      },
      // A failed download (a phone offline for a moment) is tried again by the next ask.
      () => {
        if (loading === started) loading = null;
      },
    );
  }
  return loading;
}

/**
 * Starts loading the editor's code (once; later calls share it). Resolves when it has loaded,
 * or failed: the editor itself then asks again and fails visibly.
 */
export function preloadEditor(): Promise<void> {
  return loadEntry().then(
    () => undefined,
    () => undefined,
  );
}

const LazyEditor = lazy(() => loadEntry().then((m) => ({ default: m.Editor })));

/**
 * <Editor>: drawn at once when its code has loaded (preloadEditor), else loaded on first render,
 * so render it inside <Suspense> with the host's loading state. Not suspending when it can
 * matters: React holds a revealed boundary back (~300 ms) after showing its fallback.
 */
export function Editor(props: EditorProps) {
  // Chosen once per mount: turning from the lazy to the loaded component would remount it.
  const [Component] = useState<ComponentType<EditorProps>>(() => loaded?.Editor ?? LazyEditor);
  return <Component {...props} />;
}
