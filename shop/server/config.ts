import path from 'node:path';
import { z } from 'zod';
import { loadStorageConfig, type StorageConfig } from './lib/storage-config';

/** A yes/no switch: 1 switches it on, 0 (or unset) leaves it off. */
const Switch = z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('0');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data/'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must start with postgres:// or postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Keepsake <no-reply@keepsake.test>'),
  /** Origin used in mailed links, e.g. https://shop.example; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Unset: the demo shop (`npm start`). */
  NODE_ENV: z
    .enum(['production', 'development', 'test'], {
      error: 'must be production, development or test (or unset for the demo shop)',
    })
    .optional(),
  TRUST_PROXY: Switch,
  ALLOW_TEST_PAYMENTS: Switch,
  OPERATOR_EMAIL: z.email().optional(),
  /** Request metrics for Prometheus at /metrics. */
  METRICS: Switch,
  /** /metrics answers only `Authorization: Bearer <METRICS_TOKEN>`; production needs it. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A folder for lab jobs (print files, manifests, packing slips); unset: lab-jobs/ in storage. */
  LAB_JOBS_DIR: z.string().min(1).optional(),
  /** Stripe takes card and wallet payments when its secret key and webhook secret are set. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Tests only: where the Stripe SDK sends its calls (a local stand-in), e.g. http://127.0.0.1:4010. */
  STRIPE_API_BASE: z.url().optional(),
  /** Vipps MobilePay takes mobile payments when all four of its keys are set. */
  VIPPS_CLIENT_ID: z.string().min(1).optional(),
  VIPPS_CLIENT_SECRET: z.string().min(1).optional(),
  VIPPS_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  VIPPS_MSN: z
    .string()
    .regex(/^\d{4,7}$/, 'must be the merchant serial number (4-7 digits)')
    .optional(),
  /** 1: Vipps MobilePay's test environment (apitest), where no money moves. */
  VIPPS_TEST_ENVIRONMENT: Switch,
  /** Tests only: where the Vipps MobilePay SDK's calls go instead (a local stand-in). */
  VIPPS_API_BASE: z.url().optional(),
});

/** Stripe's keys; null: card payments use the built-in test gateway. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the SDK's calls go here instead of Stripe. */
  apiBase: string | null;
}

/** Vipps MobilePay's keys; null: mobile payments use the built-in test gateway. */
export interface VippsConfig {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  merchantSerialNumber: string;
  /** Vipps MobilePay's test environment (no money moves). */
  testEnvironment: boolean;
  /** Tests only: the SDK's calls go here instead of Vipps MobilePay. */
  apiBase: string | null;
}

/**
 * How the shop runs. demo (`npm start`, NODE_ENV unset): the production code path with the demo
 * shop seeded. development (`npm run dev:api`) and test (vitest): the demo shop plus development
 * aids. production: no demo data, no development pages, Secure cookies, https PUBLIC_URL.
 */
export type Mode = 'demo' | 'development' | 'test' | 'production';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  /** Absolute directory for the embedded database, pictures, cache and secrets. */
  dataDir: string;
  /** Where pictures, uploads, derivatives and template art are kept (default: under dataDir). */
  storage: StorageConfig;
  /** null: PGlite under dataDir/db (or in memory when `memoryDb`). */
  databaseUrl: string | null;
  /** Keep PGlite in memory (tests). */
  memoryDb: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  /** mode is production. */
  production: boolean;
  /** An empty database gets the demo shop (every mode but production). */
  seedDemo: boolean;
  /** Every answer is checked against its zod contract (development and test: it costs 2-4x). */
  checkResponses: boolean;
  /** The client's address comes from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** The built-in payment providers, which move no money, may be used. */
  testPayments: boolean;
  /** Card and wallets through Stripe; null: the built-in test card gateway. */
  stripe: StripeConfig | null;
  /** Mobile payment through Vipps MobilePay; null: the built-in test mobile gateway. */
  vipps: VippsConfig | null;
  /** The staff account `npm run operator` signs simulation links for; null: the demo staff. */
  operatorEmail: string | null;
  /** Serve request metrics for Prometheus at /metrics. */
  metrics: boolean;
  /** The bearer token /metrics asks for; null: /metrics is open (never in production). */
  metricsToken: string | null;
  /** Absolute folder of the lab jobs; null: lab-jobs/ in the storage (dataDir/lab-jobs on disk). */
  labJobsDir: string | null;
  /** The background worker that writes lab jobs runs (not in the test app unless asked). */
  fulfilmentWorker: boolean;
}

