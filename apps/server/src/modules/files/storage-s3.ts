import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, a cloud's OSS) instead of AWS. */
  endpoint?: string;
  /** Most S3-compatible services on an intranet want bucket-in-path addressing. */
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
}

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey || error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Uploaded files in an S3-compatible bucket, for several server instances behind one balancer.
 * Uploads still stream to a local temp file first (the size cut-off, type sniffing and
 * watermarking need it); the finished file is then streamed to the bucket and removed.
 */
export function createS3Storage(options: S3StorageOptions, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Checksums only where an operation needs one: older S3-compatible services refuse the trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-s3-upload-'));
  const keyOf = (key: string) => `${options.prefix}${key}`;
  const mimeOf = (key: string) => ({ jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', pdf: 'application/pdf', ofd: 'application/ofd' })[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

  return {
    async putFile(key, tempPath) {
      const { size } = await fs.promises.stat(tempPath);
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: fs.createReadStream(tempPath),
          ContentLength: size,
          ContentType: mimeOf(key),
        }),
      );
      await fs.promises.rm(tempPath, { force: true });
    },
    async open(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
    tempDir: () => tmp,
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: options.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key && object.Key.length > options.prefix.length) yield object.Key.slice(options.prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
