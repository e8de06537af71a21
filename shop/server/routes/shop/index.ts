import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopRoutes } from '../../../contract/shop-settings';
import { currentShop, shopSettings } from '../../services/content/shop';
import { TEST_GATEWAYS } from '../../services/payment/providers';
import { paymentGateways, realProviderKinds } from '../../services/payment/providers/registry';

/** Shop settings with the side menu, and the privacy policy. */
const shop: FastifyPluginAsyncZod = async (app) => {
  const r = shopRoutes;
  // A kind with a real provider is no test gateway; without test payments none is offered.
  const real: ReadonlySet<string> = realProviderKinds(paymentGateways(app.config));
  const testGateways = app.config.testPayments
    ? [...TEST_GATEWAYS].filter((kind) => !real.has(kind))
    : [];
  app.route({
    method: r.settings.method,
    url: r.settings.path,
    schema: r.settings.schema,
    handler: async () => ({
      ...(await shopSettings(app.db)),
      testPayments: app.config.testPayments,
      testGateways,
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
