import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from '../../../contract/catalogue';
import { signedInUser } from '../../plugins/auth';
import { buyCatalogues } from '../../services/checkout/offers';
import { priceUserCart } from '../../services/checkout/pricing';
import { userCatalogues } from '../../services/catalogue/catalogues';
import { cardCategories, categories, photogiftInfo } from '../../services/catalogue/categories';
import { pricingCurrency } from '../../services/catalogue/products';
import { currentShop } from '../../services/content/shop';
import { type ListQuery, templateList } from '../../services/templates/lists';
import { requestLang } from '../../plugins/request-lang';
import { checkoutContext } from '../checkout/context';

/** Category overview, template lists, photo-gift category info and the catalogue offer. */
const catalogue: FastifyPluginAsyncZod = async (app) => {
  const r = catalogueRoutes;

  app.route({
    ...r.cardCategories,
    url: r.cardCategories.path,
    handler: async () => cardCategories(app.db),
  });

  app.route({
    ...r.categories,
    url: r.categories.path,
    handler: async (request) => ({
      categories: await categories(
        app.db,
        request.session.user?.uuid ?? null,
        request.query.lang ?? requestLang(request),
      ),
    }),
  });

  app.route({
    ...r.photogiftInfo,
    url: r.photogiftInfo.path,
    handler: async (request) => photogiftInfo(app.db, request.params.category),
  });

  const list = async (
    userUuid: string | null,
    lang: ReturnType<typeof requestLang>,
    query: ListQuery,
  ) =>
    templateList(
      app.db,
      userUuid,
      lang,
      pricingCurrency((await currentShop(app.db)).currency),
      query,
    );

  app.route({
    ...r.list,
    url: r.list.path,
    handler: async (request) =>
      list(request.session.user?.uuid ?? null, requestLang(request), { type: request.params.type }),
  });

  app.route({
    ...r.listByCategory,
    url: r.listByCategory.path,
    handler: async (request) =>
      list(request.session.user?.uuid ?? null, requestLang(request), request.params),
  });

  app.route({
    ...r.listBySubject,
    url: r.listBySubject.path,
    handler: async (request) =>
      list(request.session.user?.uuid ?? null, requestLang(request), request.params),
  });

  app.route({
    ...r.catalogues,
    url: r.catalogues.path,
    handler: async (request) => {
      const ctx = await checkoutContext(request);
      const priced = await priceUserCart(ctx);
      const { view } = await userCatalogues(
        ctx.db,
        ctx.userUuid,
        priced.loaded,
        ctx.currency,
        ctx.lang,
      );
      return { catalogues: view };
    },
  });

  app.route({
    ...r.buyCatalogues,
    url: r.buyCatalogues.path,
    handler: async (request) => {
      signedInUser(request);
      const ctx = await checkoutContext(request);
      await buyCatalogues(ctx, await priceUserCart(ctx), request.body.catalogues);
      return { ok: true as const };
    },
  });
};

export default catalogue;
