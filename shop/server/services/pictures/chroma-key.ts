import sharp, { type Sharp } from 'sharp';

/**
 * Cuts a chroma-green backdrop (#00b140 and its shades) out of a picture: alpha from how much
 * green exceeds red and blue, with a soft edge, and green spill on the edges removed.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The keyed picture as raw RGBA, for compositing without a PNG round trip. */
export async function chromaKeyRaw(input: Buffer | Sharp): Promise<RawImage> {
  const image = Buffer.isBuffer(input) ? sharp(input) : input;
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const LOW = 40; // green lead below this: fully the subject
  const HIGH = 90; // green lead above this: fully backdrop
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    const lead = g - Math.max(r, b);
    if (lead <= LOW) continue; // the subject, green clothes included, stays untouched
    const alpha = lead >= HIGH ? 0 : 1 - (lead - LOW) / (HIGH - LOW);
    data[i + 1] = Math.max(r, b); // despill: green never stronger than the other channels
    data[i + 3] = Math.round(alpha * (data[i + 3] ?? 255));
  }
  return { data, width: info.width, height: info.height };
}

/** The keyed picture as a PNG with transparency (downloads). */
export async function chromaKey(input: Buffer): Promise<Buffer> {
  const { data, width, height } = await chromaKeyRaw(input);
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
