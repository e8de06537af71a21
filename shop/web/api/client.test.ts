import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../contract/http';
import { ApiError, call, errorText } from './client';

const route = defineRoute({
  method: 'GET',
  path: '/api/things/:id',
  schema: {
    querystring: z.object({ q: z.string() }),
    response: { 200: z.object({ name: z.string() }) },
  },
});

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('errorText', () => {
  it("reads the server's error, then errorMessage", () => {
    expect(errorText({ error: 'Invalid email' }, 'x')).toBe('Invalid email');
    expect(errorText({ error: null, errorMessage: 'The code is not valid' }, 'x')).toBe(
      'The code is not valid',
    );
    expect(errorText('plain', 'fallback')).toBe('fallback');
  });
});

describe('call', () => {
  it('fills the path, encodes the query and returns the answer as the server wrote it', async () => {
    const fetch = answer(200, { name: 'Emma' });
    vi.stubGlobal('fetch', fetch);
    await expect(call(route, { params: { id: 'a b' }, query: { q: 'x&y' } })).resolves.toEqual({
      name: 'Emma',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/things/a%20b?q=x%26y');
  });

  it("throws ApiError with the server's text and body on 4xx", async () => {
    vi.stubGlobal('fetch', answer(400, { error: "That's too short!", data: ['password'] }));
    const failure = await call(route, { params: { id: '1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: "That's too short!" });
    expect((failure as ApiError).body).toEqual({ error: "That's too short!", data: ['password'] });
  });

  it('refuses a 200 answer that is not JSON, as a failure rather than a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    const failure = await call(route, { params: { id: '1' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});
