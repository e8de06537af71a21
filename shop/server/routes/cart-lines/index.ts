import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartLineRoutes } from '../../../contract/cart-lines';
import { visitorUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { pricingCurrency } from '../../services/catalogue/products';
import { currentShop } from '../../services/content/shop';
import {
  addTemplateLines,
  CartLineMessages,
  readTemplateLine,
  type TemplateLineContext,
  updateTemplateLine,
} from '../../services/templates/lines';
import { requestLang } from '../../plugins/request-lang';

/** Template lines of the session user's cart: add from the editor, open for edit, update. */
const cartLines: FastifyPluginAsyncZod = async (app) => {
  const r = cartLineRoutes;

  const context = async (
    request: FastifyRequest,
    userUuid: string,
  ): Promise<TemplateLineContext> => ({
    db: app.db,
    userUuid,
    lang: requestLang(request),
    currency: pricingCurrency((await currentShop(app.db)).currency),
  });

  /** The session's user; without one there is no cart line to see. */
  const owner = (request: FastifyRequest): string => {
    const user = request.session.user;
    if (!user) throw new HttpError(404, CartLineMessages.lineNotFound);
    return user.uuid;
  };

  app.route({
    method: r.add.method,
    url: r.add.path,
    schema: r.add.schema,
    handler: async (request, reply) => {
      const user = await visitorUser(request, reply);
      const uuids = await addTemplateLines(await context(request, user.uuid), request.body);
      return { orderLineUuids: uuids };
    },
  });

  app.route({
    method: r.one.method,
    url: r.one.path,
    schema: r.one.schema,
    handler: async (request) => ({
      line: await readTemplateLine(
        await context(request, owner(request)),
        request.params.orderLineUuid,
      ),
    }),
  });

  app.route({
    method: r.update.method,
    url: r.update.path,
    schema: r.update.schema,
    handler: async (request) => {
      const uuid = request.params.orderLineUuid;
      await updateTemplateLine(await context(request, owner(request)), uuid, request.body);
      return { orderLineUuid: uuid };
    },
  });
};

export default cartLines;
