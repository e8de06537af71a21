import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLoadImage } from './imageCache';

afterEach(() => vi.unstubAllGlobals());

/** An <img> stand-in: loads when its src is set, decodes when asked, notes the order. */
function fakeImages(events: string[], decodes: 'ok' | 'fails') {
  return class {
    crossOrigin = '';
    decoding = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      setTimeout(() => {
        events.push(`loaded ${url}`);
        this.onload?.();
      }, 0);
    }
    decode() {
      events.push('decode');
      return new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          events.push(decodes === 'ok' ? 'decoded' : 'not decoded');
          if (decodes === 'ok') resolve();
          else reject(new DOMException('no', 'EncodingError'));
        }, 0),
      );
    }
  };
}

describe('the browser image loader', () => {
  it('hands a picture over decoded, so no draw decodes it on the main thread', async () => {
    const events: string[] = [];
    vi.stubGlobal('Image', fakeImages(events, 'ok'));
    await browserLoadImage('/p.jpg').then(() => events.push('handed over'));
    expect(events).toEqual(['loaded /p.jpg', 'decode', 'decoded', 'handed over']);
  });

  it('still hands over a loaded picture that cannot be decoded ahead', async () => {
    const events: string[] = [];
    vi.stubGlobal('Image', fakeImages(events, 'fails'));
    await browserLoadImage('/p.svg').then(() => events.push('handed over'));
    expect(events).toEqual(['loaded /p.svg', 'decode', 'not decoded', 'handed over']);
  });
});
