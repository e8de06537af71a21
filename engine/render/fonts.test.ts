import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFontLoader } from './fonts';

function stubFonts(load: (font: string, text: string) => Promise<unknown>) {
  const spy = vi.fn(load);
  vi.stubGlobal('document', { fonts: { load: spy } });
  return spy;
}

describe('documentFontLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks document.fonts once for the same families and text (prepare, then draw)', async () => {
    const load = stubFonts(() => Promise.resolve([]));
    await documentFontLoader.load(['Lobster', 'Lobster', 'Roboto'], 'Emma 2026');
    await documentFontLoader.load(['Lobster', 'Roboto'], 'Emma 2026');
    expect(load.mock.calls).toEqual([
      ['40px "Lobster"', 'Emma 2026'],
      ['40px "Roboto"', 'Emma 2026'],
    ]);
    await documentFontLoader.load(['Lobster'], 'Жанна');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('asks again after a refusal', async () => {
    const load = stubFonts(() => Promise.reject(new Error('bad font')));
    await expect(documentFontLoader.load(['Anton'], 'A')).rejects.toThrow('bad font');
    await expect(documentFontLoader.load(['Anton'], 'A')).rejects.toThrow('bad font');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
