// Pixel filters on RGBA data: colour effects and the green-screen key. Run once per picture and
// cached (imageCache), never per frame.
import type { Effect } from '../model/types';

/** Black and white (Rec. 601 luma) or sepia, in place. */
export function applyEffect(data: Uint8ClampedArray, effect: Effect): void {
  if (effect === 'original') return;
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (effect === 'bw') {
      const y = 0.299 * r + 0.587 * g + 0.114 * b;
      data[i] = y;
      data[i + 1] = y;
      data[i + 2] = y;
    } else {
      data[i] = 0.393 * r + 0.769 * g + 0.189 * b;
      data[i + 1] = 0.349 * r + 0.686 * g + 0.168 * b;
      data[i + 2] = 0.272 * r + 0.534 * g + 0.131 * b;
    }
  }
}

/** How far green dominates a pixel: 0 for neutral or other colours. */
const greenExcess = (r: number, g: number, b: number) => g - Math.max(r, b);

/**
 * Keys out a chroma green backdrop in place: strong green becomes transparent, the edge between
 * gets partial alpha, and green spill on kept pixels is pulled down to the other channels.
 */
export function chromaKey(data: Uint8ClampedArray, soft = 30, hard = 70): void {
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const excess = greenExcess(r, g, b);
    if (excess <= soft) continue;
    const keep = excess >= hard ? 0 : 1 - (excess - soft) / (hard - soft);
    data[i + 1] = Math.max(r, b);
    data[i + 3] = (data[i + 3] ?? 255) * keep;
  }
}
