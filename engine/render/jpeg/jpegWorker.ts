// The JPEG encoder's worker: pixels in, a data URL out. A thumbnail's encoding (tens of ms each
// on a phone) runs here while the main thread draws the next thumbnail and renders the page.
// convertToBlob encodes at once in a worker; on the main thread it waits for idle time.

interface Job {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  quality: number;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

self.onmessage = async (event: MessageEvent<Job>) => {
  const { id, width, height, pixels, quality } = event.data;
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D context in the worker');
    context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    self.postMessage({ id, url: await dataUrlOf(blob) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
