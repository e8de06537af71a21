import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from '../../../contract/orders';
import { signedInUser } from '../../plugins/auth';
import { listOrders, orderDetailsFor } from '../../services/orders/orders';
import { invoicePdfFor } from '../../services/invoicing/download';
import { orderAddresses } from '../../../contract/addresses/orders';
import { z } from 'zod';
import { requestLang } from '../../plugins/request-lang';

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
      const order = await orderDetailsFor(
        app.db,
        signedInUser(request).uuid,
        request.query.uuid,
        requestLang(request),
      );
      return { orderLines: order.orderLines, rebateCode: order.rebateCode };
    },
  });
  app.route({
    ...r.one,
    url: r.one.path,
    handler: async (request) => ({
      order: await orderDetailsFor(
        app.db,
        signedInUser(request).uuid,
        request.params.orderUuid,
        requestLang(request),
      ),
    }),
  });
  // The invoice PDF: to the order's owner only (anyone else, or no invoice, is a 404).
  app.get(
    orderAddresses.invoicePdf.path,
    { schema: { params: z.object({ orderUuid: z.string().max(64) }) } },
    async (request, reply) => {
      const pdf = await invoicePdfFor(app.db, signedInUser(request).uuid, request.params.orderUuid);
      reply.header('cache-control', 'private, no-store');
      reply.header('content-disposition', `inline; filename="${pdf.name}"`);
      return reply.type('application/pdf').send(Buffer.from(pdf.bytes));
    },
  );
};

export default orders;
