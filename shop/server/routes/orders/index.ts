import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '../../../contract/orders';
import { signedInUser } from '../../plugins/auth';
import { listOrders, orderDetailsFor } from '../../services/orders/orders';

/** The signed-in user's confirmed orders; anyone else's order is a 404. */
const orders: FastifyPluginAsyncZod = async (app) => {
  const r = orderRoutes;
  app.route({
    ...r.list,
    url: r.list.path,
    handler: async (request) => listOrders(app.db, signedInUser(request).uuid),
  });
  app.route({
    ...r.legacyDetails,
    url: r.legacyDetails.path,
    handler: async (request) => {
      const order = await orderDetailsFor(app.db, signedInUser(request).uuid, request.query.uuid);
      return { orderLines: order.orderLines, rebateCode: order.rebateCode };
    },
  });
  app.route({
    ...r.one,
    url: r.one.path,
    handler: async (request) => ({
      order: await orderDetailsFor(app.db, signedInUser(request).uuid, request.params.orderUuid),
    }),
  });
};

export default orders;
