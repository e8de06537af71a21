import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from '../../../contract/cart';
import { readCart } from '../../services/cart';
import { currentShop } from '../../services/shop';

/** The session user's cart (the cart issue adds the writes). */
const cart: FastifyPluginAsyncZod = async (app) => {
  const r = cartRoutes.get;
  app.route({
    method: r.method,
    url: r.path,
    schema: r.schema,
    handler: async (request) => {
      const shop = await currentShop(app.db);
      return readCart(app.db, request.session.user?.uuid ?? null, shop.currency);
    },
  });
};

export default cart;
