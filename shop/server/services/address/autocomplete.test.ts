import { describe, expect, it } from 'vitest';
import { autocomplete, resolveById } from './autocomplete';
import { postalIndex } from './postal-index';
import type { KnownAddress } from './types';

const known: KnownAddress[] = [
  {
    id: 'user',
    address: {
      address1: 'Storgata 12',
      address2: 'H0201',
      postalCode: '9008',
      city: 'Tromsø',
      state: '',
    },
  },
  {
    id: 'shop',
    label: 'Keepsake studio, Karl Johans gate 1',
    address: {
      address1: 'Karl Johans gate 1',
      address2: '',
      postalCode: '0154',
      city: 'Oslo',
      state: '',
    },
  },
];

describe('postal index', () => {
  it('holds every postal code of the installed registry', () => {
    const { entries, byCode } = postalIndex();
    expect(entries.length).toBeGreaterThan(5000);
    expect(byCode.get('9008')?.place).toBe('Tromsø');
    expect(byCode.get('0150')?.place).toBe('Oslo');
    expect(entries.every((entry) => /^\d{4}$/.test(entry.code))).toBe(true);
  });
});

describe('autocomplete', () => {
  it.each<[string, string[]]>([
    ['tromso', ['9008 Tromsø']],
    ['TROMSØ', ['9008 Tromsø']],
    ['9008', ['9008 Tromsø']],
    ['9008 troms', ['9008 Tromsø']],
    ['bærums verk', ['1317 Bærums Verk']],
    ['baerums', ['1317 Bærums Verk']],
  ])('%s finds %j', (q, expected) => {
    const suggestions = autocomplete(q).map((s) => s.suggestion);
    for (const text of expected) expect(suggestions).toContain(text);
  });

  it.each<[string, string[]]>([
    // place-name prefix first, then word prefix ('Lesjaverk' only contains it)
    ['verk', ['1317 Bærums Verk', '2074 Eidsvoll Verk', '3882 Åmdals Verk']],
    // places alternate before a place repeats
    ['sand', ['1300 Sandvika', '2116 Sander', '3070 Sande i Vestfold', '3201 Sandefjord']],
    // a match with the diacritics as typed comes first
    ['ål', ['3570 Ål', '4330 Ålgård', '5605 Ålvik']],
    ['9', ['9006 Tromsø', '9007 Tromsø']],
    ['oslo 015', ['0150 Oslo', '0151 Oslo']],
  ])('ranks %s', (q, first) => {
    expect(
      autocomplete(q)
        .slice(0, first.length)
        .map((s) => s.suggestion),
    ).toEqual(first);
  });

  it('ranks a postal-code prefix above a place containing the digits', () => {
    expect(autocomplete('90').every((s) => s.suggestion.startsWith('90'))).toBe(true);
    expect(autocomplete('verk').at(-1)?.suggestion).toBe('2667 Lesjaverk');
  });

  it('puts known addresses first within a rank and fills their address', () => {
    const [first, second] = autocomplete('tromsø', known);
    expect(first).toEqual({
      id: 'known:user',
      suggestion: 'Storgata 12, H0201, 9008 Tromsø',
      address: known[0]?.address,
    });
    expect(second?.id.startsWith('postal:')).toBe(true);
    expect(autocomplete('karl', known)[0]?.suggestion).toBe('Keepsake studio, Karl Johans gate 1');
    expect(autocomplete('storg', known)[0]?.id).toBe('known:user');
  });

  it('returns at most 10, nothing for an empty query, nothing for nonsense', () => {
    expect(autocomplete('oslo')).toHaveLength(10);
    expect(autocomplete('   ')).toEqual([]);
    expect(autocomplete('qqqzzz')).toEqual([]);
  });

  it('builds the index once and answers quickly from it', () => {
    const index = postalIndex();
    expect(postalIndex()).toBe(index);
    // Generous bound: the machine is shared; unloaded a lookup takes about 1 ms.
    const started = performance.now();
    for (let i = 0; i < 100; i++) autocomplete(i % 2 === 0 ? 'tro' : String(1000 + i));
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('resolveById', () => {
  it.each([
    ['postal:9008', { address1: '', address2: '', postalCode: '9008', city: 'Tromsø', state: '' }],
    ['known:shop', known[1]?.address],
  ])('%s', (id, address) => {
    expect(resolveById(id, known)).toEqual({ ok: true, address });
  });

  it.each(['postal:0000', 'known:nobody', 'x', '', 'postal:'])('refuses %j', (id) => {
    expect(resolveById(id, known)).toEqual({ ok: false, error: 'Error resolving address' });
  });

  it('resolves every suggestion it gives', () => {
    for (const suggestion of autocomplete('sand', known)) {
      expect(resolveById(suggestion.id, known)).toEqual({ ok: true, address: suggestion.address });
    }
  });
});
