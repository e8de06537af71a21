import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRoutes } from '../../../contract/account';
import { Messages } from '../../../contract/errors';
import { startSession } from '../../plugins/session';
import { isResetCodeValid, resetPassword, sendResetLink } from '../../services/password-reset';
import { register, RegisterError } from '../../services/registration';
import { findUserByEmail, toUserDto } from '../../services/users';

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** Legacy account calls (exists, register, reminder) and the password reset. */
const account: FastifyPluginAsyncZod = async (app) => {
  const r = accountRoutes;

  app.route({
    method: r.userExists.method,
    url: r.userExists.path,
    schema: r.userExists.schema,
    handler: async (request, reply) => {
      const email = request.query.email.trim();
      if (!isEmail(email)) return reply.code(400).send({ error: Messages.invalidEmail });
      const user = await findUserByEmail(app.db, email);
      return { exists: user !== null && !user.isAnonymous };
    },
  });

  app.route({
    method: r.register.method,
    url: r.register.path,
    schema: r.register.schema,
    config: { legacyError: (m) => ({ error: m, data: [] }) },
    handler: async (request, reply) => {
      try {
        const user = await register(app.db, request.body, request.session.user);
        await startSession(request, reply, user);
        return { error: null, data: [], user: toUserDto(user, null) };
      } catch (error) {
        if (!(error instanceof RegisterError)) throw error;
        return reply.code(error.status).send({ error: error.message, data: error.fields });
      }
    },
  });

  app.route({
    method: r.passwordReminder.method,
    url: r.passwordReminder.path,
    schema: r.passwordReminder.schema,
    config: { changesState: true },
    handler: async (request, reply) => {
      const email = request.query.email.trim();
      if (!isEmail(email)) return reply.code(400).send({ error: Messages.invalidEmail });
      const user = await findUserByEmail(app.db, email);
      if (user && !user.isAnonymous) {
        try {
          await sendResetLink(app.db, app.mailer, user, app.config.publicUrl);
        } catch (error) {
          request.log.error({ err: error }, 'sending the password reminder failed');
          return reply.code(502).send({ error: Messages.reminderFailed });
        }
      }
      return { message: Messages.reminderSent };
    },
  });

  app.route({
    method: r.checkReset.method,
    url: r.checkReset.path,
    schema: r.checkReset.schema,
    handler: async (request) => ({ valid: await isResetCodeValid(app.db, request.params.code) }),
  });

  app.route({
    method: r.reset.method,
    url: r.reset.path,
    schema: r.reset.schema,
    handler: async (request, reply) => {
      const password = request.body.password.trim();
      if (password.length <= 6) return reply.code(400).send({ error: Messages.tooShort });
      const done = await resetPassword(app.db, request.params.code, password, request.session.id);
      if (!done) return reply.code(404).send({ error: Messages.noAccountForKey });
      return {};
    },
  });
};

export default account;
