import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeConsent, storedConsent, storedRecording, storeRecording } from './recording-store';

/** A session storage for node: the browser's own behaviour, kept in a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('debug recording store', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the consent for the session', () => {
    expect(storedConsent()).toBe(false);
    storeConsent(true);
    expect(storedConsent()).toBe(true);
    storeConsent(false);
    expect(storedConsent()).toBe(false);
  });

  it('keeps the running recording and forgets it when stopped', () => {
    expect(storedRecording()).toBeNull();
    storeRecording({ uuid: 'u', token: 't' });
    expect(storedRecording()).toEqual({ uuid: 'u', token: 't' });
    storeRecording(null);
    expect(storedRecording()).toBeNull();
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem('keepsake.debug.recording', '{not json');
    expect(storedRecording()).toBeNull();
    sessionStorage.setItem('keepsake.debug.recording', JSON.stringify({ uuid: 1 }));
    expect(storedRecording()).toBeNull();
  });
});
