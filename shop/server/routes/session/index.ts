import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountLockedMessage, Messages, minutesUntil } from '../../../contract/errors';
import { sessionRoutes } from '../../../contract/session';
import { HttpError } from '../../plugins/errors';
import { endSession, ensureSession, startSession } from '../../plugins/session';
import { subjectsOfSets } from '../../services/codes/codes';
import { operatorSecret, redeemSimulationToken } from '../../services/identity/operator';
import { setSessionLang } from '../../services/identity/sessions';
import {
  findUserByEmail,
  mergeAnonymousUser,
  setUserLang,
  toUserDto,
} from '../../services/identity/users';
import { verifyPassword } from '../../lib/crypto';

/** A sign-in password shorter than this is refused before any lookup. */
const MIN_LOGIN_PASSWORD = 3;

/** Sign-in, current user, sign-out, language and staff simulation links. */
const session: FastifyPluginAsyncZod = async (app) => {
  const r = sessionRoutes;

  app.route({
    method: r.login.method,
    url: r.login.path,
    schema: r.login.schema,
    handler: async (request, reply) => {
      if (!(await app.throttle(request, 'login'))) {
        return reply.code(429).send({ error: Messages.tooManyAttempts });
      }
      if (request.body.password.length < MIN_LOGIN_PASSWORD) {
        return reply.code(400).send({ error: Messages.tooShort });
      }
      const { email } = request.body;
      // Counted per account too, so tries from many addresses still stop (see throttle.ts for
      // the policy). Once locked even the right password waits: answering it would tell the
      // attacker which guess was right. A parent locked out by someone else can reset the
      // password by mail, which lifts the lock, or wait the minutes the answer names.
      const verdict = await app.accountLimits.signInAttempt(email);
      if (!verdict.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(verdict.retryAfterSeconds))
          .send({ error: accountLockedMessage(minutesUntil(verdict.retryAfterSeconds)) });
      }
      const account = await findUserByEmail(app.db, email);
      const ok = await verifyPassword(request.body.password, account?.passwordHash ?? null);
      if (!account || !ok || account.isAnonymous)
        return reply.code(401).send({ error: Messages.wrongLogin });
      // Only wrong passwords count against the account.
      await app.accountLimits.signInSucceeded(email);
      const previous = request.session.user;
      const addedSets = previous?.isAnonymous
        ? await mergeAnonymousUser(app.db, previous, account)
        : [];
      await startSession(request, reply, account);
      return {
        user: toUserDto(account, null),
        addedSubjects: await subjectsOfSets(app.db, addedSets),
      };
    },
  });

  app.route({
    method: r.current.method,
    url: r.current.path,
    schema: r.current.schema,
    handler: async (request) => {
      const { user, simulatedBy } = request.session;
      return { user: user ? toUserDto(user, simulatedBy) : null };
    },
  });

  app.route({
    method: r.logout.method,
    url: r.logout.path,
    schema: r.logout.schema,
    handler: async (request, reply) => {
      await endSession(request, reply);
      return {};
    },
  });

  app.route({
    method: r.language.method,
    url: r.language.path,
    schema: r.language.schema,
    handler: async (request, reply) => {
      const { lang } = request.body;
      const id = await ensureSession(request, reply);
      await setSessionLang(app.db, id, lang);
      const user = request.session.user;
      // A staff member simulating a customer does not change the customer's own setting.
      if (user && !request.session.simulatedBy) await setUserLang(app.db, user.uuid, lang);
      return { lang };
    },
  });

  app.route({
    method: r.getLanguage.method,
    url: r.getLanguage.path,
    schema: r.getLanguage.schema,
    handler: async (request) => ({
      lang: request.session.lang ?? request.session.user?.lang ?? 'en',
    }),
  });

  app.route({
    method: r.simulate.method,
    url: r.simulate.path,
    schema: r.simulate.schema,
    handler: async (request, reply) => {
      const grant = await redeemSimulationToken(
        app.db,
        operatorSecret(app.config.dataDir),
        request.params.token,
      );
      const staff = grant ? await findUserByEmail(app.db, grant.staff) : null;
      const customer = grant ? await findUserByEmail(app.db, grant.customer) : null;
      if (!staff || staff.role !== 'staff' || !customer || customer.isAnonymous) {
        throw new HttpError(404, Messages.simulationLinkInvalid);
      }
      await startSession(request, reply, customer, staff);
      return reply.redirect('/', 302);
    },
  });
};

export default session;
