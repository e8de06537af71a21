import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from '../../../contract/cart';
import { sessionCart } from '../../services/cart/cart';
import { currentShop } from '../../services/content/shop';
import { checkoutContext } from '../checkout/context';

/** The session user's cart, priced on the server (writes are in cart-actions and cart-lines). */
const cart: FastifyPluginAsyncZod = async (app) => {
  const r = cartRoutes.get;
  app.route({
    method: r.method,
    url: r.path,
    schema: r.schema,
    handler: async (request) => {
      const user = request.session.user;
      const ctx = user ? await checkoutContext(request, user.uuid) : null;
      return sessionCart(ctx, (await currentShop(app.db)).currency);
    },
  });
};

export default cart;
