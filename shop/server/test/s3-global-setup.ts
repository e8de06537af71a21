// Global setup of the `s3` test project: one S3 server on loopback for every test file, named
// to them (and to the shop processes they start) by KEEPSAKE_TEST_S3_ENDPOINT.
import { writeDemoPictures } from '../demo/picture-files';
import { TEST_DATA_DIR, TEST_S3_BUCKET, TEST_S3_VARIABLE, testStorageConfig } from './storage';
import { DiskStorage } from '../storage/disk';
import { openStorage } from '../storage';
import { startTestS3Server } from './s3-server';

export default async function setup(): Promise<() => Promise<void>> {
  const server = await startTestS3Server([TEST_S3_BUCKET]);
  process.env[TEST_S3_VARIABLE] = server.endpoint;
  // The demo pictures once, before the test files seed in parallel: each would otherwise render
  // all of them at once. The backgrounds are rendered into the disk tests' folder (where the
  // unit tests usually left them already) and copied from there; the photo days' pictures into
  // their folders, from which each test file's seed imports them into the bucket.
  const disk = new DiskStorage(TEST_DATA_DIR);
  await writeDemoPictures(disk);
  const bucket = openStorage(testStorageConfig());
  // The backgrounds lie directly in pictures/ (imports, uploads and test files in folders below).
  for (const key of await disk.list('pictures/'))
    if (key.split('/').length === 2) await bucket.put(key, await disk.getBuffer(key));
  await bucket.close();
  return async () => {
    delete process.env[TEST_S3_VARIABLE];
    await server.stop();
  };
}
