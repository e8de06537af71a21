import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { shareRoutes } from '../../../contract/share';
import { currentShop } from '../../services/content/shop';
import { sharePictureSets, ShareError } from '../../services/mail/share';

/** The share dialog's call: mail picture set codes to friends and family. */
const share: FastifyPluginAsyncZod = async (app) => {
  const r = shareRoutes;
  app.route({
    method: r.share.method,
    url: r.share.path,
    schema: r.share.schema,
    // A refusal before the handler (a NUL in the query) answers in the call's own shape. It mails
    // the sets' access codes: never from a link or an image on another site.
    config: {
      legacyError: (message) => ({ error: message, recipients: [] }),
      changesState: true,
    },
    handler: async (request, reply) => {
      const user = request.session.user;
      if (!user || user.isAnonymous) {
        return reply.code(401).send({ error: Messages.signInRequired, recipients: [] });
      }
      const shop = await currentShop(app.db);
      try {
        const recipients = await sharePictureSets(app.db, app.mailer, user, {
          emails: request.query['email[]'],
          subjectUuids: request.query['subjects[]'],
          shopUrl: app.config.publicUrl,
          shopName: shop.name,
        });
        return { error: null, recipients };
      } catch (error) {
        if (!(error instanceof ShareError)) throw error;
        if (error.status === 502) request.log.error({ err: error }, 'share mail failed');
        return reply.code(error.status).send({ error: error.message, recipients: [] });
      }
    },
  });
};

export default share;
