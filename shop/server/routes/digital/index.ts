import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitalRoutes } from '../../../contract/digital';
import type { Db } from '../../db/client';
import { sessionUser } from '../../plugins/auth';
import { toggleDigitalFile, toggleDigitalSet } from '../../services/digital-portraits/cart';
import {
  digitalPortraits,
  digitalSubjects,
} from '../../services/digital-portraits/digital-portraits';
import { type Download, downloadPicture } from '../../services/pictures/downloads';
import { type Lang, pricingCurrency } from '../../services/catalogue/products';
import { currentShop } from '../../services/content/shop';
import { requestLang } from '../../plugins/request-lang';

async function sendDownload(reply: FastifyReply, download: Download) {
  reply.header('cache-control', 'private, no-store');
  reply.header('content-disposition', `attachment; filename="${download.name}"`);
  reply.type(download.type);
  return reply.send(
    download.key ? await reply.server.storage.getStream(download.key) : download.bytes,
  );
}

/** The web client's My orders page (a registered user's; the client asks a visitor to sign in). */
const MY_ORDERS_PATH = '/my-account/orders';

const pictureParam = z.object({ pictureUuid: z.string().max(64) });

/**
 * A download link opened in a browser (from the confirmation mail) by someone not signed in
 * leads to My orders, which asks them to sign in first; any other caller gets the 404 below.
 */
function signInFirst(request: FastifyRequest, reply: FastifyReply) {
  const user = request.session.user;
  const navigation =
    request.headers['sec-fetch-mode'] === 'navigate' ||
    (request.headers['sec-fetch-mode'] === undefined &&
      (request.headers.accept ?? '').includes('text/html'));
  if ((!user || user.isAnonymous) && navigation) return reply.redirect(MY_ORDERS_PATH, 303);
  return null;
}

/**
 * Digital portraits: sets, a subject's sections, cart toggles and downloads of bought files.
 * A code visitor (anonymous user) sees and toggles the portraits of the sets they hold, as the
 * list of subjects offers them; a session without any user gets a 401.
 */
const digital: FastifyPluginAsyncZod = async (app) => {
  const r = digitalRoutes;
  const currency = async () => pricingCurrency((await currentShop(app.db)).currency);
  /** A call about the signed-in parent's own portraits, answered in their language and currency. */
  const asParent = async <A, T>(
    request: FastifyRequest,
    act: (
      db: Db,
      userUuid: string,
      arg: A,
      lang: Lang,
      currency: ReturnType<typeof pricingCurrency>,
    ) => Promise<T>,
    arg: A,
  ): Promise<T> =>
    act(app.db, sessionUser(request).uuid, arg, requestLang(request), await currency());

  app.route({
    ...r.subjects,
    url: r.subjects.path,
    handler: async (request) => ({
      subjects: request.session.user
        ? await digitalSubjects(app.db, request.session.user.uuid)
        : [],
    }),
  });

  app.route({
    ...r.subject,
    url: r.subject.path,
    handler: (request) => asParent(request, digitalPortraits, request.params.subjectUuid),
  });

  app.route({
    ...r.toggleFile,
    url: r.toggleFile.path,
    handler: (request) => asParent(request, toggleDigitalFile, request.body.file),
  });

  app.route({
    ...r.toggleSet,
    url: r.toggleSet.path,
    handler: (request) => asParent(request, toggleDigitalSet, request.body.pictureSet),
  });

  app.get(
    '/api/webshop/digital-files/:pictureUuid',
    { schema: { params: pictureParam } },
    async (request, reply) =>
      signInFirst(request, reply) ??
      sendDownload(
        reply,
        await downloadPicture(
          app.db,
          app.storage,
          request.session.user?.uuid ?? null,
          request.params.pictureUuid,
        ),
      ),
  );

  app.get(
    '/api/webshop/digital-files/:pictureUuid/background/:background',
    { schema: { params: pictureParam.extend({ background: z.string().max(64) }) } },
    async (request, reply) =>
      signInFirst(request, reply) ??
      sendDownload(
        reply,
        await downloadPicture(
          app.db,
          app.storage,
          request.session.user?.uuid ?? null,
          request.params.pictureUuid,
          request.params.background,
        ),
      ),
  );
};

export default digital;
