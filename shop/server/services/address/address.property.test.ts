import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autocomplete, resolveById } from './autocomplete';
import { fold } from './fold';
import { postalIndex } from './postal-index';

describe('address (properties)', () => {
  it('folding is idempotent and ignores case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(fold(fold(text))).toBe(fold(text));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÆØÅæøåÉé -]{0,20}$/), (text) => {
        expect(fold(text.toUpperCase())).toBe(fold(text.toLowerCase()));
      }),
    );
  });

  it('any text gives at most 10 suggestions, each resolvable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (q) => {
        const suggestions = autocomplete(q);
        expect(suggestions.length).toBeLessThanOrEqual(10);
        for (const s of suggestions)
          expect(resolveById(s.id)).toEqual({ ok: true, address: s.address });
      }),
      { numRuns: 200 },
    );
  });

  it('every registry place is found by its own name and code, without diacritics', () => {
    const entries = postalIndex().entries;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: entries.length - 1 }), (i) => {
        const entry = entries[i];
        if (entry === undefined) return;
        const ids = autocomplete(`${entry.code} ${fold(entry.place)}`).map((s) => s.id);
        expect(ids[0]).toBe(`postal:${entry.code}`);
      }),
    );
  });
});
