import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { adoptEarlyAnswers, earlyPaths } from './early-answers';

const indexHtml = readFileSync(path.join(import.meta.dirname, '../index.html'), 'utf8');
const globals = globalThis as { window?: { keepsakeEarly?: Record<string, Promise<unknown>> } };

afterEach(() => {
  delete globals.window;
  vi.unstubAllGlobals();
});

/** fetch as the usual calls make it, answering each path with `{ asked: path }`. */
function stubFetch() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(new Response(JSON.stringify({ asked: url }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('early answers', () => {
  it('index.html asks for exactly the paths the app takes', () => {
    const list = /\[('[^\]]+')\]\.map/.exec(indexHtml)?.[1] ?? '';
    const asked = list.split(',').map((quoted) => quoted.trim().replace(/'/g, ''));
    expect(asked).toEqual(Object.values(earlyPaths));
  });

  it('fills the layout queries from them, the user unwrapped as getUser does', async () => {
    const fetch = stubFetch();
    const cart = { orderLines: [] };
    globals.window = {
      keepsakeEarly: {
        [earlyPaths.shop]: Promise.resolve({ name: 'Keepsake Demo' }),
        [earlyPaths.user]: Promise.resolve({ user: null }),
        [earlyPaths.cart]: Promise.resolve(cart),
      },
    };
    const client = new QueryClient();
    await adoptEarlyAnswers(client, 1000);
    expect(client.getQueryData(queryKeys.shop)).toEqual({ name: 'Keepsake Demo' });
    expect(client.getQueryData(queryKeys.user)).toBeNull();
    expect(client.getQueryData(queryKeys.cart)).toBe(cart);
    expect(fetch).not.toHaveBeenCalled();
    expect(globals.window.keepsakeEarly).toBeUndefined();
  });

  it('asks again for one that failed, and does not wait long for a late one', async () => {
    const fetch = stubFetch();
    globals.window = {
      keepsakeEarly: {
        [earlyPaths.shop]: Promise.resolve(undefined), // failed
        [earlyPaths.user]: Promise.resolve({ user: null }),
        [earlyPaths.cart]: new Promise(() => {}), // never answers
      },
    };
    const client = new QueryClient();
    const started = Date.now();
    await adoptEarlyAnswers(client, 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(queryKeys.shop)).toEqual({ asked: earlyPaths.shop });
    expect(client.getQueryData(queryKeys.cart)).toBeUndefined();
  });

  it('without the inline script the queries are left to the usual calls', async () => {
    const client = new QueryClient();
    await adoptEarlyAnswers(client, 50);
    globals.window = {};
    await adoptEarlyAnswers(client, 50);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
