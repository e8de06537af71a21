import { z } from 'zod/mini';
import { studioAddresses } from './addresses/studio';
import { ApiError } from './errors';
import { defineRoute } from './http';

/** The languages the code letters, the codes CSV and the import's issues are written in. */
export const STUDIO_LETTER_LANGUAGES = ['en', 'nb', 'sv'] as const;

/** A photo day with its counts and what parents bought from it. */
export const StudioJob = z.object({
  uuid: z.string(),
  /** The studio's key from job.json (null for a job the importer did not make). */
  key: z.nullable(z.string()),
  name: z.string(),
  school: z.string(),
  photoDate: z.nullable(z.string()),
  orderDeadline: z.nullable(z.string()),
  subjects: z.int(),
  codes: z.int(),
  /** Confirmed orders, neither cancelled nor refunded, of parents holding a set of the job. */
  orders: z.int(),
  /** The sum of those orders' totals, in minor units of `currency`. */
  revenue: z.int(),
  currency: z.string(),
  /** Subjects whose set a parent with such an order holds. */
  orderedSubjects: z.int(),
});
export type StudioJob = z.infer<typeof StudioJob>;

export const StudioSubject = z.object({
  uuid: z.string(),
  name: z.string(),
  className: z.nullable(z.string()),
  externalId: z.nullable(z.string()),
  pictures: z.int(),
  /** The code a parent types, formatted in groups (null: the subject has none). */
  code: z.nullable(z.string()),
  ordered: z.boolean(),
});
export type StudioSubject = z.infer<typeof StudioSubject>;

/** Counts and issues of one import, as `services/studio/import.ts` reports them. */
export const StudioImportReport = z.object({
  ok: z.boolean(),
  format: z.nullable(z.enum(['pspa', 'csv'])),
  job: z.nullable(z.object({ uuid: z.string(), key: z.string() })),
  subjects: z.object({ added: z.int(), updated: z.int() }),
  pictures: z.object({ added: z.int(), replaced: z.int(), unchanged: z.int() }),
  codes: z.object({ added: z.int() }),
  /** Each problem found: the roster row (null for the whole package) and a sentence. */
  issues: z.array(z.object({ row: z.nullable(z.int()), code: z.string(), text: z.string() })),
});
export type StudioImportReport = z.infer<typeof StudioImportReport>;

export const StudioImportProgress = z.object({
  importUuid: z.string(),
  state: z.enum(['unpacking', 'importing', 'done', 'failed']),
  /** Pictures checked so far and in all (0 of 0 while the zip is unpacked). */
  done: z.int(),
  total: z.int(),
  /** The row report once the import is done. */
  report: z.nullable(StudioImportReport),
  /** Why the import stopped, when it failed before a report (an unreadable zip). */
  error: z.nullable(z.string()),
});
export type StudioImportProgress = z.infer<typeof StudioImportProgress>;

const SectionCount = z.object({ added: z.int(), updated: z.int(), unchanged: z.int() });

/**
 * What posting a price sheet did: refused whole with each problem (where in the sheet, a code,
 * a sentence in the request's language), or imported with the counts per section.
 */
export const PriceSheetReport = z.object({
  ok: z.boolean(),
  summary: z.nullable(
    z.object({
      products: SectionCount,
      digitalFiles: SectionCount,
      packages: SectionCount,
      jobOffersChanged: z.boolean(),
      shopChanged: z.boolean(),
    }),
  ),
  issues: z.array(z.object({ where: z.string(), code: z.string(), text: z.string() })),
});
export type PriceSheetReport = z.infer<typeof PriceSheetReport>;

const Id = z.string().check(z.minLength(1), z.maxLength(64));
const JobParams = z.object({ jobUuid: Id });
const refusals = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError };

/** The query of the letters and codes downloads: the language they are written in. */
export const StudioLettersQuery = z.object({
  lang: z._default(z.enum(STUDIO_LETTER_LANGUAGES), 'en'),
});

/**
 * The studio dashboard's calls, for shop staff only (signed in with the staff role, else
 * 401/403 before anything is read). The order calls are the staff order API's.
 */
export const studioRoutes = {
  jobs: defineRoute({
    ...studioAddresses.jobs,
    schema: { response: { 200: z.object({ jobs: z.array(StudioJob) }), ...refusals } },
  }),
  job: defineRoute({
    ...studioAddresses.job,
    schema: {
      params: JobParams,
      response: {
        200: z.object({ job: StudioJob, subjects: z.array(StudioSubject) }),
        ...refusals,
      },
    },
  }),
  reissueCode: defineRoute({
    ...studioAddresses.reissueCode,
    schema: {
      params: z.object({ jobUuid: Id, subjectUuid: Id }),
      response: { 200: z.object({ subject: StudioSubject }), ...refusals },
    },
  }),
  /** The body is the zip (application/zip); the import goes on after the answer. */
  startImport: defineRoute({
    ...studioAddresses.startImport,
    schema: { response: { 200: StudioImportProgress, ...refusals, 413: ApiError } },
  }),
  importProgress: defineRoute({
    ...studioAddresses.importProgress,
    schema: {
      params: z.object({ importUuid: z.string().check(z.uuid()) }),
      response: { 200: StudioImportProgress, ...refusals },
    },
  }),
  actAsCustomer: defineRoute({
    ...studioAddresses.actAsCustomer,
    schema: {
      body: z.object({ email: z.string().check(z.minLength(3), z.maxLength(254)) }),
      /** The one-time link that signs this staff member in as the customer. */
      response: { 200: z.object({ url: z.string() }), ...refusals },
    },
  }),
  /** The body is the whole sheet; it is checked (schema, rules, references) before anything. */
  importPrices: defineRoute({
    ...studioAddresses.importPrices,
    schema: { body: z.unknown(), response: { 200: PriceSheetReport, ...refusals, 413: ApiError } },
  }),
} as const;