/** A bad environment variable: the message is one line naming it. */
export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset, as a shell `VAR= cmd` intends.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const e = parsed.data;
  const mode: Mode = e.NODE_ENV ?? 'demo';
  const production = mode === 'production';
  // Mailed reset links and Secure cookies need the shop's real https address in production.
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Missing PUBLIC_URL: production needs the https address of the shop, e.g. PUBLIC_URL=https://shop.example',
    );
  }
  if (production && !e.PUBLIC_URL?.startsWith('https://')) {
    throw new ConfigError(
      `Invalid PUBLIC_URL=${JSON.stringify(e.PUBLIC_URL)}: production needs an https:// address`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const storage = loadStorageConfig(present, dataDir, (message) => {
    throw new ConfigError(message);
  });
  // Request counts and timings tell an outsider what the shop is doing: not public in production.
  if (production && e.METRICS === '1' && !e.METRICS_TOKEN) {
    throw new ConfigError(
      'Missing METRICS_TOKEN: production serves /metrics (METRICS=1) only to a Prometheus that sends this token',
    );
  }
  return {
    mode,
    stripe: stripeConfig(e),
    vipps: vippsConfig(e),
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storage,
    databaseUrl: e.DATABASE_URL ?? null,
    memoryDb: false,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    production,
    seedDemo: !production,
    checkResponses: mode === 'development' || mode === 'test',
    trustProxy: e.TRUST_PROXY === '1',
    testPayments: !production || e.ALLOW_TEST_PAYMENTS === '1',
    operatorEmail: e.OPERATOR_EMAIL ?? null,
    metrics: e.METRICS === '1',
    metricsToken: e.METRICS_TOKEN ?? null,
    labJobsDir: e.LAB_JOBS_DIR ? path.resolve(e.LAB_JOBS_DIR) : null,
    fulfilmentWorker: mode !== 'test',
  };
}

/** Half a provider's keys is a mistake: the start says which one is missing. */
function stripeConfig(e: z.output<typeof Env>): StripeConfig | null {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return null;
  if (!e.STRIPE_SECRET_KEY)
    throw new ConfigError('Missing STRIPE_SECRET_KEY: STRIPE_WEBHOOK_SECRET is set without it');
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Missing STRIPE_WEBHOOK_SECRET: Stripe payments are confirmed only by signed webhooks (whsec_… from the webhook endpoint)',
    );
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE ?? null,
  };
}

const VIPPS_KEYS = [
  'VIPPS_CLIENT_ID',
  'VIPPS_CLIENT_SECRET',
  'VIPPS_SUBSCRIPTION_KEY',
  'VIPPS_MSN',
] as const;

function vippsConfig(e: z.output<typeof Env>): VippsConfig | null {
  const missing = VIPPS_KEYS.filter((key) => !e[key]);
  if (missing.length === VIPPS_KEYS.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Missing ${missing.join(', ')}: Vipps MobilePay needs all of ${VIPPS_KEYS.join(', ')}`,
    );
  }
  return {
    clientId: e.VIPPS_CLIENT_ID ?? '',
    clientSecret: e.VIPPS_CLIENT_SECRET ?? '',
    subscriptionKey: e.VIPPS_SUBSCRIPTION_KEY ?? '',
    merchantSerialNumber: e.VIPPS_MSN ?? '',
    testEnvironment: e.VIPPS_TEST_ENVIRONMENT === '1',
    apiBase: e.VIPPS_API_BASE ?? null,
  };
}

/** The first line of the log: which mode runs and what that means. */
export function modeLine(config: Config): string {
  switch (config.mode) {
    case 'production':
      return 'Keepsake: production mode (no demo data)';
    case 'demo':
      return 'Keepsake: demo mode — demo data, mailbox on this machine only';
    case 'development':
      return 'Keepsake: development mode — demo data, response checks, mailbox on this machine only';
    case 'test':
      return 'Keepsake: test mode — demo data, response checks, mailbox on this machine only';
  }
}

/** The start's line about payments: the built-in gateways move no money. */
export function paymentsLine(config: Config): string {
  const real = [
    config.stripe && 'card and wallets through Stripe',
    config.vipps && 'mobile through Vipps MobilePay',
  ].filter(Boolean);
  if (real.length > 0) {
    const rest = config.testPayments
      ? 'the other options are test gateways (no money moves)'
      : 'the built-in test gateways are refused';
    return `Payments: ${real.join(', ')}; ${rest}.`;
  }
  if (!config.testPayments) {
    return 'Payments: the built-in test gateways are refused (ALLOW_TEST_PAYMENTS=1 allows them); this shop takes no payments.';
  }
  return config.production
    ? 'Payments: TEST MODE allowed by ALLOW_TEST_PAYMENTS=1 — the built-in test gateways move no money; the payment pages say so.'
    : 'Payments: built-in test gateways (no money moves; the payment pages say so).';
}
