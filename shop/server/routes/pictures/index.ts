import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathFor } from '../../../contract/http';
import { Messages } from '../../../contract/errors';
import { pictureSetRoutes } from '../../../contract/picture-sets';
import { backgrounds } from '../../db/schema';
import { sendDerivative } from './send-derivative';
import { derivative, servedSize } from '../../services/pictures/images';
import { listPictureSets } from '../../services/codes/picture-sets';
import { holdsJob } from '../../services/pictures/holds';
import { heldPicture } from '../../services/pictures/held';

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
      const row = await heldPicture(
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
        if (!bg) return reply.code(404).send({ error: Messages.unknownBackground });
        backgroundFile = bg.file;
      }
      const made = await derivative(app.storage, {
        file: row.picture.file,
        size: servedSize(size),
        rotation,
        effect,
        backgroundFile,
      });
      return sendDerivative(request, reply, made, { type: 'image/jpeg', audience: 'holders' });
    },
  });

  const jobBackgrounds = (jobUuid: string) =>
    app.db
      .select()
      .from(backgrounds)
      .where(or(isNull(backgrounds.jobUuid), eq(backgrounds.jobUuid, jobUuid)));

  app.route({
    method: r.backgrounds.method,
    url: r.backgrounds.path,
    schema: r.backgrounds.schema,
    handler: async (request, reply) => {
      const { jobUuid } = request.params;
      if (!(await holdsJob(app.db, request.session.user?.uuid ?? null, jobUuid))) {
        return reply.code(404).send(notFound);
      }
      return (await jobBackgrounds(jobUuid)).map((b) => ({
        uuid: b.uuid,
        name: b.name,
        src: pathFor(r.backgroundImage.path, { jobUuid, backgroundUuid: b.uuid }),
        default: b.isDefault,
      }));
    },
  });

  app.route({
    method: r.backgroundImage.method,
    url: r.backgroundImage.path,
    schema: { params: r.backgroundImage.schema.params },
    handler: async (request, reply) => {
      const { jobUuid, backgroundUuid } = request.params;
      const background = (await holdsJob(app.db, request.session.user?.uuid ?? null, jobUuid))
        ? (await jobBackgrounds(jobUuid)).find((b) => b.uuid === backgroundUuid)
        : undefined;
      if (!background) return reply.code(404).send(notFound);
      const made = await derivative(app.storage, {
        file: background.file,
        size: '640',
        rotation: '0',
        effect: 'original',
        backgroundFile: null,
      });
      return sendDerivative(request, reply, made, { type: 'image/jpeg', audience: 'holders' });
    },
  });
};

export default pictures;
