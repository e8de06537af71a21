import { z } from 'zod';
import type { CheckoutOptions } from '../../../contract/checkout';
import { tKey } from '../../i18n/keys';

const required = tKey('validation.required');
const text = () => z.string().trim();
const needed = () => text().min(1, { message: required });

/**
 * docs/rules/purchase.md §5: contact name and e-mail always; for postage the shipping form by the
 * options.
 */
export function deliveryFormSchema(options: z.infer<typeof CheckoutOptions>, shipped: boolean) {
  const contactInfo = z.object({
    name: needed(),
    emailAddress: needed().pipe(z.email({ message: tKey('validation.invalidEmail') })),
  });
  const need = (on: boolean) => (on ? needed() : text());
  const deliveryAddress = z.object({
    name: need(shipped),
    address: need(shipped),
    address2: text(),
    postalCode: need(shipped && !options.hidePostalCode),
    city: need(shipped),
    state: stateField(shipped && options.gatherState, options.states),
  });
  return z.object({ contactInfo, deliveryAddress });
}

/**
 * The state, when the shop gathers one: required for postage, and one of the shop's states when
 * it lists them (a saved address or an address search may bring another).
 */
function stateField(required: boolean, states: readonly string[]) {
  const field = required ? needed() : text();
  if (states.length === 0) return field;
  return field.refine((state) => state === '' || states.includes(state), {
    message: tKey('validation.unknownState'),
  });
}

export type DeliveryFormValues = z.infer<ReturnType<typeof deliveryFormSchema>>;

/** GB, US and AU show zip code and state after the city (docs/rules/purchase.md §9). */
export const zipAfterCity = (country: string) => ['GB', 'US', 'AU'].includes(country);
