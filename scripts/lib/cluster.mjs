// The cluster of `npm run cluster`, `npm run bench:cluster` and the cluster test: on this one machine,
// a throw-away PostgreSQL, an S3-compatible store (s3rver), the demo data written once, N server
// instances in production mode and Debian's nginx in front with deploy/nginx/tcm-portal.conf.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, createInstance } from './cluster-instances.mjs';
import { findNginx, startNginx, writeNginxConfig } from './cluster-nginx.mjs';
import { freePort, startPostgres } from './postgres.mjs';
import { startS3rver } from './s3rver.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export const NGINX_MISSING = 'nginx 未安装（apt-get install nginx）/ nginx is not installed (apt-get install nginx)';

/** Runs `node --import tsx <script>` to its end; throws with its output when it fails. */
function runTs(script, env, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) {
        const last = output.trim().split('\n').at(-1);
        if (last) log(`  ${last}`);
        resolve();
      } else reject(new Error(`${script} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A secret of 48 random bytes (base64): the same value goes to every instance. */
const secret = () => crypto.randomBytes(48).toString('base64');

/** This run's password of the demo accounts: 16 random characters plus a letter, a digit and a sign. */
const generatedPassword = () => `${crypto.randomBytes(12).toString('base64url')}a9#`;

/**
 * @param {{ instances?: number, port?: number, adminUrl?: string, env?: Record<string, string>, log?: (line: string) => void }} opts
 *   port: nginx's (0: a free one); adminUrl: an already running PostgreSQL to create the database in
 *   (the tests' server), else a throw-away one is started; env: more settings for every instance.
 * @returns {Promise<Cluster>}
 * @typedef {{ baseUrl: string, port: number, dir: string, databaseUrl: string, password: string, env: Record<string, string>,
 *   s3: Awaited<ReturnType<typeof startS3rver>>, nginx: Awaited<ReturnType<typeof startNginx>>,
 *   instances: ReturnType<typeof createInstance>[], useInstances: (count: number) => Promise<void>, stop: () => Promise<void> }} Cluster
 */
export async function startCluster({ instances: count = 3, port = 0, adminUrl, env: extraEnv = {}, log = console.log } = {}) {
  const nginxBin = findNginx();
  if (!nginxBin) throw new Error(NGINX_MISSING);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tcm-cluster-'));
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`停止时出错 / while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    cleanups.length = 0;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    let admin = adminUrl;
    if (!admin) {
      log('PostgreSQL: 启动临时实例 / starting a throw-away server …');
      const postgres = await startPostgres({ fsync: true });
      cleanups.push(() => postgres.stop());
      admin = postgres.url;
    }
    const databaseUrl = await createDatabase(admin, `tcm_cluster_${crypto.randomBytes(4).toString('hex')}`);
    // In a process of its own: the store must not share the event loop of a benchmark's load generator.
    const s3 = await startS3rver({ dir: path.join(dir, 's3'), child: true });
    cleanups.push(() => s3.stop());
    log(`对象存储 / object store: s3rver ${s3.endpoint} (bucket ${s3.bucket})`);

    // Migrations once, and the demo data, in a step nobody can reach (development mode, no listener).
    log('迁移数据库并写入演示数据 / migrating and writing the demo data (once) …');
    const storeEnv = { DATABASE_URL: databaseUrl, ...s3.env, LOG_LEVEL: 'warn' };
    await runTs('apps/server/src/db/seed-cli.ts', { ...storeEnv, NODE_ENV: 'development', DATA_DIR: path.join(dir, 'seed') }, log);
    // A production start refuses demo accounts on the published password: see cluster-accounts.mjs.
    const password = generatedPassword();
    await runTs('scripts/lib/cluster-accounts.mjs', { DATABASE_URL: databaseUrl, CLUSTER_DEMO_PASSWORD: password }, log);

    const nginxPort = port || (await freePort());
    const baseUrl = `http://127.0.0.1:${nginxPort}`;
    const env = {
      ...storeEnv,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      PUBLIC_BASE_URL: baseUrl,
      FILE_LINK_SECRET: secret(),
      KNOWLEDGE_TICKET_SECRET: secret(),
      // Exactly one proxy (nginx) in front: the client is the address nginx saw.
      TRUST_PROXY: '1',
      ...extraEnv,
    };
    log('编译服务端 / building the server (apps/server/dist) …');
    buildServer();
    const ports = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    const instances = ports.map((p) => createInstance({ port: p, env, logFile: path.join(dir, `instance-${p}.log`), dataDir: path.join(dir, `data-${p}`) }));
    cleanups.push(() => Promise.all(instances.map((i) => i.stop())));
    log(`启动 ${count} 个实例 / starting ${count} instance(s) on ports ${ports.join(', ')} …`);
    await Promise.all(instances.map((i) => i.start()));

    const nginxDir = path.join(dir, 'nginx');
    writeNginxConfig({ dir: nginxDir, port: nginxPort, upstreams: ports });
    const nginx = await startNginx({ bin: nginxBin, dir: nginxDir, port: nginxPort });
    cleanups.push(() => nginx.stop());
    log(`nginx: ${baseUrl} → ${ports.map((p) => `127.0.0.1:${p}`).join(', ')}`);

    return {
      baseUrl,
      port: nginxPort,
      dir,
      databaseUrl,
      password,
      env,
      s3,
      nginx,
      instances,
      /** nginx sends traffic to the first `n` instances only (rewrites the upstream file, reloads). */
      async useInstances(n) {
        writeNginxConfig({ dir: nginxDir, port: nginxPort, upstreams: ports.slice(0, n) });
        await nginx.reload();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
