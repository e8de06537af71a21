import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { staffOrderRoutes } from '../../../contract/staff-orders';
import type { OrderStatus } from '../../db/schema';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import {
  changeOrderStatus,
  countStaffOrders,
  listStaffOrders,
  staffOrder,
} from '../../services/fulfilment/status';

/**
 * The staff member making the call: signed in with the staff role, else 401 (not signed in) or
 * 403. A staff member simulating a customer acts as that customer, so is refused here too.
 */
function staffEmail(request: FastifyRequest): string {
  const user = signedInUser(request);
  if (user.role !== 'staff' || !user.email)
    throw new HttpError(403, Messages.staffOnly, 'staff-only');
  return user.email;
}

/** The order's life for staff: list, show, advance, cancel, refund (the CLI's service calls). */
const staffOrders: FastifyPluginAsyncZod = async (app) => {
  const r = staffOrderRoutes;
  // Before anything is read or validated: a parent learns nothing of these calls but 401/403.
  app.addHook('onRequest', async (request) => {
    staffEmail(request);
  });

  const show = async (orderUuid: string) => {
    const { order, history } = await staffOrder(app.db, orderUuid);
    return {
      order,
      history: history.map((h) => ({
        at: h.at.toISOString(),
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        actor: h.actor,
        note: h.note,
      })),
    };
  };

  const move = async (
    request: FastifyRequest,
    orderUuid: string,
    to: OrderStatus,
    body: { trackingReference?: string; note?: string },
  ) => {
    const actor = staffEmail(request);
    const result = await changeOrderStatus(app.db, {
      orderUuid,
      to,
      actor,
      trackingReference: body.trackingReference ?? null,
      note: body.note ?? null,
      publicUrl: app.config.publicUrl,
    });
    // The mail was queued with the change; the outbox sends it now and retries a failure.
    if (result.mail) void app.mailer.deliverQueued();
    return { ...(await show(orderUuid)), mailQueued: result.mail !== null };
  };

  app.route({
    ...r.list,
    url: r.list.path,
    handler: async (request) => {
      const { status, page, pageSize } = request.query;
      const statuses = status ? [status] : undefined;
      const [orders, total] = await Promise.all([
        listStaffOrders(app.db, { statuses, limit: pageSize, offset: (page - 1) * pageSize }),
        countStaffOrders(app.db, statuses),
      ]);
      return { orders, page, pageSize, total };
    },
  });

  app.route({
    ...r.one,
    url: r.one.path,
    handler: async (request) => show(request.params.orderUuid),
  });

  app.route({
    ...r.advance,
    url: r.advance.path,
    handler: async (request) =>
      move(request, request.params.orderUuid, request.body.status, request.body),
  });

  app.route({
    ...r.cancel,
    url: r.cancel.path,
    handler: async (request) => move(request, request.params.orderUuid, 'cancelled', request.body),
  });

  app.route({
    ...r.refund,
    url: r.refund.path,
    handler: async (request) => move(request, request.params.orderUuid, 'refunded', request.body),
  });
};

export default staffOrders;
