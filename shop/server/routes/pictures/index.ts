import { createReadStream } from 'node:fs';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { pictureSetRoutes } from '../../../contract/picture-sets';
import { backgrounds, pictureSets, userPictureSets } from '../../db/schema';
import { derivative } from '../../services/images';
import { listPictureSets, pictureForUser } from '../../services/picture-sets';

const notFound = { error: Messages.notFound };

/** Picture sets of the session's user, picture derivatives and green-screen backgrounds. */
const pictures: FastifyPluginAsyncZod = async (app) => {
  const r = pictureSetRoutes;

  app.route({
    method: r.list.method,
    url: r.list.path,
    schema: r.list.schema,
    handler: async (request) => {
      const user = request.session.user;
      return { pictureSets: user ? await listPictureSets(app.db, user.uuid) : [] };
    },
  });

  app.route({
    method: r.one.method,
    url: r.one.path,
    schema: r.one.schema,
    handler: async (request, reply) => {
      const user = request.session.user;
      const [set] = user
        ? await listPictureSets(app.db, user.uuid, request.params.subjectUuid)
        : [];
      return set ? { pictureSet: set } : reply.code(404).send(notFound);
    },
  });

  app.route({
    method: r.picture.method,
    url: r.picture.path,
    // Binary answers: only the request is validated here.
    schema: { params: r.picture.schema.params, querystring: r.picture.schema.querystring },
    handler: async (request, reply) => {
      const row = await pictureForUser(
        app.db,
        request.session.user?.uuid ?? null,
        request.params.pictureUuid,
      );
      if (!row) return reply.code(404).send(notFound);
      const { size, rotation, effect, background } = request.query;
      let backgroundFile: string | null = null;
      if (row.picture.greenscreen && background) {
        const [bg] = await app.db
          .select()
          .from(backgrounds)
          .where(
            and(
              eq(backgrounds.uuid, background),
              or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, row.jobUuid)),
            ),
          );
        if (!bg) return reply.code(404).send({ error: 'Unknown background' });
        backgroundFile = bg.file;
      }
      const made = await derivative(app.config.dataDir, {
        file: row.picture.file,
        size,
        rotation,
        effect,
        backgroundFile,
      });
      // Private: only holders of the set may see it, so shared caches must not keep it.
      reply.header('cache-control', 'private, max-age=31536000, immutable');
      reply.header('etag', made.etag);
      reply.header('vary', 'Cookie');
      if (request.headers['if-none-match'] === made.etag) return reply.code(304).send();
      return reply.type('image/jpeg').send(createReadStream(made.path));
    },
  });

  app.route({
    method: r.backgrounds.method,
    url: r.backgrounds.path,
    schema: r.backgrounds.schema,
    handler: async (request, reply) => {
      const user = request.session.user;
      const { jobUuid } = request.params;
      const held = user
        ? await app.db
            .select({ set: pictureSets.uuid })
            .from(userPictureSets)
            .innerJoin(pictureSets, eq(pictureSets.uuid, userPictureSets.pictureSetUuid))
            .where(and(eq(userPictureSets.userUuid, user.uuid), eq(pictureSets.jobUuid, jobUuid)))
        : [];
      if (held.length === 0) return reply.code(404).send(notFound);
      const rows = await app.db
        .select()
        .from(backgrounds)
        .where(or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, jobUuid)));
      return rows.map((b) => ({
        uuid: b.uuid,
        name: b.name,
        src: `/api/webshop/green-screen-backgrounds/${jobUuid}/${b.uuid}`,
        default: b.isDefault,
      }));
    },
  });
};

export default pictures;
