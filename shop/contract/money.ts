import { z } from 'zod';

/** Money as an integer of minor units (øre for NOK) with an ISO 4217 currency code. */
export const Money = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof Money>;
