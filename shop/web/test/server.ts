import { vi } from 'vitest';

/** What the shop's server answers one call: a status (200 unless named) and a JSON body. */
export type Answer = { status?: number; body: unknown } | 'offline';

/**
 * Stands in for the shop's server: the browser's fetch answers every call with `answer` (or
 * what `answer(url, init)` returns for that call); 'offline' fails the call as a lost connection
 * does. Returns the stand-in, whose calls a test reads. Undo with `vi.unstubAllGlobals()`.
 */
export function stubServer(answer: Answer | ((url: string, init?: RequestInit) => Answer)) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const given = typeof answer === 'function' ? answer(url, init) : answer;
    if (given === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(given.body), { status: given.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON body the page sent with its `index`th call (the first by default). */
export function sentBody(fetch: ReturnType<typeof stubServer>, index = 0): unknown {
  return JSON.parse(String(fetch.mock.calls[index]?.[1]?.body)) as unknown;
}
