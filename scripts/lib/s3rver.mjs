// An S3-compatible object store on this machine (s3rver from npm, objects kept as files in `dir`),
// for the cluster script, its benchmark and the tests: the server talks to it through the same
// S3 client and settings (FILE_STORAGE=s3, S3_ENDPOINT …) a deployment points at a real bucket.
import fs from 'node:fs';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks each request's SigV4 signature against this key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * @param {{ dir: string, port?: number, bucket?: string, address?: string }} opts port 0 (default): a free port.
 * @returns {Promise<{ endpoint: string, bucket: string, port: number, dir: string, env: Record<string, string>, stop: () => Promise<void> }>}
 *   env: the server's settings for this store (FILE_STORAGE=s3 and the S3_* variables).
 */
export async function startS3rver({ dir, port = 0, bucket = 'tcm-portal', address = '127.0.0.1' }) {
  fs.mkdirSync(dir, { recursive: true });
  const store = new S3rver({ address, port, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const listening = await store.run();
  const endpoint = `http://${address}:${listening.port}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    port: listening.port,
    dir,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await store.close();
    },
  };
}
