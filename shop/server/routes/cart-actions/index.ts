import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartActionRoutes } from '../../../contract/cart-actions';
import { visitorUser } from '../../plugins/auth';
import { applyCartVoucher } from '../../services/checkout/checkout';
import {
  deleteLine,
  removeRebateCode,
  setLineQuantity,
} from '../../services/checkout/cart-actions';
import { sessionCart } from '../../services/cart/cart';
import { currentShop } from '../../services/content/shop';
import { checkoutContext } from '../checkout/context';

/** Quantity, delete and voucher code on the session user's cart (anonymous users too). */
const cartActions: FastifyPluginAsyncZod = async (app) => {
  const r = cartActionRoutes;

  app.route({
    ...r.setQuantity,
    url: r.setQuantity.path,
    handler: async (request, reply) => {
      const ctx = await checkoutContext(request, (await visitorUser(request, reply)).uuid);
      return {
        cart: await setLineQuantity(ctx, request.params.orderLineUuid, request.body.quantity),
      };
    },
  });
  app.route({
    ...r.deleteLine,
    url: r.deleteLine.path,
    handler: async (request, reply) => {
      const ctx = await checkoutContext(request, (await visitorUser(request, reply)).uuid);
      return { cart: await deleteLine(ctx, request.params.orderLineUuid) };
    },
  });
  app.route({
    ...r.setRebateCode,
    url: r.setRebateCode.path,
    handler: async (request, reply) => {
      const ctx = await checkoutContext(request, (await visitorUser(request, reply)).uuid);
      return { cart: await applyCartVoucher(ctx, request.body.code, null) };
    },
  });
  app.route({
    ...r.removeRebateCode,
    url: r.removeRebateCode.path,
    handler: async (request, reply) => {
      const ctx = await checkoutContext(request, (await visitorUser(request, reply)).uuid);
      return { cart: await removeRebateCode(ctx) };
    },
  });
  app.route({
    ...r.priced,
    url: r.priced.path,
    handler: async (request) => {
      const user = request.session.user;
      const ctx = user ? await checkoutContext(request, user.uuid) : null;
      return { cart: await sessionCart(ctx, (await currentShop(app.db)).currency) };
    },
  });
};

export default cartActions;
