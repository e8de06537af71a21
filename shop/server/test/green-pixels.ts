// Reading a delivered picture's pixels: whether the studio's green screen shows through.
import sharp from 'sharp';

/**
 * The pixels of chroma green in an image (seen, and g clearly above both r and b), and all its
 * pixels: a portrait delivered with its background put in has none.
 */
export async function greenPixels(bytes: Buffer): Promise<{ green: number; total: number }> {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let green = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
    if (a > 0 && g > r + 40 && g > b + 40) green += 1;
  }
  return { green, total: info.width * info.height };
}
