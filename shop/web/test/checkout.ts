// The pieces of a checkout that the checkout steps' tests build their answers from: one copy, so
// a change to the checkout's shape is made here.

/** An amount in Norwegian kroner, in minor units as the server sends it. */
export const money = (amount: number) => ({ amount, currency: 'NOK' });

/** A delivery option of 49 kr named by its uuid, of a type, with no deadline and no subjects. */
export const deliveryOption = (uuid: string, type: 'postage' | 'pickup', name = uuid) => ({
  uuid,
  name,
  description: '',
  type,
  price: money(4900),
  deliverytime: 0,
  expire: null,
  isExpress: false,
  subjects: [],
});

/** A shop in Norway that asks for postal code but no state nor second line, without search. */
export const norwegianForm = {
  country: 'NO',
  hidePostalCode: false,
  gatherState: false,
  states: [] as string[],
  gatherAddress2: false,
  useAddressAutocompleteService: false,
};

/** An address on file with nothing filled in. */
export const emptyAddress = { address: '', address2: '', postalCode: '', city: '', state: '' };
