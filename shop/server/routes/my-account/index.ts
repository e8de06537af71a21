import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { myAccountRoutes } from '../../../contract/my-account';
import { signedInUser } from '../../plugins/auth';
import {
  changePassword,
  FieldError,
  listReminders,
  packageForInspectionSubjects,
  passwordProblem,
  setAcceptMail,
  setReminders,
  updateContactInfo,
} from '../../services/identity/account-settings';
import { currentShop } from '../../services/content/shop';
import { toUserDto } from '../../services/identity/users';

/** My account: contact details, password, communication settings and the account data. */
const myAccount: FastifyPluginAsyncZod = async (app) => {
  const r = myAccountRoutes;
  // Before validation: a visitor learns to sign in, not what the form lacks.
  app.addHook('onRequest', app.requireSignedIn);

  app.route({
    method: r.accountData.method,
    url: r.accountData.path,
    schema: r.accountData.schema,
    handler: async (request) => ({
      packageForInspectionSubjects: await packageForInspectionSubjects(
        app.db,
        signedInUser(request).uuid,
      ),
    }),
  });

  app.route({
    method: r.updateUserInfo.method,
    url: r.updateUserInfo.path,
    schema: r.updateUserInfo.schema,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const shop = await currentShop(app.db);
      try {
        const updated = await updateContactInfo(app.db, user, request.body, shop.country);
        return { status: 'OK' as const, user: toUserDto(updated, request.session.simulatedBy) };
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        return reply.code(400).send({ error: error.message, data: error.fields });
      }
    },
  });

  app.route({
    method: r.updatePassword.method,
    url: r.updatePassword.path,
    schema: r.updatePassword.schema,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { password, reTypePassword } = request.body;
      const problem = passwordProblem(password, reTypePassword);
      if (problem) return reply.code(400).send({ error: problem });
      // A signed-in request always has a session row.
      await changePassword(app.db, user.uuid, password, request.session.id ?? '');
      return { status: 'OK' as const };
    },
  });

  app.route({
    method: r.patchUser.method,
    url: r.patchUser.path,
    schema: r.patchUser.schema,
    handler: async (request) => {
      const user = await setAcceptMail(app.db, signedInUser(request).uuid, request.body.acceptMail);
      return { user: toUserDto(user, request.session.simulatedBy) };
    },
  });

  app.route({
    method: r.reminders.method,
    url: r.reminders.path,
    schema: r.reminders.schema,
    handler: async (request) => ({
      subjects: await listReminders(app.db, signedInUser(request).uuid),
    }),
  });

  app.route({
    method: r.setReminders.method,
    url: r.setReminders.path,
    schema: r.setReminders.schema,
    handler: async (request, reply) => {
      const userUuid = signedInUser(request).uuid;
      if (!(await setReminders(app.db, userUuid, request.body.subjects))) {
        return reply.code(404).send({ error: Messages.notFound });
      }
      return { subjects: await listReminders(app.db, userUuid) };
    },
  });
};

export default myAccount;
