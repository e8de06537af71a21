import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsRoutes, CmsMessages } from '../../../contract/cms';
import { findPage } from '../../services/content/cms';

/** Content-managed legacy pages (/pages/:id in the shop). */
const cms: FastifyPluginAsyncZod = async (app) => {
  const r = cmsRoutes;
  app.route({
    method: r.page.method,
    url: r.page.path,
    schema: r.page.schema,
    handler: async (request, reply) => {
      const lang = request.session.lang ?? request.session.user?.lang ?? 'en';
      const page = await findPage(app.db, request.params.id, lang);
      return page ? { page } : reply.code(404).send({ error: CmsMessages.pageNotFound });
    },
  });
};

export default cms;
