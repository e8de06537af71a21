import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { PackageMessages, packageRoutes } from '../../../contract/packages';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import {
  createPackageInstance,
  packageInfo,
  type PackageContext,
} from '../../services/packages/packages';
import { addPackageLine, readPackageLine, updatePackageLine } from '../../services/packages/cart';
import { inspectionSubjects, setInspectionCancellations } from '../../services/packages/inspection';
import { pricingCurrency } from '../../services/catalogue/products';
import { currentShop } from '../../services/content/shop';
import { requestLang } from '../../plugins/request-lang';

export interface PackageRouteOptions {
  /** The clock prices are read at (tests move it past a deadline). */
  now?: () => Date;
}

/** Package offers, the package builder's instance and cart line, and cancel-inspection. */
const packageRoutesPlugin: FastifyPluginAsyncZod<PackageRouteOptions> = async (app, options) => {
  const r = packageRoutes;
  const now = options.now ?? (() => new Date());

  /** Packages need a user holding a picture set (signed in or by code). */
  const context = async (request: FastifyRequest): Promise<PackageContext> => {
    const user = request.session.user;
    if (!user) throw new HttpError(401, Messages.signInRequired);
    return {
      db: app.db,
      userUuid: user.uuid,
      lang: requestLang(request),
      currency: pricingCurrency((await currentShop(app.db)).currency),
      now: now(),
    };
  };

  app.route({
    method: r.info.method,
    url: r.info.path,
    schema: r.info.schema,
    handler: async (request) => packageInfo(await context(request)),
  });

  app.route({
    method: r.instance.method,
    url: r.instance.path,
    schema: r.instance.schema,
    handler: async (request) =>
      createPackageInstance(await context(request), request.params.uuid, request.body.subjectUuid),
  });

  app.route({
    method: r.addToCart.method,
    url: r.addToCart.path,
    schema: r.addToCart.schema,
    handler: async (request) => ({
      orderLineUuid: await addPackageLine(
        await context(request),
        request.params.uuid,
        request.body,
      ),
    }),
  });

  app.route({
    method: r.line.method,
    url: r.line.path,
    schema: r.line.schema,
    handler: async (request) =>
      readPackageLine(await context(request), request.params.orderLineUuid),
  });

  app.route({
    method: r.updateLine.method,
    url: r.updateLine.path,
    schema: r.updateLine.schema,
    handler: async (request) => {
      const uuid = request.params.orderLineUuid;
      await updatePackageLine(await context(request), uuid, request.body);
      return { orderLineUuid: uuid };
    },
  });

  app.route({
    method: r.inspectionSubjects.method,
    url: r.inspectionSubjects.path,
    schema: r.inspectionSubjects.schema,
    handler: async (request) => ({
      subjects: await inspectionSubjects(app.db, signedInUser(request).uuid),
    }),
  });

  app.route({
    method: r.cancelForInspection.method,
    url: r.cancelForInspection.path,
    schema: r.cancelForInspection.schema,
    handler: async (request, reply) => {
      const userUuid = signedInUser(request).uuid;
      const subjects = await setInspectionCancellations(app.db, userUuid, request.body.subjects);
      if (!subjects)
        return reply.code(404).send({
          error: PackageMessages.subjectNotFound,
          subjects: await inspectionSubjects(app.db, userUuid),
        });
      return { error: null, subjects };
    },
  });
};

export default packageRoutesPlugin;
