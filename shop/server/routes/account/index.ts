import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRoutes } from '../../../contract/account';
import { Messages, minutesUntil, remindersLimitedMessage } from '../../../contract/errors';
import { startSession } from '../../plugins/session';
import { requestLang } from '../../plugins/request-lang';
import {
  isResetCodeValid,
  resetPassword,
  sendResetLink,
} from '../../services/identity/password-reset';
import { register, RegisterError } from '../../services/identity/registration';
import { findUserByEmail, toUserDto } from '../../services/identity/users';

const isEmail = (value: string) => z.email().safeParse(value.trim()).success;

/** Legacy account calls (exists, register, reminder) and the password reset. */
const account: FastifyPluginAsyncZod = async (app) => {
  const r = accountRoutes;

  app.route({
    method: r.userExists.method,
    url: r.userExists.path,
    schema: r.userExists.schema,
    handler: async (request, reply) => {
      // It tells whether an address has an account: limited like the other guessing calls.
      if (!(await app.throttle(request, 'user-exists'))) {
        return reply.code(429).send({ error: Messages.tooManyAttempts });
      }
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
        const user = await register(
          app.db,
          request.body,
          request.session.user,
          requestLang(request),
        );
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
      if (!(await app.throttle(request, 'password-reminder'))) {
        return reply.code(429).send({ error: Messages.tooManyAttempts });
      }
      const email = request.query.email.trim();
      if (!isEmail(email)) return reply.code(400).send({ error: Messages.invalidEmail });
      // A few mails per address, whoever asks; unknown addresses count alike, so the answer
      // tells no more than user_exists_by_email does.
      const verdict = await app.accountLimits.reminder(email);
      if (!verdict.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send({ error: remindersLimitedMessage(minutesUntil(verdict.retryAfterSeconds)) });
      }
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
      const email = await resetPassword(app.db, request.params.code, password, request.session.id);
      if (email === null) return reply.code(404).send({ error: Messages.noAccountForKey });
      // A new password lifts a lock put on the account by someone else's wrong guesses.
      await app.accountLimits.signInSucceeded(email);
      return {};
    },
  });
};

export default account;
