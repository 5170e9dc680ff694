// A real S3 API server for tests (s3rver), on a free loopback port with its files in a temporary folder, and
// the settings that point the app's storage at it.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types.
import S3rver from 's3rver';

export const TEST_BUCKET = 'prep-test-files';

export async function startS3(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'prep-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
