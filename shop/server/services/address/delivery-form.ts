import { z } from 'zod';
import { Messages } from '../../../contract/errors';

/** The shipping form (docs/rules/purchase.md §3); only postage deliveries ask for it. */
export interface ShippingForm {
  readonly name: string;
  readonly address: string;
  readonly address2: string;
  readonly postalCode: string;
  readonly city: string;
  readonly state: string;
}

export interface DeliveryForm {
  readonly deliveryAddress: ShippingForm | null;
  readonly contactInfo: { readonly name: string; readonly emailAddress: string };
}

/** The shop's address options that change what is required (docs/rules/purchase.md §9). */
export interface AddressOptions {
  readonly hidePostalCode: boolean;
  readonly gatherState: boolean;
  readonly states: readonly string[];
}

export type DeliveryFormField =
  'contactInfo.name' | 'contactInfo.emailAddress' | `deliveryAddress.${keyof ShippingForm}`;

export type DeliveryFormErrors = Partial<Record<DeliveryFormField, string>>;

const email = z.email();
const blank = (value: string): boolean => value.trim() === '';

/**
 * docs/rules/purchase.md §5: contact name and e-mail always; for a shipped order name, address and
 * city, the postal code unless hidden, the state when gathered (one of the listed states).
 * Returns the errors by field; an empty object means the form is valid.
 */
export function checkDeliveryForm(
  form: DeliveryForm,
  needsAddress: boolean,
  options: AddressOptions,
): DeliveryFormErrors {
  const errors: DeliveryFormErrors = {};
  if (blank(form.contactInfo.name)) errors['contactInfo.name'] = Messages.required;
  const mail = form.contactInfo.emailAddress.trim();
  if (mail === '') errors['contactInfo.emailAddress'] = Messages.required;
  else if (!email.safeParse(mail).success)
    errors['contactInfo.emailAddress'] = Messages.invalidEmail;
  if (!needsAddress) return errors;

  const address = form.deliveryAddress;
  const required: (keyof ShippingForm)[] = ['name', 'address', 'city'];
  if (!options.hidePostalCode) required.push('postalCode');
  if (options.gatherState) required.push('state');
  for (const field of required) {
    if (address === null || blank(address[field]))
      errors[`deliveryAddress.${field}`] = Messages.required;
  }
  const state = address?.state.trim() ?? '';
  if (
    options.gatherState &&
    state !== '' &&
    options.states.length > 0 &&
    !options.states.includes(state)
  ) {
    errors['deliveryAddress.state'] = Messages.unknownState;
  }
  return errors;
}
