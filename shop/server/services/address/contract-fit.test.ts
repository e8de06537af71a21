import { describe, expect, it } from 'vitest';
import { checkoutRoutes } from '../../../contract/checkout';
import { autocomplete, resolveById } from './autocomplete';
import type { KnownAddress } from './types';

const known: KnownAddress[] = [
  {
    id: 'shop',
    address: { address1: 'Torget 1', address2: '', postalCode: '9008', city: 'Tromsø', state: '' },
  },
];

describe('address service against the contract', () => {
  it('answers autocomplete in the response schema', () => {
    const schema = checkoutRoutes.addressAutocomplete.schema.response[200];
    for (const q of ['tromso', '90', 'torget', '']) {
      expect(schema.safeParse({ suggestions: autocomplete(q, known) }).success).toBe(true);
    }
  });

  it('answers resolve in the response schemas', () => {
    const { response } = checkoutRoutes.resolveAddress.schema;
    const found = resolveById('known:shop', known);
    expect(found.ok && response[200].safeParse({ address: found.address }).success).toBe(true);
    const missing = resolveById('known:none', known);
    expect(missing).toEqual({ ok: false, error: 'Error resolving address' });
    expect(response[404].safeParse(missing.ok ? null : { error: missing.error }).success).toBe(
      true,
    );
  });
});
