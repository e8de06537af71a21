import sharp from 'sharp';

/**
 * Cuts a chroma-green backdrop (#00b140 and its shades) out of a picture: alpha from how much
 * green exceeds red and blue, with a soft edge, and green spill on the edges removed.
 */
export async function chromaKey(input: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(input)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
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
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
}
