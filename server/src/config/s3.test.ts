import { describe, expect, it } from 'vitest';
import { s3From } from './index';

const all = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'files',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'key',
};

describe('S3 settings', () => {
  it('are off with none of them, on with the four, with the region and path style defaulted', () => {
    expect(s3From({})).toBeUndefined();
    expect(s3From(all)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      accessKeyId: 'id',
      secretAccessKey: 'key',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    expect(s3From({ ...all, S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: true,
    });
  });

  it('stop the start with the missing names when only some are set', () => {
    expect(() => s3From({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' })).toThrow(
      'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
