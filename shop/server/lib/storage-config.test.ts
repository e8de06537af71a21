import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { storageLine } from './storage-config';

describe('storage configuration', () => {
  it('keeps files under DATA_DIR by default', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/ks' });
    expect(config.storage).toEqual({ kind: 'disk', root: '/tmp/ks' });
    expect(storageLine(config.storage)).toBe('Storage: files under /tmp/ks');
  });

  it('reads the S3 variables', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'keepsake-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-north-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'keepsake-pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
      // A custom endpoint (MinIO, s3rver…) wants the bucket in the path unless told otherwise.
      forcePathStyle: true,
    });
    expect(storageLine(config.storage)).toBe(
      'Storage: S3 bucket keepsake-pictures at http://127.0.0.1:9000',
    );
    expect(storageLine(config.storage)).not.toContain('secret');
  });

  it('uses AWS itself and its default credentials when given only a bucket', () => {
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'shop-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      endpoint: null,
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'https://s3.example',
        S3_FORCE_PATH_STYLE: '0',
      }).storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [
      { STORAGE: 'ftp' },
      'Invalid STORAGE="ftp": must be disk (files under DATA_DIR) or s3 (a bucket)',
    ],
    [{ STORAGE: 's3' }, 'Missing S3_BUCKET: STORAGE=s3 needs the bucket to keep the files in'],
    [
      { STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' },
      'Invalid S3_BUCKET="Bad_Bucket": must be a bucket name (3-63 of a-z 0-9 . -)',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'ftp://files' },
      'Invalid S3_ENDPOINT="ftp://files": must be an http:// or https:// address',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'only-the-id' },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials',
    ],
    [
      { STORAGE: 's3', S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'yes' },
      'Invalid S3_FORCE_PATH_STYLE="yes": must be 1 (on) or 0 (off)',
    ],
    [
      { S3_BUCKET: 'files' },
      'S3_BUCKET set but STORAGE is not s3: set STORAGE=s3 to keep files in a bucket',
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
