import path from 'node:path';
import { z } from 'zod';

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
  NODE_ENV: z.string().default('development'),
});

export interface Config {
  port: number;
  host: string;
  /** Absolute directory for the embedded database, pictures, cache and secrets. */
  dataDir: string;
  /** null: PGlite under dataDir/db (or in memory when `memoryDb`). */
  databaseUrl: string | null;
  /** Keep PGlite in memory (tests). */
  memoryDb: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  production: boolean;
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    memoryDb: false,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    production: e.NODE_ENV === 'production',
  };
}
