import { describe, expect, it } from 'vitest';
import { deliveryFormSchema } from './delivery-form';

const options = {
  disableOrderComment: false,
  gatherAddress2: false,
  gatherState: false,
  states: [],
  hidePostalCode: false,
  showDisabledDeliveryCountry: false,
  useAddressAutocompleteService: true,
  country: 'NO',
};
const filled = {
  contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.no' },
  deliveryAddress: {
    name: 'Kari',
    address: 'Storgata 1',
    address2: '',
    postalCode: '0155',
    city: 'Oslo',
    state: '',
  },
};

describe('delivery form rules (docs/rules/purchase.md §5)', () => {
  it('asks name, address, postal code and city for postage', () => {
    const result = deliveryFormSchema(options, true).safeParse({
      ...filled,
      deliveryAddress: { ...filled.deliveryAddress, city: ' ', postalCode: '' },
    });
    const paths = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['deliveryAddress.postalCode', 'validation.required'],
      ['deliveryAddress.city', 'validation.required'],
    ]);
  });

  it('drops the postal code when hidden and asks the state when gathered', () => {
    const schema = deliveryFormSchema(
      { ...options, hidePostalCode: true, gatherState: true },
      true,
    );
    const result = schema.safeParse({
      ...filled,
      deliveryAddress: { ...filled.deliveryAddress, postalCode: '' },
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['deliveryAddress.state']);
  });

  it('takes only a listed state when the shop lists its states', () => {
    const schema = deliveryFormSchema(
      { ...options, country: 'US', gatherState: true, states: ['California', 'Texas'] },
      true,
    );
    const withState = (state: string) =>
      schema.safeParse({ ...filled, deliveryAddress: { ...filled.deliveryAddress, state } });
    expect(withState('Texas').success).toBe(true);
    expect(withState('Ontario').error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['deliveryAddress.state', 'validation.unknownState'],
    ]);
    expect(withState('').error?.issues.map((i) => i.message)).toEqual(['validation.required']);
  });

  it('needs only the contact for pickups, with a valid e-mail', () => {
    const schema = deliveryFormSchema(options, false);
    expect(
      schema.safeParse({
        ...filled,
        deliveryAddress: {
          name: '',
          address: '',
          address2: '',
          postalCode: '',
          city: '',
          state: '',
        },
      }).success,
    ).toBe(true);
    const bad = schema.safeParse({
      contactInfo: { name: 'K', emailAddress: 'nope' },
      deliveryAddress: { name: '', address: '', address2: '', postalCode: '', city: '', state: '' },
    });
    expect(bad.error?.issues[0]?.message).toBe('validation.invalidEmail');
  });
});
