import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopRoutes } from '../../../contract/shop-settings';
import { currentShop, shopSettings } from '../../services/content/shop';

/** Shop settings with the side menu, and the privacy policy. */
const shop: FastifyPluginAsyncZod = async (app) => {
  const r = shopRoutes;
  app.route({
    method: r.settings.method,
    url: r.settings.path,
    schema: r.settings.schema,
    handler: async () => ({
      ...(await shopSettings(app.db)),
      testPayments: app.config.testPayments,
    }),
  });
  app.route({
    method: r.privacyPolicy.method,
    url: r.privacyPolicy.path,
    schema: r.privacyPolicy.schema,
    handler: async () => ({ data: { privacyPolicy: (await currentShop(app.db)).privacyPolicy } }),
  });
};

export default shop;
