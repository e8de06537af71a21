import type { S3Options } from '../lib/storage-config';
import { createReadStream } from 'node:fs';
import { stat as fileStat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, checkPrefix, StorageBackend, type ObjectInfo, type Storage } from './types';

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    error.$metadata.httpStatusCode === 404);

const PING_TIMEOUT_MS = 5_000;

// Bodies up to this size go in one PUT; larger streams in parts (S3's smallest part is 5 MiB).
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Objects in one S3-compatible bucket. Nothing is public: the shop streams every object itself,
 * so its ownership checks and size caps stay in front of the bytes.
 */
export class S3Storage extends StorageBackend implements Storage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3Options) {
    super();
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      forcePathStyle: options.forcePathStyle,
      // Checksums only where S3 demands them: several S3-compatible servers refuse the
      // newer checksum headers and trailers the SDK otherwise adds to every upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  protected isMissing(error: unknown): boolean {
    return isNotFound(error);
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    checkKey(key);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
        }),
      );
      return;
    }
    // A stream of unknown length: in parts, each buffered and retried on its own.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_SIZE,
      queueSize: 2,
    }).done();
  }

  async putFile(key: string, file: string): Promise<void> {
    const { size } = await fileStat(file);
    if (size <= PART_SIZE) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Body: createReadStream(file),
          ContentLength: size,
        }),
      );
      return;
    }
    await this.put(key, createReadStream(file));
  }

  async getStream(key: string): Promise<Readable> {
    checkKey(key);
    const answer = await this.orNotFound(key, () =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    const body = answer.Body;
    if (body instanceof Readable) return body;
    if (!body) throw new Error(`S3 answered GetObject ${key} without a body`);
    return Readable.fromWeb(body.transformToWebStream() as never);
  }

  async getBuffer(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.getStream(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    checkKey(key);
    const head = await this.orNull(() =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!head) return null;
    return {
      size: head.ContentLength ?? 0,
      etag: head.ETag ?? `"${String(head.LastModified?.getTime() ?? 0)}"`,
      mtimeMs: head.LastModified?.getTime() ?? 0,
    };
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    checkPrefix(prefix);
    const keys: string[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    return keys.sort();
  }

  locate(key: string): string {
    return `s3://${this.bucket}/${checkKey(key)}`;
  }

  async ping(): Promise<void> {
    // Bounded: a readiness probe must answer even when the bucket's host does not.
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
