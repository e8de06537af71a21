import { z } from 'zod/mini';

/** Money as an integer of minor units (øre for NOK) with an ISO 4217 currency code. */
export const Money = z.object({
  amount: z.int(),
  currency: z.string().check(z.length(3)),
});
export type Money = z.infer<typeof Money>;

/**
 * The largest order total, in minor units: what the database's integer columns for prices and
 * totals hold (2^31 - 1). A cart past it is refused at checkout and at Buy now.
 */
export const MAX_ORDER_TOTAL = 2_147_483_647;

/**
 * The most pieces one cart line may hold, whatever the line's own maximum: far above any real
 * order of school photos, far below what makes a line's price leave the integer columns.
 */
export const MAX_LINE_QUANTITY = 10_000;
