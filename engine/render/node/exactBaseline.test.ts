import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_TILT } from '../konvaTree';
import { setupNodeKonva } from './setup';

beforeAll(() => setupNodeKonva());

const SCALE = 4;
const BASELINE = 30;

/** How dark each row is at its darkest (0 white … 1 black), for 'H' drawn on BASELINE. */
function rowsOfH(size: number): number[] {
  const canvas = createCanvas(40 * SCALE, 40 * SCALE);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // As the print draws text: scaled to its pixels and tilted off level (konvaTree.ts).
  context.setTransform(SCALE, SCALE * TEXT_TILT, 0, SCALE, 0, 0);
  context.font = `${size}px "Roboto"`;
  context.textBaseline = 'alphabetic';
  context.fillStyle = '#000';
  context.fillText('H', 2, BASELINE);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return Array.from({ length: height }, (_, y) => {
    let darkest = 0;
    for (let x = 0; x < width; x++)
      darkest = Math.max(darkest, 1 - (data[(y * width + x) * 4] ?? 255) / 255);
    return darkest;
  });
}

describe('the Node canvas draws an alphabetic baseline where y puts it', () => {
  // Roboto's ascent is 0.928 em: at 20 px the library's rounding put the baseline 0.45 px low,
  // at 21 px 0.48 px high; 'H' stands on the baseline, so its stems end there.
  it.each([18, 19, 20, 21, 22, 23, 24])('at %i px', (size) => {
    const rows = rowsOfH(size);
    const baselineRow = BASELINE * SCALE;
    expect(rows[baselineRow - 1]).toBeGreaterThan(0.9);
    expect(rows[baselineRow + 1]).toBeLessThan(0.1);
  });
});
