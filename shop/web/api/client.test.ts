import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeAddresses } from '../../contract/addresses/codes';
import { pictureSetAddresses } from '../../contract/addresses/picture-sets';
import { ApiError, call, errorText } from './client';

const route = pictureSetAddresses.one;

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
  it('fills the path and returns the answer as the server wrote it', async () => {
    const fetch = answer(200, { subject: { name: 'Emma' } });
    vi.stubGlobal('fetch', fetch);
    const answered = call(route, { params: { subjectUuid: 'a b' } });
    await expect(answered).resolves.toEqual({ subject: { name: 'Emma' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/webshop/user/picture-sets/a%20b');
  });

  it('encodes the query', async () => {
    const fetch = answer(200, { valid: false });
    vi.stubGlobal('fetch', fetch);
    await call(codeAddresses.verify, { query: { code: 'x&y' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/ajax/prophoto/verify_subject_code.php?code=x%26y');
  });

  it("throws ApiError with the server's text and body on 4xx", async () => {
    vi.stubGlobal('fetch', answer(400, { error: "That's too short!", data: ['password'] }));
    const failure = await call(route, { params: { subjectUuid: '1' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: "That's too short!" });
    expect((failure as ApiError).body).toEqual({ error: "That's too short!", data: ['password'] });
  });

  it("carries the server's error code, and none for a body without a known one", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: 'Your shopping cart is empty.', code: 'cart-empty' }),
    );
    const empty = await call(route, { params: { subjectUuid: '1' } }).catch((e: unknown) => e);
    expect(empty).toMatchObject({ status: 400, code: 'cart-empty' });
    vi.stubGlobal('fetch', answer(400, { error: 'Invalid email', code: 'made-up' }));
    const other = await call(route, { params: { subjectUuid: '1' } }).catch((e: unknown) => e);
    expect(other).toMatchObject({ status: 400, code: null });
  });

  it('refuses a 200 answer that is not JSON, as a failure rather than a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 200 })),
    );
    const failure = await call(route, { params: { subjectUuid: '1' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});
