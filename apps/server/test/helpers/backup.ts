import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, testConfig } from '../../src/config';
import { textPdf } from '../../src/db/seed/orders/report-pdf';
import type { FileStorage } from '../../src/modules/files/storage';
import { tableNames } from '../../src/ops/backup/database-facts';
import { multipartBody } from './multipart';
import { placeOrder } from './orders';
import { createPostgresDatabase, testEngine } from './test-app';

type Storage = AppConfig['fileStorage'];
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** An S3-compatible store (s3rver, from npm) in a temp folder, with the buckets named. */
export interface S3Store {
  endpoint: string;
  storage(bucket: string, prefix: string): Storage;
  close(): Promise<void>;
}

/**
 * s3rver pages a listing with a DES-encrypted continuation token, which OpenSSL 3 (Node 20) offers
 * only with its legacy provider: so it runs in a process of its own with that flag, the portal's
 * code keeping the default provider. The child prints the port it listens on.
 */
const S3RVER_CHILD = `
const S3rver = require('s3rver');
const [directory, ...buckets] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) })
  .run()
  .then(({ port }) => console.log('PORT ' + port));
`;

export async function startS3Store(buckets: string[]): Promise<S3Store> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', S3RVER_CHILD, directory, ...buckets], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /PORT (\d+)/.exec(seen);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storage: (bucket, prefix) => ({ kind: 's3', bucket, prefix, region: 'cn-north-1', endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The environment an operator gives the server (and `npm run backup` / `restore`) for this configuration. */
export function envOf(config: AppConfig): NodeJS.ProcessEnv {
  const s = config.fileStorage;
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    ...(s.kind === 's3'
      ? { FILE_STORAGE: 's3', S3_BUCKET: s.bucket, S3_PREFIX: s.prefix, S3_REGION: s.region, S3_ENDPOINT: s.endpoint, S3_FORCE_PATH_STYLE: String(s.forcePathStyle), S3_ACCESS_KEY_ID: s.accessKeyId, S3_SECRET_ACCESS_KEY: s.secretAccessKey }
      : {}),
  };
}

/** `node scripts/<script> …args` from the repository root, as `npm run` starts it; never rejects. */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('node', [path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A configuration whose database and upload store are new and empty: where a backup is restored. */
export async function emptyTarget(storage: Storage = { kind: 'disk' }): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-restore-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const databaseUrl = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  return testConfig({ dataDir, databaseUrl, fileStorage: storage, webDist: path.join(dataDir, 'no-web') });
}

/**
 * Every row of every table, as one SHA-256 per table (rows serialised and sorted, so the order they
 * come back in does not matter): two databases of one engine with equal digests hold equal data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- digests whatever tables exist
export async function tableDigests(db: Kysely<any>): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const name of await tableNames(db, testEngine)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    const lines = rows.map((r) => JSON.stringify(Object.keys(r).sort().map((k) => [k, Buffer.isBuffer(r[k]) ? (r[k] as Buffer).toString('base64') : r[k]]))).sort();
    digests[name] = `${rows.length}:${crypto.createHash('sha256').update(lines.join('\n')).digest('hex')}`;
  }
  return digests;
}

/** Every object of a store with the SHA-256 of its bytes. */
export async function storeDigests(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const key of storage.list()) out[key] = await objectSha256(storage, key);
  return out;
}

export async function objectSha256(storage: FileStorage, key: string): Promise<string> {
  const stream = await storage.open(key);
  if (!stream) return 'missing';
  const hash = crypto.createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Members writing while a backup runs: each round uploads a PDF of its own and places an order,
 * noting when each was acknowledged (its answer arrived).
 */
export function startWriteLoad(app: FastifyInstance, headers: Record<string, string>, workers = 2) {
  const orders: { id: number; at: number }[] = [];
  const uploads: { key: string; at: number }[] = [];
  let running = true;
  let round = 0;
  let failure: unknown = null;
  const loops = Array.from({ length: workers }, async () => {
    while (running && !failure) {
      const n = ++round;
      try {
        const { payload, headers: h } = multipartBody([{ name: 'file', value: textPdf([`backup load ${n} ${Date.now()}`]), filename: `load-${n}.pdf`, contentType: 'application/pdf' }]);
        const res = await app.inject({ method: 'POST', url: '/api/uploadFile', headers: { ...headers, ...h }, payload });
        const url = res.json().data?.fileUrl as string | undefined;
        if (!url) throw new Error(`upload: ${res.body}`);
        uploads.push({ key: url.slice('/files/'.length), at: Date.now() });
        orders.push({ id: await placeOrder(app, headers), at: Date.now() });
      } catch (error) {
        failure = error;
      }
    }
  });
  return {
    orders,
    uploads,
    /** Waits until at least `n` orders are acknowledged. */
    async untilOrders(n: number) {
      while (orders.length < n && !failure) await new Promise((resolve) => setTimeout(resolve, 20));
      if (failure) throw failure;
    },
    /** Stops the writers; throws what one of them met (a refused write is a failure of the test). */
    async stop() {
      running = false;
      await Promise.all(loops);
      if (failure) throw failure;
    },
  };
}
