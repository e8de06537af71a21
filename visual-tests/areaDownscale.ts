// A high-resolution render brought down to a screen render's pixel grid the way a screen draws an
// edge: each small pixel is the average of the large pixels under its square (by the share of
// each that the square covers), colours weighted by their alpha.
//
// Why not a library resize: a browser anti-aliases an edge by how much of a pixel's square the
// shape covers, so the print's equal is the box average over exactly that square. libvips'
// shrink-then-reduce (sharp's resize) shrinks by the integer part of the ratio with a box and then
// interpolates the rest, which reaches past the square and places the grid by the images' pixel
// counts (each rounded on its own) instead of by millimetres.

/** Unpremultiplied RGBA pixels. */
export interface Rgba {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Span {
  start: number;
  weights: Float64Array;
}

/**
 * For each of `count` target pixels, the source pixels under it and how much of each: target
 * pixel i covers source [i·ratio, (i+1)·ratio), clipped to the source's `size` pixels.
 */
function spans(count: number, size: number, ratio: number): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < count; i++) {
    const from = i * ratio;
    const to = Math.min(size, (i + 1) * ratio);
    const start = Math.min(size - 1, Math.floor(from));
    const end = Math.max(start + 1, Math.ceil(to));
    const weights = new Float64Array(end - start);
    let sum = 0;
    for (let j = start; j < end; j++) {
      const w = Math.max(0, Math.min(to, j + 1) - Math.max(from, j));
      weights[j - start] = w;
      sum += w;
    }
    // A last target pixel past the source's edge (rounding) takes the last source pixel.
    if (sum === 0) weights[weights.length - 1] = sum = 1;
    for (let k = 0; k < weights.length; k++) weights[k] = (weights[k] ?? 0) / sum;
    out.push({ start, weights });
  }
  return out;
}

/**
 * `source` averaged down to width × height, `ratio` source pixels to a target pixel across and
 * `ratioY` down (by default the same: the two renders' pixels per millimetre), both grids starting
 * at the part's corner.
 */
export function areaDownscale(
  source: Rgba,
  width: number,
  height: number,
  ratio: number,
  ratioY = ratio,
): Rgba {
  const { data, width: sw, height: sh } = source;
  const columns = spans(width, sw, ratio);
  const rows = spans(height, sh, ratioY);
  // Across first: each source row to `width` premultiplied pixels.
  const across = new Float64Array(width * sh * 4);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < width; x++) {
      const { start, weights } = columns[x] as Span;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < weights.length; k++) {
        const o = (y * sw + start + k) * 4;
        const w = (weights[k] ?? 0) * (data[o + 3] ?? 0);
        r += (data[o] ?? 0) * w;
        g += (data[o + 1] ?? 0) * w;
        b += (data[o + 2] ?? 0) * w;
        a += w;
      }
      const o = (y * width + x) * 4;
      across[o] = r;
      across[o + 1] = g;
      across[o + 2] = b;
      across[o + 3] = a;
    }
  }
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const { start, weights } = rows[y] as Span;
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < weights.length; k++) {
        const o = ((start + k) * width + x) * 4;
        const w = weights[k] ?? 0;
        r += (across[o] ?? 0) * w;
        g += (across[o + 1] ?? 0) * w;
        b += (across[o + 2] ?? 0) * w;
        a += (across[o + 3] ?? 0) * w;
      }
      const o = (y * width + x) * 4;
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a);
    }
  }
  return { data: out, width, height };
}
