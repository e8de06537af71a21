import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages } from '../../../contract/errors';
import { productRoutes } from '../../../contract/products';
import { PREVIEW_WIDTHS } from '../../../contract/template-previews';
import { templateRoutes } from '../../../contract/templates';
import { sendDerivative } from '../pictures/send-derivative';
import { HttpError } from '../../plugins/errors';
import {
  customerFacts,
  findProduct,
  pricingCurrency,
  productView,
} from '../../services/catalogue/products';
import { quoteLines } from '../../services/catalogue/quote';
import { currentShop } from '../../services/content/shop';
import { templateArtFile } from '../../services/templates/art';
import { templatePreviewWebp } from '../../services/templates/preview';
import { filledTemplates } from '../../services/templates/by-product';
import { fillForUser, stringsForPicture } from '../../services/templates/requests';
import { findTemplate, templateAnswer } from '../../services/templates/templates';
import { requestLang } from '../../plugins/request-lang';

const notFound = { error: Messages.notFound };

/** Templates, products, pre-filling, and the templates' art at /templates/all/. */
const templates: FastifyPluginAsyncZod = async (app) => {
  const r = templateRoutes;

  app.route({
    method: r.byUuid.method,
    url: r.byUuid.path,
    schema: r.byUuid.schema,
    handler: async (request, reply) => {
      const stored = await findTemplate(app.db, request.params.templateUuid);
      return stored ? templateAnswer(stored) : reply.code(404).send(notFound);
    },
  });

  app.route({
    method: r.byUuidVersion.method,
    url: r.byUuidVersion.path,
    schema: r.byUuidVersion.schema,
    handler: async (request, reply) => {
      const { templateUuid, version } = request.params;
      const stored = await findTemplate(app.db, templateUuid, version);
      return stored ? templateAnswer(stored) : reply.code(404).send(notFound);
    },
  });

  app.route({
    method: productRoutes.one.method,
    url: productRoutes.one.path,
    schema: productRoutes.one.schema,
    handler: async (request, reply) => {
      const row = await findProduct(app.db, request.params.productUuid);
      if (!row) return reply.code(404).send(notFound);
      const shop = await currentShop(app.db);
      const facts = await customerFacts(app.db, request.session.user?.uuid ?? null);
      return {
        product: productView(row, requestLang(request), facts, pricingCurrency(shop.currency)),
      };
    },
  });

  app.route({
    method: productRoutes.quote.method,
    url: productRoutes.quote.path,
    schema: productRoutes.quote.schema,
    handler: async (request) => ({
      total: await quoteLines(app.db, request.session.user?.uuid ?? null, requestLang(request), {
        productUuid: request.params.productUuid,
        lines: request.body.lines,
        currency: pricingCurrency((await currentShop(app.db)).currency),
      }),
    }),
  });

  app.route({
    method: r.byProduct.method,
    url: r.byProduct.path,
    schema: r.byProduct.schema,
    handler: async (request) =>
      filledTemplates(app.db, request.session.user?.uuid ?? null, requestLang(request), {
        productUuid: request.params.productUuid,
        subjectUuid: request.query.subject ?? null,
        currency: pricingCurrency((await currentShop(app.db)).currency),
      }),
  });

  app.route({
    method: r.fillTemplate.method,
    url: r.fillTemplate.path,
    schema: r.fillTemplate.schema,
    handler: async (request) =>
      fillForUser(app.db, request.session.user?.uuid ?? null, requestLang(request), request.body),
  });

  app.route({
    method: r.fillUserStringsByPicture.method,
    url: r.fillUserStringsByPicture.path,
    schema: r.fillUserStringsByPicture.schema,
    handler: async (request) => ({
      userStringResources: await stringsForPicture(
        app.db,
        request.session.user?.uuid ?? null,
        requestLang(request),
        request.body,
      ),
    }),
  });

  // The list grid's previews as WebP at the width shown (the PNG below stays for the rest).
  app.route({
    method: 'GET',
    url: '/templates/all/:templateUuid/:version/preview.webp',
    schema: {
      params: z.object({ templateUuid: z.string(), version: z.string() }),
      querystring: z.object({ w: z.coerce.number().pipe(z.literal(PREVIEW_WIDTHS)) }),
    },
    handler: async (request, reply) => {
      const { templateUuid, version } = request.params;
      const made = await templatePreviewWebp(app.storage, templateUuid, version, request.query.w);
      if (!made) throw new HttpError(404, Messages.notFound);
      return sendDerivative(request, reply, made, { type: 'image/webp', audience: 'everyone' });
    },
  });

  app.route({
    method: 'GET',
    url: '/templates/all/:templateUuid/:version/*',
    schema: {
      params: z.object({ templateUuid: z.string(), version: z.string(), '*': z.string() }),
    },
    handler: async (request, reply) => {
      const { templateUuid, version, '*': relative } = request.params;
      const art = await templateArtFile(app.storage, templateUuid, version, relative);
      if (!art) throw new HttpError(404, Messages.notFound);
      // A template version never changes: its art may be cached for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.type(art.type).send(await app.storage.getStream(art.key));
    },
  });
};

export default templates;
