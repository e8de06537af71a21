import { z } from 'zod/mini';
import { staffOrderAddresses } from './addresses/staff-orders';
import { ApiError } from './errors';
import { defineRoute } from './http';
import { ORDER_STATUSES } from './order-status';

/** The most orders one page of the staff list holds. */
export const STAFF_ORDERS_MAX_PAGE_SIZE = 200;

const Status = z.enum(ORDER_STATUSES);

export const StaffOrder = z.object({
  orderUuid: z.string(),
  /** The 8 characters the parent sees on the receipt and in mails. */
  reference: z.string(),
  status: Status,
  trackingReference: z.nullable(z.string()),
  confirmedAt: z.string(),
  email: z.nullable(z.string()),
  /** Minor units of `currency`. */
  total: z.int(),
  currency: z.string(),
  delivery: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrder>;

/** One recorded change: who (a staff e-mail, 'buyer' or 'system'), when, from what to what. */
export const StaffOrderChange = z.object({
  at: z.string(),
  fromStatus: z.nullable(Status),
  toStatus: Status,
  actor: z.string(),
  note: z.nullable(z.string()),
});

const OrderParams = z.object({ orderUuid: z.string().check(z.uuid()) });
const Note = z.optional(z.string().check(z.maxLength(500)));
/** What a move answers: the order as it is now, with its whole history. */
const Moved = z.object({
  order: StaffOrder,
  history: z.array(StaffOrderChange),
  /** Whether a mail to the parent was queued (shipped, ready for pickup). */
  mailQueued: z.boolean(),
});
const refusals = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/**
 * The order's life for shop staff (the studio dashboard and `npm run operator -- orders` call
 * the same service): signed in with the staff role, else 401/403.
 */
export const staffOrderRoutes = {
  list: defineRoute({
    ...staffOrderAddresses.list,
    schema: {
      querystring: z.object({
        status: z.optional(Status),
        page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)), 1),
        pageSize: z._default(
          z.coerce.number().check(z.int(), z.minimum(1), z.maximum(STAFF_ORDERS_MAX_PAGE_SIZE)),
          50,
        ),
      }),
      response: {
        200: z.object({
          orders: z.array(StaffOrder),
          page: z.int(),
          pageSize: z.int(),
          /** Orders matching the filter, on every page. */
          total: z.int(),
        }),
        ...refusals,
      },
    },
  }),
  one: defineRoute({
    ...staffOrderAddresses.one,
    schema: {
      params: OrderParams,
      response: {
        200: z.object({ order: StaffOrder, history: z.array(StaffOrderChange) }),
        ...refusals,
      },
    },
  }),
  advance: defineRoute({
    ...staffOrderAddresses.advance,
    schema: {
      params: OrderParams,
      body: z.object({
        status: Status,
        trackingReference: z.optional(z.string().check(z.maxLength(100))),
        note: Note,
      }),
      response: { 200: Moved, ...refusals },
    },
  }),
  cancel: defineRoute({
    ...staffOrderAddresses.cancel,
    schema: {
      params: OrderParams,
      body: z.object({ note: Note }),
      response: { 200: Moved, ...refusals },
    },
  }),
  refund: defineRoute({
    ...staffOrderAddresses.refund,
    schema: {
      params: OrderParams,
      body: z.object({ note: Note }),
      response: { 200: Moved, ...refusals },
    },
  }),
} as const;
