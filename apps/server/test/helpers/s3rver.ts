import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../src/config';

/**
 * An S3-compatible store for the tests (issue #24): s3rver from npm on a free port, its objects in a
 * temp folder, one bucket made at start. Requests must be signed with s3rver's fixed credentials
 * (S3RVER / S3RVER, SigV4) and address the bucket in the path. The tests read the bucket through
 * the AWS SDK, as any client would, and count object writes from s3rver's own events.
 */

/** The part of s3rver 3.7 the tests use (the package has no types of its own). */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  on(event: 'event', listener: (e: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[] }) => void): void;
  httpServer?: Server;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'cn-north-1';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** FILE_STORAGE=s3 settings that reach this store, keys under `prefix`. */
  fileStorage(prefix: string): AppConfig['fileStorage'];
  /** An object as stored, or null. */
  object(key: string): Promise<{ body: Buffer; contentType: string | undefined } | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every object written since start, as `PUT /bucket/key` (copies as `COPY /bucket/key`), in order. */
  writes: string[];
  /** The store goes away (its open connections cut), keeping its folder: a refused connection from now on. */
  stop(): Promise<void>;
  /** Back on the same port with the same objects. */
  restart(): Promise<void>;
  /** Stops and removes the folder. */
  close(): Promise<void>;
}

export async function startS3rver(bucket: string): Promise<TestS3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-s3rver-'));
  const writes: string[] = [];
  let port = 0;
  let server: S3rverInstance | null = null;

  async function run(): Promise<void> {
    const s = new S3rver({ address: '127.0.0.1', port, directory: dir, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    s.on('event', (e) => {
      for (const r of e.Records) if (r.eventName.startsWith('ObjectCreated:')) writes.push(`${r.eventName === 'ObjectCreated:Copy' ? 'COPY' : 'PUT'} /${r.s3.bucket.name}/${r.s3.object.key}`);
    });
    port = (await s.run()).port;
    // Node's 5 s idle keep-alive would race the client's reuse of a socket ("socket hang up"); a bucket service keeps them longer.
    if (s.httpServer) s.httpServer.keepAliveTimeout = 65_000;
    server = s;
  }
  async function stop(): Promise<void> {
    const s = server;
    server = null;
    if (!s) return;
    const closed = s.close();
    // Keep-alive sockets of the app's S3 client would hold the close open.
    s.httpServer?.closeAllConnections();
    await closed;
  }

  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const missing = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

  return {
    endpoint,
    bucket,
    fileStorage: (prefix) => ({ kind: 's3', bucket, prefix, region: REGION, endpoint, forcePathStyle: true, ...CREDENTIALS }),
    async object(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return { body: Buffer.from(await got.Body!.transformToByteArray()), contentType: got.ContentType };
      } catch (e) {
        if (missing(e)) return null;
        throw e;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (e) {
        if (missing(e)) return false;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    writes,
    stop,
    restart: run,
    async close() {
      await stop();
      client.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
