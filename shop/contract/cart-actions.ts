import { z } from 'zod/mini';
import { Cart } from './cart';
import { ApiError } from './errors';
import { cartActionAddresses } from './addresses/cart-actions';
import { defineRoute } from './http';
import { FIELD_LIMITS } from './field-limits';

const line = z.object({ orderLineUuid: z.string().check(z.maxLength(64)) });
const cartResponse = { 200: z.object({ cart: Cart }), 400: ApiError, 404: ApiError };

/** Writes to the session user's cart; each answers the cart priced on the server. */
export const cartActionRoutes = {
  /** docs/rules/purchase.md §5 'Cart quantity'; a line of another cart is 404. */
  setQuantity: defineRoute({
    ...cartActionAddresses.setQuantity,
    schema: {
      params: line,
      body: z.object({ quantity: z.union([z.number(), z.string().check(z.maxLength(20))]) }),
      response: cartResponse,
    },
  }),
  deleteLine: defineRoute({
    ...cartActionAddresses.deleteLine,
    schema: { params: line, response: cartResponse },
  }),
  /** The voucher dialog: 400 with the voucher's message under the field. */
  setRebateCode: defineRoute({
    ...cartActionAddresses.setRebateCode,
    schema: {
      body: z.object({ code: z.string().check(z.maxLength(FIELD_LIMITS.voucher)) }),
      response: cartResponse,
    },
  }),
  removeRebateCode: defineRoute({
    ...cartActionAddresses.removeRebateCode,
    schema: { response: cartResponse },
  }),
  /** The same priced cart as GET /api/webshop/cart (kept for callers of this path). */
  priced: defineRoute({
    ...cartActionAddresses.priced,
    schema: { response: { 200: z.object({ cart: Cart }) } },
  }),
} as const;
