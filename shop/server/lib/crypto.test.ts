import { describe, expect, it } from 'vitest';
import { randomToken, randomTokens, sha256 } from './crypto';

describe('random tokens', () => {
  it('makes many at once as it makes one: 256 bits, url-safe, all different', () => {
    const tokens = [...randomTokens(200), randomToken()];
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(randomTokens(0)).toEqual([]);
  });
});

describe('sha256', () => {
  it('is the base64url SHA-256 that stored session ids were made with', () => {
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });
});
