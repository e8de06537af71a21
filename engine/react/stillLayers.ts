// Layers that do not move during a gesture, shown as still bitmaps until it ends. Without GPU
// rasterisation Chromium copies every 2D canvas on the page into a new compositor frame each
// frame something changes (measured: a full DPR-3 stage costs 10–90 ms a canvas at 4× CPU
// throttling), while a 'bitmaprenderer' canvas keeps its bitmap and costs nothing per frame.

/** Shows snapshots in place of `canvases` (once taken); the returned function undoes it. */
export function freezeCanvases(canvases: HTMLCanvasElement[]): () => void {
  let done = false;
  const restores: (() => void)[] = [];
  if (typeof createImageBitmap === 'function') {
    // The snapshot is taken now; the swap waits for the bitmaps (a frame or so).
    Promise.all(canvases.map((canvas) => createImageBitmap(canvas))).then(
      (bitmaps) => {
        bitmaps.forEach((bitmap, i) => {
          const canvas = canvases[i];
          if (done || !canvas?.isConnected) {
            bitmap.close();
            return;
          }
          restores.push(showStill(canvas, bitmap));
        });
      },
      () => undefined,
    );
  }
  return () => {
    done = true;
    for (const restore of restores.splice(0)) restore();
  };
}

function showStill(canvas: HTMLCanvasElement, bitmap: ImageBitmap): () => void {
  const still = document.createElement('canvas');
  const context = still.getContext('bitmaprenderer');
  if (!context) {
    bitmap.close();
    return () => undefined;
  }
  still.width = bitmap.width;
  still.height = bitmap.height;
  still.style.cssText = canvas.style.cssText;
  context.transferFromImageBitmap(bitmap);
  const display = canvas.style.display;
  canvas.before(still);
  canvas.style.display = 'none';
  return () => {
    still.remove();
    still.width = 0;
    canvas.style.display = display;
  };
}
