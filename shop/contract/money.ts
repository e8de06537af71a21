import { z } from 'zod/mini';

/** Money as an integer of minor units (øre for NOK) with an ISO 4217 currency code. */
export const Money = z.object({
  amount: z.int(),
  currency: z.string().check(z.length(3)),
});
export type Money = z.infer<typeof Money>;
