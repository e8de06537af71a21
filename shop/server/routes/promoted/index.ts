import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from '../../../contract/catalogue';
import { pricingCurrency } from '../../services/catalogue/products';
import { promotedList } from '../../services/content/promoted';
import { currentShop } from '../../services/content/shop';
import { requestLang } from '../../plugins/request-lang';

/** GET /api/webshop/promoted-products with the session user's prices. */
const promoted: FastifyPluginAsyncZod = async (app) => {
  const r = catalogueRoutes.promoted;
  app.route({
    ...r,
    url: r.path,
    handler: async (request) => ({
      products: await promotedList(
        app.db,
        request.session.user?.uuid ?? null,
        requestLang(request),
        pricingCurrency((await currentShop(app.db)).currency),
      ),
    }),
  });
};

export default promoted;
