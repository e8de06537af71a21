/**
 * The longest text the server reads in each kind of field. The contract's schemas refuse longer
 * input, and the web client's fields stop the typing at the same length, so a parent never
 * meets a raw schema refusal for a text that is merely too long.
 */
export const FIELD_LIMITS = {
  /** An access code as typed (spaces and dashes count): a longer one is refused as a wrong code. */
  code: 64,
  voucher: 100,
  name: 200,
  /** The longest e-mail address a mail system carries. */
  email: 254,
  phone: 40,
  password: 200,
  address: 200,
  postalCode: 20,
  city: 100,
  state: 100,
  /** The personal id number and the mobile number of the payment form. */
  paymentField: 40,
  cardNumber: 40,
  cvc: 8,
} as const;
