import { describe, expect, it } from 'vitest';
import type { AddressOptions, DeliveryForm } from './delivery-form';
import { checkDeliveryForm } from './delivery-form';

const address = {
  name: 'Kari Nordmann',
  address: 'Storgata 12',
  address2: '',
  postalCode: '9008',
  city: 'Tromsø',
  state: '',
};
const form: DeliveryForm = {
  contactInfo: { name: 'Kari Nordmann', emailAddress: 'kari@example.no' },
  deliveryAddress: address,
};
const options: AddressOptions = { hidePostalCode: false, gatherState: false, states: [] };

describe('checkDeliveryForm', () => {
  it.each<[string, DeliveryForm, boolean, AddressOptions, Record<string, string>]>([
    ['complete', form, true, options, {}],
    ['pickup needs no address', { ...form, deliveryAddress: null }, false, options, {}],
    [
      'shipping without an address',
      { ...form, deliveryAddress: null },
      true,
      options,
      {
        'deliveryAddress.name': 'This is required!',
        'deliveryAddress.address': 'This is required!',
        'deliveryAddress.city': 'This is required!',
        'deliveryAddress.postalCode': 'This is required!',
      },
    ],
    [
      'blank contact',
      { ...form, contactInfo: { name: ' ', emailAddress: '' } },
      false,
      options,
      {
        'contactInfo.name': 'This is required!',
        'contactInfo.emailAddress': 'This is required!',
      },
    ],
    [
      'bad e-mail',
      { ...form, contactInfo: { name: 'Kari', emailAddress: 'kari@' } },
      false,
      options,
      {
        'contactInfo.emailAddress': 'Invalid email',
      },
    ],
    [
      'hidden postal code',
      { ...form, deliveryAddress: { ...address, postalCode: '' } },
      true,
      { ...options, hidePostalCode: true },
      {},
    ],
    [
      'state gathered',
      form,
      true,
      { ...options, gatherState: true },
      { 'deliveryAddress.state': 'This is required!' },
    ],
    [
      'state listed',
      { ...form, deliveryAddress: { ...address, state: 'CA' } },
      true,
      { hidePostalCode: false, gatherState: true, states: ['CA', 'NY'] },
      {},
    ],
    [
      'state unlisted',
      { ...form, deliveryAddress: { ...address, state: 'XX' } },
      true,
      { hidePostalCode: false, gatherState: true, states: ['CA'] },
      { 'deliveryAddress.state': 'Choose a state from the list' },
    ],
  ])('%s', (_, given, needsAddress, opts, errors) => {
    expect(checkDeliveryForm(given, needsAddress, opts)).toEqual(errors);
  });
});
