// Layers that do not move during a gesture, shown as still bitmaps until it ends. Without GPU
// rasterisation Chromium copies every 2D canvas on the page into a new compositor frame each
// frame something changes (measured: a full DPR-3 stage costs 10–90 ms a canvas at 4× CPU
// throttling), while a 'bitmaprenderer' canvas keeps its bitmap and costs nothing per frame.
// The still canvases are made once, before any gesture, and only shown and hidden after that:
// a canvas created or resized while the fingers move costs a layer-tree commit of its own
// (hundreds of ms at 4× throttling), the very stutter the stills are there to avoid.

export interface Stills {
  /** Makes (or resizes) the still canvases of these layers now, outside any gesture. */
  prepare: (canvases: HTMLCanvasElement[]) => void;
  /** Shows snapshots in place of the layers' canvases (once taken); returns the undo. */
  freeze: (canvases: HTMLCanvasElement[]) => () => void;
  /** Releases the still canvases (unmount). */
  release: () => void;
}

export function createStills(): Stills {
  const stills = new Map<HTMLCanvasElement, HTMLCanvasElement>();

  /** The still canvas of `canvas`, made beside it the first time (sized like it). */
  const stillOf = (canvas: HTMLCanvasElement): HTMLCanvasElement | undefined => {
    let still = stills.get(canvas);
    if (!still) {
      still = document.createElement('canvas');
      if (!still.getContext('bitmaprenderer')) return undefined;
      still.style.display = 'none';
      canvas.before(still);
      stills.set(canvas, still);
    }
    if (still.width !== canvas.width) still.width = canvas.width;
    if (still.height !== canvas.height) still.height = canvas.height;
    return still;
  };

  return {
    prepare(canvases) {
      for (const canvas of canvases) stillOf(canvas);
    },
    freeze(canvases) {
      let done = false;
      const restores: (() => void)[] = [];
      // Prepared before the gesture; made here only if the host never prepared them.
      const targets = canvases.map((canvas) => ({ canvas, still: stillOf(canvas) }));
      if (typeof createImageBitmap === 'function') {
        // The snapshot is taken now; the swap waits for the bitmaps (a frame or so).
        Promise.all(canvases.map((canvas) => createImageBitmap(canvas))).then(
          (bitmaps) => {
            bitmaps.forEach((bitmap, i) => {
              const target = targets[i];
              if (done || !target?.still || !target.canvas.isConnected) {
                bitmap.close();
                return;
              }
              restores.push(showStill(target.canvas, target.still, bitmap));
            });
          },
          () => undefined,
        );
      }
      return () => {
        done = true;
        for (const restore of restores.splice(0)) restore();
      };
    },
    release() {
      for (const still of stills.values()) {
        still.remove();
        still.width = 0;
        still.height = 0;
      }
      stills.clear();
    },
  };
}

function showStill(
  canvas: HTMLCanvasElement,
  still: HTMLCanvasElement,
  bitmap: ImageBitmap,
): () => void {
  const context = still.getContext('bitmaprenderer');
  if (!context) {
    bitmap.close();
    return () => undefined;
  }
  context.transferFromImageBitmap(bitmap);
  const display = canvas.style.display;
  still.style.cssText = canvas.style.cssText;
  canvas.style.display = 'none';
  return () => {
    still.style.display = 'none';
    canvas.style.display = display;
    // Drops the snapshot's pixels but keeps the canvas for the next gesture.
    context.transferFromImageBitmap(null);
  };
}
