// An S3-compatible server on loopback for the tests (s3rver: pure JavaScript, files in a
// temporary folder), so the S3 back end is tested against real HTTP and real S3 answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  stop(): Promise<void>;
}

/** Starts the server on a free loopback port with the buckets named, empty. */
export async function startTestS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'keepsake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
