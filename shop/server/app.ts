import { Messages } from '../contract/errors';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import { responseSerializerCompiler } from './lib/response-serializer';
import { shopLogging } from './logging';
import crossSitePlugin from './plugins/cross-site';
import errorsPlugin, { HttpError } from './plugins/errors';
import fulfilmentPlugin from './plugins/fulfilment';
import mailPlugin from './plugins/mail';
import securityHeadersPlugin, {
  frameworkErrorAnswer,
  inlineScriptHashes,
  securityHeaders,
} from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import spaPlugin from './plugins/spa';
import storableTextPlugin from './plugins/storable-text';
import throttlePlugin, {
  DEFAULT_ACCOUNT_LIMITS,
  type AccountLimitOptions,
  type ThrottleOptions,
} from './plugins/throttle';
import webClientPlugin from './plugins/web-client';
import healthPlugin from './plugins/health';
import { openLimitStore, rateLimitStore } from './plugins/limit-store';
import accountRoutes from './routes/account';
import addressRoutes from './routes/address';
import cartRoutes from './routes/cart';
import cartActionRoutes from './routes/cart-actions';
import checkoutRoutes from './routes/checkout';
import cartLineRoutes from './routes/cart-lines';
import catalogueRoutes from './routes/catalogue';
import digitalRoutes from './routes/digital';
import promotedRoutes from './routes/promoted';
import codeRoutes from './routes/codes';
import devRoutes from './routes/dev';
import imageRoutes from './routes/images';
import cmsRoutes from './routes/cms';
import debugRoutes from './routes/debug';
import legacyPageRoutes from './routes/legacy-pages';
import myAccountRoutes from './routes/my-account';
import orderRoutes from './routes/orders';
import packageRoutes from './routes/packages';
import paymentRoutes from './routes/payment';
import pictureRoutes from './routes/pictures';
import sessionRoutes from './routes/session';
import shareRoutes from './routes/share';
import { openStorage, type Storage } from './storage';
import storagePlugin from './plugins/storage';
import shopRoutes from './routes/shop';
import staffOrderRoutes from './routes/staff-orders';
import studioRoutes from './routes/studio';
import templateRoutes from './routes/templates';

export interface AppDeps {
  database: Database;
  /** Close the database when the app closes (default true). */
  closeDatabase?: boolean;
  /** Storage shared with the caller (kept open when the app closes); default: config.storage. */
  storage?: Storage;
  /** Tries per IP and per session for codes and sign-in (default 10 a minute). */
  limits?: ThrottleOptions;
  /** Wrong passwords per account and reset mails per address (default 10 a quarter hour, 3 an hour). */
  accountLimits?: Partial<AccountLimitOptions>;
  /** Built web client to serve (default dist/web when it holds index.html). */
  webDir?: string | null;
  logger?: boolean;
  /** Told of every route as it is added (the security suites probe each one). */
  onRoute?: (route: { method: string; url: string }) => void;
}

const defaultWebDir = path.resolve(import.meta.dirname, '../../dist/web');

export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const logging = deps.logger ? shopLogging() : null;
  const webDir = deps.webDir === undefined ? defaultWebDir : deps.webDir;
  const hasWebClient = webDir !== null && existsSync(path.join(webDir, 'index.html'));
  const webIndex =
    hasWebClient && webDir ? readFileSync(path.join(webDir, 'index.html'), 'utf8') : '';
  const setHeaders = securityHeaders({
    https: config.publicUrl.startsWith('https:'),
    scriptHashes: inlineScriptHashes(webIndex),
  });
  const app = Fastify({
    logger: logging?.logger ?? false,
    // logging/request-log writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a load balancer set TRUST_PROXY so limits count the client's address.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Signed simulation links carry their grant in the path.
    routerOptions: { maxParamLength: 600 },
    frameworkErrors: frameworkErrorAnswer(setHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  const { onRoute } = deps;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) onRoute({ method, url: route.url });
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  // In development and tests every response is also checked against its zod contract.
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkAgainstContract: config.checkResponses }),
  );
  // Legacy forms post application/x-www-form-urlencoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      // Only the legacy .php calls take forms: a cross-site form cannot post to the JSON API.
      if (!(request.url.split('?')[0] ?? '').endsWith('.php')) {
        done(new HttpError(415, Messages.sendJson), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  if (logging) await logging.register(app);
  await app.register(securityHeadersPlugin, { setHeaders });
  await app.register(cookie);
  // Rate limits count where every shop process sees them (PostgreSQL), or in memory on PGlite.
  const limitStore = await openLimitStore(deps.database);
  await app.register(rateLimit, { global: false, store: rateLimitStore(limitStore) });
  if (hasWebClient && webDir) {
    await app.register(webClientPlugin, { webDir, serveSourceMaps: !config.production });
  }

  await app.register(dbPlugin, {
    database: deps.database,
    config,
    closeDatabase: deps.closeDatabase ?? true,
  });
  await app.register(storagePlugin, {
    storage: deps.storage ?? openStorage(config.storage),
    closeStorage: !deps.storage,
  });
  await app.register(errorsPlugin);
  await app.register(healthPlugin, { metrics: config.metrics, metricsToken: config.metricsToken });
  // Ready means the files answer too: a bucket that is down takes the process out of rotation.
  app.addReadinessCheck('storage', () => app.storage.ping());
  await app.register(crossSitePlugin);
  await app.register(storableTextPlugin);
  await app.register(sessionPlugin);
  await app.register(authPlugin);
  await app.register(throttlePlugin, {
    limits: deps.limits ?? { max: 10, windowMs: 60_000 },
    accountLimits: { ...DEFAULT_ACCOUNT_LIMITS, ...deps.accountLimits },
    limitStore,
  });
  await app.register(mailPlugin);
  await app.register(fulfilmentPlugin);
  await app.register(spaPlugin, { hasWebClient });

  await app.register(sessionRoutes);
  await app.register(codeRoutes);
  await app.register(accountRoutes);
  await app.register(pictureRoutes);
  await app.register(shopRoutes);
  await app.register(cartRoutes);
  await app.register(cartActionRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
  await app.register(addressRoutes);
  await app.register(orderRoutes);
  await app.register(staffOrderRoutes);
  await app.register(studioRoutes);
  await app.register(templateRoutes);
  await app.register(cartLineRoutes);
  await app.register(catalogueRoutes);
  await app.register(digitalRoutes);
  await app.register(promotedRoutes);
  await app.register(imageRoutes);
  await app.register(legacyPageRoutes);
  await app.register(myAccountRoutes);
  await app.register(packageRoutes);
  await app.register(shareRoutes);
  await app.register(cmsRoutes);
  await app.register(debugRoutes);
  if (!config.production) await app.register(devRoutes);

  await app.ready();
  return app;
}
