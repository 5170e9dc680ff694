// Files in an S3-compatible bucket through the official AWS SDK v3. The browser sends video parts straight to
// the bucket by presigned URLs and plays videos from short-lived signed GETs; the server only signs, checks
// and joins, so no video passes through its memory.
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { isSafeKey } from './keys';
import type { Storage, UploadedPart } from './storage';

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums the browser's presigned part uploads do not send would otherwise be demanded.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return { Bucket: this.bucket, Key: key };
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(new PutObjectCommand({ ...this.key(key), Body: bytes, ContentType: contentType }));
  }

  async read(key: string) {
    try {
      const out = await this.client.send(new GetObjectCommand(this.key(key)));
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number) {
    try {
      const out = await this.client.send(new GetObjectCommand({ ...this.key(key), Range: `bytes=0-${length - 1}` }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async list(folder: string) {
    this.key(`${folder}/x`);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  async head(key: string) {
    try {
      const out = await this.client.send(new HeadObjectCommand(this.key(key)));
      return { size: out.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand(this.key(key)));
  }

  async startUpload(key: string, contentType: string) {
    const out = await this.client.send(
      new CreateMultipartUploadCommand({ ...this.key(key), ContentType: contentType }),
    );
    return out.UploadId!;
  }

  async partUrl(key: string, uploadId: string, partNumber: number, seconds: number) {
    const command = new UploadPartCommand({ ...this.key(key), UploadId: uploadId, PartNumber: partNumber });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }

  async completeUpload(key: string, uploadId: string, parts: UploadedPart[]) {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          ...this.key(key),
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
        }),
      );
      return true;
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'NoSuchUpload' || name === 'EntityTooSmall')
        return false;
      throw error;
    }
  }

  async directReadUrl(key: string, seconds: number, contentType: string) {
    const command = new GetObjectCommand({
      ...this.key(key),
      ResponseContentType: contentType,
      ResponseCacheControl: 'private, max-age=300',
    });
    return getSignedUrl(this.client, command, { expiresIn: seconds });
  }
}
