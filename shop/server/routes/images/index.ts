import multipart from '@fastify/multipart';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { pathFor } from '../../../contract/http';
import { imageRoutes, UPLOAD_LIMITS } from '../../../contract/images';
import { pictureSetRoutes } from '../../../contract/picture-sets';
import { backgrounds } from '../../db/schema';
import { closeAfterAnswer } from '../../lib/lingering-close';
import { sendDerivative } from '../pictures/send-derivative';
import { HttpError } from '../../plugins/errors';
import { derivative, servedSize } from '../../services/pictures/images';
import { currentShop } from '../../services/content/shop';
import { heldImages } from '../../services/templates/held-pictures';
import { recentUploads } from '../../services/uploads/uploads';
import { receiveUploads } from './receive-uploads';
import { removeAbandonedUploads } from '../../services/uploads/spool';

const notFound = { error: Messages.notFound };

/** The editor's images: own uploads, a picture's backgrounds, and derivatives of held images. */
const images: FastifyPluginAsyncZod = async (app) => {
  const r = imageRoutes;
  // Scoped to these routes: the rest of the shop takes JSON and forms only.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: UPLOAD_LIMITS.maxFiles, fields: 20 },
  });
  // Uploads half-written when a previous process crashed or was killed.
  await removeAbandonedUploads(app.config.dataDir);

  const jobBackgrounds = (jobUuid: string) =>
    app.db
      .select()
      .from(backgrounds)
      .where(or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, jobUuid)));

  app.route({
    method: r.recentImages.method,
    url: r.recentImages.path,
    schema: r.recentImages.schema,
    handler: async (request) => ({
      images: await recentUploads(app.db, request.session.user?.uuid ?? null),
    }),
  });

  app.route({
    method: r.imageBackgrounds.method,
    url: r.imageBackgrounds.path,
    schema: r.imageBackgrounds.schema,
    handler: async (request, reply) => {
      const { uuid } = request.query;
      const held = (await heldImages(app.db, request.session.user?.uuid ?? null, [uuid])).get(uuid);
      if (!held) return reply.code(404).send(notFound);
      const jobUuid = held.jobUuid;
      if (!held.picture.greenscreen || jobUuid === null) return [];
      return (await jobBackgrounds(jobUuid)).map((b) => ({
        uuid: b.uuid,
        src: pathFor(pictureSetRoutes.backgroundImage.path, { jobUuid, backgroundUuid: b.uuid }),
        default: b.isDefault,
      }));
    },
  });

  app.route({
    method: r.upload.method,
    url: r.upload.path,
    schema: { querystring: r.upload.schema.querystring },
    handler: async (request, reply) => {
      const shop = await currentShop(app.db);
      const result = await receiveUploads(request, shop.options.allowOwnPhotos === true);
      if (result.ok) return { result: 'OK' as const, files: result.files };
      // Refused before the body ended (a 100 MB photo): close rather than read the rest.
      if (!request.raw.complete) closeAfterAnswer(reply);
      if (result.status === 503) reply.header('retry-after', String(result.retryAfterSeconds));
      return reply.code(result.status).send({
        result: 'ERROR',
        error: result.error,
        ...('code' in result && result.code ? { code: result.code } : {}),
      });
    },
  });

  app.route({
    method: r.image.method,
    url: r.image.path,
    // Binary answers: only the request is validated here.
    schema: { querystring: r.image.schema.querystring },
    handler: async (request, reply) => {
      const { uuid, size, rotation, effect, background } = request.query;
      const held = (await heldImages(app.db, request.session.user?.uuid ?? null, [uuid])).get(uuid);
      if (!held) return reply.code(404).send(notFound);
      let backgroundFile: string | null = null;
      if (held.picture.greenscreen && held.jobUuid && background) {
        const [bg] = await app.db
          .select()
          .from(backgrounds)
          .where(
            and(
              eq(backgrounds.uuid, background),
              or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, held.jobUuid)),
            ),
          );
        if (!bg) throw new HttpError(404, Messages.unknownBackground);
        backgroundFile = bg.file;
      }
      const made = await derivative(app.storage, {
        file: held.file,
        size: servedSize(size),
        rotation,
        effect,
        backgroundFile,
      });
      return sendDerivative(request, reply, made, { type: 'image/jpeg', audience: 'holders' });
    },
  });
};

export default images;
