// An S3-compatible object store on this machine (s3rver from npm, objects kept as files in `dir`),
// for the cluster script, its benchmark and the tests: the server talks to it through the same
// S3 client and settings (FILE_STORAGE=s3, S3_ENDPOINT …) a deployment points at a real bucket.
// In this process by default; `child: true` runs it in a process of its own (the cluster benchmark:
// the store then does not share the load generator's event loop). Run as a script, it is that child.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks each request's SigV4 signature against this key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The server's settings for a store at `endpoint` (FILE_STORAGE=s3 and the S3_* variables). */
function serverEnv(endpoint, bucket) {
  return {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_PREFIX: 'uploads/',
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
}

async function listen({ dir, port, bucket, address }) {
  fs.mkdirSync(dir, { recursive: true });
  const store = new S3rver({ address, port, directory: dir, silent: true, configureBuckets: [{ name: bucket }] });
  const listening = await store.run();
  // Idle connections stay open until the client closes them. With Node's default (5 s) the store
  // closes an idle kept-alive socket just as the S3 client reuses it: a PutObject with a stream body
  // then fails with "socket hang up" and the SDK does not retry a streaming request.
  store.httpServer.keepAliveTimeout = 0;
  return { store, port: listening.port };
}

/** The child's side: start, say the port on stdout, stop on SIGTERM. */
async function runAsChild(dir, port, bucket, address) {
  const { store, port: bound } = await listen({ dir, port, bucket, address });
  console.log(JSON.stringify({ port: bound }));
  process.once('SIGTERM', () => store.close().then(() => process.exit(0)));
}

/**
 * @param {{ dir: string, port?: number, bucket?: string, address?: string, child?: boolean }} opts port 0 (default): a free port.
 * @returns {Promise<{ endpoint: string, bucket: string, port: number, dir: string, env: Record<string, string>, stop: () => Promise<void> }>}
 *   env: the server's settings for this store.
 */
export async function startS3rver({ dir, port = 0, bucket = 'tcm-portal', address = '127.0.0.1', child = false }) {
  let bound;
  let close;
  if (child) {
    // s3rver pages a listing (over 1,000 objects: `npm run backup` of the bucket) with a DES-encrypted
    // token, which OpenSSL 3 in Node 20 offers only with its legacy provider.
    const proc = spawn(process.execPath, ['--openssl-legacy-provider', import.meta.filename, dir, String(port), bucket, address], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    const first = await new Promise((resolve, reject) => {
      createInterface({ input: proc.stdout }).once('line', resolve);
      proc.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
    });
    bound = JSON.parse(first).port;
    close = async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    };
  } else {
    const started = await listen({ dir, port, bucket, address });
    bound = started.port;
    close = () => started.store.close();
  }
  const endpoint = `http://${address}:${bound}`;
  let stopped = false;
  return {
    endpoint,
    bucket,
    port: bound,
    dir,
    env: serverEnv(endpoint, bucket),
    async stop() {
      if (stopped) return;
      stopped = true;
      await close();
    },
  };
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const [dir, port, bucket, address] = process.argv.slice(2);
  await runAsChild(dir, Number(port), bucket, address);
}
