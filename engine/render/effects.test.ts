import { describe, expect, it } from 'vitest';
import { applyEffect, chromaKey } from './effects';

const rgba = (...values: number[]) => new Uint8ClampedArray(values);

describe('effects', () => {
  it('bw turns a colour into its luma grey', () => {
    const data = rgba(200, 100, 50, 255);
    applyEffect(data, 'bw');
    expect([...data]).toEqual([124, 124, 124, 255]);
  });

  it('sepia warms a grey: red over green over blue', () => {
    const data = rgba(128, 128, 128, 255);
    applyEffect(data, 'sepia');
    const [r, g, b] = data;
    expect(r).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(b ?? 0);
  });

  it('original leaves pixels alone', () => {
    const data = rgba(1, 2, 3, 4);
    applyEffect(data, 'original');
    expect([...data]).toEqual([1, 2, 3, 4]);
  });

  it('chroma key clears green, keeps skin and softens the edge', () => {
    const data = rgba(0, 177, 64, 255, 224, 172, 130, 255, 90, 140, 80, 255);
    chromaKey(data);
    expect(data[3]).toBe(0);
    expect([...data.slice(4, 8)]).toEqual([224, 172, 130, 255]);
    expect(data[11]).toBeGreaterThan(0);
    expect(data[11]).toBeLessThan(255);
    expect(data[9]).toBe(90);
  });
});
