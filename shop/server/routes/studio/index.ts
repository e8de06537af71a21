import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Messages } from '../../../contract/errors';
import { studioAddresses } from '../../../contract/addresses/studio';
import { studioRoutes, StudioLettersQuery } from '../../../contract/studio';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { requestLang } from '../../plugins/request-lang';
import { createSimulationToken, operatorSecret } from '../../services/identity/operator';
import { findUserByEmail } from '../../services/identity/users';
import { reissueCode, studioJob, studioJobs } from '../../services/studio/dashboard';
import { createImportRuns } from '../../services/studio/import-runs';
import { codeLettersPdf, codesCsv, jobLetters } from '../../services/studio/letters';
import { isStudioLanguage } from '../../services/studio/messages';
import { NotFound } from '../../lib/domain-errors';
import { z } from 'zod';
import { priceRoutes } from './prices';

/** The largest zip one import takes (a photo day of a big school in full resolution). */
export const MAX_ZIP_BYTES = 2 * 1024 * 1024 * 1024;

/**
 * The staff member making the call: signed in with the staff role, else 401 (not signed in) or
 * 403. A staff member simulating a customer acts as that customer, so is refused here too.
 */
function staffEmail(request: FastifyRequest): string {
  const user = signedInUser(request);
  if (user.role !== 'staff' || !user.email)
    throw new HttpError(403, Messages.staffOnly, 'staff-only');
  return user.email;
}

const zipTooLarge = () =>
  new HttpError(
    413,
    Messages.zipTooLarge.replace('%s', String(MAX_ZIP_BYTES / 1024 / 1024)),
    'zip-refused',
  );

/** Writes the request's body to `file`, refusing it at the first byte past MAX_ZIP_BYTES. */
async function spoolZip(body: Readable, file: string): Promise<void> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_ZIP_BYTES) done(zipTooLarge());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, count, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * The studio dashboard's calls: photo days with their sales, a day's subjects and codes, a
 * code re-issued, the letters and codes downloaded, a zip imported with its progress, and a
 * link to act as a customer, the price sheet downloaded and imported. Staff only, checked before anything is read.
 */
const studio: FastifyPluginAsyncZod = async (app) => {
  const r = studioRoutes;
  const workDir = path.join(app.config.dataDir, 'tmp', 'studio-imports');
  const runs = createImportRuns(app.db, app.storage, workDir);
  app.addHook('onClose', async () => runs.idle());
  // Before anything is read or validated: a parent learns nothing of these calls but 401/403.
  app.addHook('onRequest', async (request) => {
    staffEmail(request);
  });
  // The photo day comes as the request's body, left unread here: the route streams it from
  // request.raw to disk. (As `body` the stream would be walked by the NUL check of every field.)
  app.addContentTypeParser('application/zip', (_request, _payload, done) => done(null));

  app.route({
    ...r.jobs,
    url: r.jobs.path,
    handler: async () => ({ jobs: await studioJobs(app.db) }),
  });

  app.route({
    ...r.job,
    url: r.job.path,
    handler: async (request) => studioJob(app.db, request.params.jobUuid),
  });

  app.route({
    ...r.reissueCode,
    url: r.reissueCode.path,
    handler: async (request) => ({
      subject: await reissueCode(app.db, request.params.jobUuid, request.params.subjectUuid),
    }),
  });

  const download = async (jobUuid: string, lang: string) => {
    const letters = await jobLetters(app.db, jobUuid);
    if (!letters || !isStudioLanguage(lang)) throw new NotFound();
    return { letters, options: { lang, shopUrl: app.config.publicUrl } };
  };
  const downloadSchema = {
    params: z.object({ jobUuid: z.string().min(1).max(64) }),
    querystring: StudioLettersQuery,
  };

  app.get(studioAddresses.lettersPdf.path, { schema: downloadSchema }, async (request, reply) => {
    const { letters, options } = await download(request.params.jobUuid, request.query.lang);
    const pdf = await codeLettersPdf(letters, options);
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', 'attachment; filename="code-letters.pdf"');
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });

  app.get(studioAddresses.codesCsv.path, { schema: downloadSchema }, async (request, reply) => {
    const { letters, options } = await download(request.params.jobUuid, request.query.lang);
    reply.header('cache-control', 'private, no-store');
    reply.header('content-disposition', 'attachment; filename="codes.csv"');
    return reply.type('text/csv; charset=utf-8').send(codesCsv(letters, options));
  });

  app.route({
    ...r.startImport,
    url: r.startImport.path,
    // Without a cap here Fastify would read no further than its 1 MB JSON limit anyway; the
    // zip's own cap is counted as it is written to disk.
    bodyLimit: MAX_ZIP_BYTES,
    handler: async (request) => {
      if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/zip')
        throw new HttpError(415, Messages.sendZip, 'zip-refused');
      if (Number(request.headers['content-length'] ?? 0) > MAX_ZIP_BYTES) throw zipTooLarge();
      await mkdir(workDir, { recursive: true });
      const file = path.join(workDir, `${randomUUID()}.zip`);
      await spoolZip(request.raw, file);
      const lang = requestLang(request);
      try {
        return runs.start(file, isStudioLanguage(lang) ? lang : 'en');
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
  });

  app.route({
    ...r.importProgress,
    url: r.importProgress.path,
    handler: async (request) => runs.progress(request.params.importUuid),
  });

  priceRoutes(app);

  app.route({
    ...r.actAsCustomer,
    url: r.actAsCustomer.path,
    handler: async (request) => {
      const staff = staffEmail(request);
      const customer = await findUserByEmail(app.db, request.body.email);
      // Only a customer's account: never another staff member's, never an anonymous visitor.
      if (!customer?.email || customer.role === 'staff') throw new NotFound();
      const token = createSimulationToken(
        operatorSecret(app.config.dataDir),
        staff,
        customer.email,
      );
      return { url: `/api/webshop/operator/simulate/${token}` };
    },
  });
};

export default studio;
