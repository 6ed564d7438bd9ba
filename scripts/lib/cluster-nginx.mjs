// Debian's nginx in front of the cluster's instances, with deploy/nginx/tcm-portal.conf included
// verbatim. Never the system service: a master of its own (`-p <dir> -c <dir>/nginx.conf`,
// `daemon off`), its pid file, temp folders and logs in <dir>. What differs from a deployment is in
// the two files the site config includes: the upstream servers (same parameters as the example in
// deploy/nginx/tcm-portal.upstream.conf, our ports) and the listen line (plain HTTP on our port).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = path.join(root, 'deploy/nginx/tcm-portal.conf');
const UPSTREAM_EXAMPLE = path.join(root, 'deploy/nginx/tcm-portal.upstream.conf');

/** The nginx binary (Debian: /usr/sbin/nginx), or null when the package is not installed. */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** The parameters of the example's server lines ("max_fails=2 fail_timeout=10s"): one source for both. */
export function upstreamParameters() {
  const line = fs
    .readFileSync(UPSTREAM_EXAMPLE, 'utf8')
    .split('\n')
    .find((l) => /^\s*server\s/.test(l));
  if (!line) throw new Error(`${UPSTREAM_EXAMPLE}: no server line to take the parameters from`);
  return line.trim().replace(/;$/, '').split(/\s+/).slice(2).join(' ');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The main config around the site config: what Debian's /etc/nginx/nginx.conf provides, pointed at
 * `dir`. The access log names the instances tried ($upstream_addr), their answers and the request id
 * (parseAccessLog reads it).
 */
function mainConfig(dir) {
  const p = (name) => path.join(dir, name);
  return [
    // As root the workers run as Debian's unprivileged www-data (they only read and proxy).
    ...(isRoot() ? ['user www-data;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${p('nginx.pid')};`,
    `error_log ${p('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    // One line per request, fields split by |: which instances were tried and what each answered.
    '    log_format cluster \'$msec|$status|$request_method|$uri|$request_time|$upstream_addr|$upstream_status|$upstream_connect_time|$request_id\';',
    `    access_log ${p('access.log')} cluster;`,
    `    client_body_temp_path ${p('tmp/body')};`,
    `    proxy_temp_path ${p('tmp/proxy')};`,
    `    fastcgi_temp_path ${p('tmp/fastcgi')};`,
    `    uwsgi_temp_path ${p('tmp/uwsgi')};`,
    `    scgi_temp_path ${p('tmp/scgi')};`,
    `    include ${SITE_CONFIG};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes nginx.conf and the two included files into `dir`.
 * @param {{ dir: string, port: number, upstreams: number[], host?: string }} opts upstreams: the instances' ports on 127.0.0.1.
 */
export function writeNginxConfig({ dir, port, upstreams, host = '127.0.0.1' }) {
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Workers (www-data when we are root) must reach their temp folders inside `dir`.
  fs.chmodSync(dir, 0o711);
  const params = upstreamParameters();
  const servers = upstreams.map((p) => `server 127.0.0.1:${p} ${params};`).join('\n');
  fs.writeFileSync(path.join(dir, 'tcm-portal.upstream.conf'), `# Written by npm run cluster.\n${servers}\n`);
  fs.writeFileSync(path.join(dir, 'tcm-portal.listen.conf'), `# Written by npm run cluster: plain HTTP on this machine.\nlisten ${host}:${port};\nserver_name localhost;\n`);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, mainConfig(dir));
  return conf;
}

/** `nginx -t` on the config in `dir`: throws with nginx's own words when it is refused. */
export function testNginxConfig(bin, dir) {
  try {
    return execFileSync(bin, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx -t refused the configuration in ${dir}:\n${error.stderr ?? error.message}`, { cause: error });
  }
}

/**
 * Starts nginx on the config written by writeNginxConfig and waits until it answers on `port`.
 * @returns {Promise<{ pid: number, accessLog: string, errorLog: string, reload: () => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startNginx({ bin, dir, port, host = '127.0.0.1' }) {
  testNginxConfig(bin, dir);
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`);
    try {
      // Any answer will do (the instances may still be starting): nginx is listening.
      await fetch(`http://${host}:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${host}:${port} within 10 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    pid: child.pid,
    accessLog: path.join(dir, 'access.log'),
    errorLog,
    /** After the included files changed: checked first, then SIGHUP (new workers on the new config, old ones finish their requests). */
    async reload() {
      testNginxConfig(bin, dir);
      child.kill('SIGHUP');
      await new Promise((r) => setTimeout(r, 1_000));
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: a graceful shutdown (finish the requests in flight), like `nginx -s quit`.
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The access log's lines as records: `upstreams` pairs each instance tried with its answer and its
 * connect time (null when it refused the connection), in the order nginx tried them.
 * @returns {{ at: number, status: number, method: string, uri: string, seconds: number, requestId: string,
 *   upstreams: { addr: string, status: string, connectTime: number | null }[] }[]}
 */
export function parseAccessLog(file) {
  if (!fs.existsSync(file)) return [];
  // Attempts are split by ", " (and " : " between upstream groups); an address itself is host:port.
  const list = (v) => (v === undefined || v === '-' ? [] : v.split(/\s*,\s*|\s+:\s+/));
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [msec, status, method, uri, seconds, addrs, statuses, connects, requestId] = line.split('|');
      const s = list(statuses);
      const c = list(connects);
      return {
        at: Number(msec) * 1000,
        status: Number(status),
        method,
        uri,
        seconds: Number(seconds),
        requestId,
        upstreams: list(addrs).map((addr, i) => ({ addr, status: s[i] ?? '-', connectTime: c[i] === undefined || c[i] === '-' ? null : Number(c[i]) })),
      };
    });
}
