import { z } from 'zod';

export interface S3Options {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; null: AWS's own endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** null: the SDK's default credentials (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
}

/** Where the shop's files go: DATA_DIR on this machine, or a bucket every process shares. */
export type StorageConfig = { kind: 'disk'; root: string } | ({ kind: 's3' } & S3Options);

const Env = z.object({
  STORAGE: z
    .enum(['disk', 's3'], { error: 'must be disk (files under DATA_DIR) or s3 (a bucket)' })
    .default('disk'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).optional(),
});

/**
 * Reads the storage variables; `fail` gets one line naming the variable at fault. S3 needs a
 * bucket; keys come in pairs or not at all (then the SDK's own chain: environment, instance
 * role). A custom endpoint (MinIO, s3rver…) puts the bucket in the path unless told otherwise.
 */
export function loadStorageConfig(
  env: Record<string, string | undefined>,
  dataDir: string,
  fail: (message: string) => never,
): StorageConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'STORAGE');
    // A secret is never repeated in the message.
    const shown = name === 'S3_SECRET_ACCESS_KEY' ? '…' : (env[name] ?? '');
    fail(`Invalid ${name}=${JSON.stringify(shown)}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  if (e.STORAGE === 'disk') {
    const stray = Object.keys(Env.shape).filter((name) => name.startsWith('S3_') && env[name]);
    if (stray.length)
      fail(
        `${stray.join(', ')} set but STORAGE is not s3: set STORAGE=s3 to keep files in a bucket`,
      );
    return { kind: 'disk', root: dataDir };
  }
  if (!e.S3_BUCKET) fail('Missing S3_BUCKET: STORAGE=s3 needs the bucket to keep the files in');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    fail(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials',
    );
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
  };
}

/** The start's line about storage (never the keys). */
export function storageLine(config: StorageConfig): string {
  return config.kind === 'disk'
    ? `Storage: files under ${config.root}`
    : `Storage: S3 bucket ${config.bucket} at ${config.endpoint ?? `AWS ${config.region}`}`;
}
