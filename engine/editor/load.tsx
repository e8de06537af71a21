// The editor and the editing canvas as lazy components over one dynamic import, so that
// engine/index.ts (and every page drawing thumbnails through it) holds no react-konva, xstate or
// panels. A host calls preloadEditor() early; the lazy components then find the code loaded.
import { lazy } from 'react';
import type * as OnDemand from './onDemand';

type EditorEntry = typeof OnDemand;

let loading: Promise<EditorEntry> | null = null;

function loadEntry(): Promise<EditorEntry> {
  if (!loading) {
    const started = import('./onDemand');
    loading = started;
    // A failed download (a phone offline for a moment) is tried again by the next ask.
    started.catch(() => {
      if (loading === started) loading = null;
    });
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

/** <Editor>, loaded on first render: wrap it in <Suspense> with the host's loading state. */
export const Editor = lazy(() => loadEntry().then((m) => ({ default: m.Editor })));

/** <PartCanvas> (the pinch-zoom editing canvas), loaded like the editor and with it. */
export const PartCanvas = lazy(() => loadEntry().then((m) => ({ default: m.PartCanvas })));
