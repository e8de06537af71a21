import path from 'node:path';
import { tmpdir } from 'node:os';
import { openStorage, type Storage, type StorageConfig } from '../storage';

/** Shared by test files: demo pictures are generated once, derivatives cached by content. */
export const TEST_DATA_DIR = path.join(tmpdir(), 'keepsake-test-data');

/**
 * Set by the `s3` test project's global setup (test/s3-global-setup.ts) to the address of the
 * S3 server it started on loopback: the suites then keep every file in its bucket. Never read
 * from STORAGE or S3_*, so a shell set up for a real bucket cannot send test files there.
 */
export const TEST_S3_VARIABLE = 'KEEPSAKE_TEST_S3_ENDPOINT';
export const TEST_S3_BUCKET = 'keepsake-test';
const TEST_S3_KEY = 'S3RVER'; // s3rver's built-in account

/** True in the `s3` test project. */
export const testsUseS3 = (): boolean => Boolean(process.env[TEST_S3_VARIABLE]);

/** Where the tests keep files: TEST_DATA_DIR, or the test S3 server's bucket. */
export function testStorageConfig(): StorageConfig {
  const endpoint = process.env[TEST_S3_VARIABLE];
  if (!endpoint) return { kind: 'disk', root: TEST_DATA_DIR };
  return {
    kind: 's3',
    bucket: TEST_S3_BUCKET,
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: TEST_S3_KEY, secretAccessKey: TEST_S3_KEY },
    forcePathStyle: true,
  };
}

/** The same as environment variables, for a shop started as its own process. */
export function testStorageEnv(): Record<string, string> {
  const endpoint = process.env[TEST_S3_VARIABLE];
  if (!endpoint) return {};
  return {
    STORAGE: 's3',
    S3_BUCKET: TEST_S3_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: TEST_S3_KEY,
    S3_SECRET_ACCESS_KEY: TEST_S3_KEY,
    S3_FORCE_PATH_STYLE: '1',
  };
}

let shared: Storage | null = null;
/** One storage per test file for seeding and for tests that look at stored files. */
export function testStorage(): Storage {
  shared ??= openStorage(testStorageConfig());
  return shared;
}
