import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeRoutes } from '../../../contract/codes';
import { Messages } from '../../../contract/errors';
import { visitorUser } from '../../plugins/auth';
import {
  findSetByCode,
  grantSet,
  notAvailableMessage,
  pictureSetPath,
} from '../../services/codes/codes';
import { holdsSet } from '../../services/pictures/holds';

const tooMany = Messages.tooManyAttempts;

/** Access codes: verify (gives a visitor an anonymous user) and add to a signed-in account. */
const codes: FastifyPluginAsyncZod = async (app) => {
  const verify = codeRoutes.verify;
  app.route({
    method: verify.method,
    url: verify.path,
    schema: verify.schema,
    // It gives the session an anonymous user and grants the set: not from another site.
    config: {
      changesState: true,
      legacyError: (m) => ({ error: m, valid: false, errorMessage: m, data: {} }),
    },
    handler: async (request, reply) => {
      if (!(await app.throttle(request, 'verify-code'))) {
        return reply
          .code(429)
          .send({ error: tooMany, valid: false, errorMessage: tooMany, data: {} });
      }
      const match = await findSetByCode(app.db, request.query.code);
      if (!match)
        return { error: null, valid: false, errorMessage: Messages.codeNotValid, data: {} };
      const data = { subject: match.subject, picturesAvailable: match.available };
      const current = request.session.user;
      if (current && !current.isAnonymous) {
        // A registered user adds sets with add_picture_set_by_code; here only say where it is.
        const held = await holdsSet(app.db, current.uuid, match.pictureSetUuid);
        const redirect = held ? { redirect: pictureSetPath(match.subject.uuid) } : {};
        return { error: null, valid: true, errorMessage: '', data: { ...data, ...redirect } };
      }
      await visitorUser(request, reply, match.pictureSetUuid);
      return { error: null, valid: true, errorMessage: '', data };
    },
  });

  const add = codeRoutes.add;
  app.route({
    method: add.method,
    url: add.path,
    schema: add.schema,
    config: {
      changesState: true,
      legacyError: (m) => ({ error: m, valid: false, errorMessage: m }),
    },
    handler: async (request, reply) => {
      const user = request.session.user;
      if (!user || user.isAnonymous) {
        return reply.code(401).send({ error: Messages.signInRequired, valid: false });
      }
      if (!(await app.throttle(request, 'add-code'))) {
        return reply.code(429).send({ error: tooMany, valid: false, errorMessage: tooMany });
      }
      if (request.session.simulatedBy && request.query.confirm !== '1') {
        return reply.code(409).send({ error: Messages.confirmRequired, valid: false });
      }
      const match = await findSetByCode(app.db, request.query.code);
      if (!match) {
        return { error: Messages.codeNotValid, valid: false, errorMessage: Messages.codeNotValid };
      }
      const subject = match.subject;
      const added = await grantSet(app.db, user.uuid, match.pictureSetUuid);
      if (!added)
        return { error: null, valid: true, subject, redirect: pictureSetPath(subject.uuid) };
      if (!match.available) {
        const message = notAvailableMessage(match.job);
        return { error: null, valid: true, subject, warning: { message, payload: { subject } } };
      }
      return { error: null, valid: true, subject };
    },
  });
};

export default codes;
