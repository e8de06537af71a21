import { describe, expect, it } from 'vitest';
import { batched } from './batch';

describe('batched', () => {
  it('answers keys asked for at once with one load, in order', async () => {
    const loads: number[][] = [];
    const double = batched(async (_owner: object, keys: number[]) => {
      loads.push(keys);
      return keys.map((k) => k * 2);
    });
    const owner = {};
    expect(await Promise.all([1, 2, 3].map((k) => double(owner, k)))).toEqual([2, 4, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
  });

  it('gathers the keys asked for while a load runs into the next one', async () => {
    const loads: number[][] = [];
    let release = () => {};
    const slow = batched(async (_owner: object, keys: number[]) => {
      loads.push(keys);
      if (loads.length === 1) await new Promise<void>((r) => (release = r));
      return keys;
    });
    const owner = {};
    const first = slow(owner, 1);
    await new Promise((r) => setImmediate(r));
    const later = [2, 3, 4].map((k) => slow(owner, k));
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4]);
    expect(loads).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps one queue per owner, so a transaction never answers keys from outside it', async () => {
    const seen: Array<[string, number[]]> = [];
    const load = batched(async (owner: { name: string }, keys: number[]) => {
      seen.push([owner.name, keys]);
      return keys;
    });
    const a = { name: 'a' };
    const b = { name: 'b' };
    await Promise.all([load(a, 1), load(b, 2), load(a, 3)]);
    expect(seen).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('fails only the caller whose key fails', async () => {
    const check = batched(async (_owner: object, keys: number[]) => {
      if (keys.includes(13)) throw new Error('unlucky');
      return keys;
    });
    const owner = {};
    const results = await Promise.allSettled([1, 13, 2].map((k) => check(owner, k)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('splits more keys than a batch holds', async () => {
    const sizes: number[] = [];
    const load = batched(async (_owner: object, keys: number[]) => {
      sizes.push(keys.length);
      return keys;
    }, 2);
    const owner = {};
    await Promise.all([1, 2, 3, 4, 5].map((k) => load(owner, k)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
