// `npm run cluster`: the portal as it runs in production, on this one machine — a throw-away
// PostgreSQL, an S3-compatible store (s3rver), the migrations and the demo data written once,
// CLUSTER_INSTANCES server instances (default 3) in production mode, and Debian's nginx in front on
// CLUSTER_PORT (default 8080) with deploy/nginx/tcm-portal.conf. Ctrl-C stops everything and removes
// the temp folders. `npm run bench:cluster` starts a cluster of its own (see bench/cluster.mjs).
import { startCluster } from './lib/cluster.mjs';
import { clusterSettings } from './lib/cluster-settings.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

let settings;
try {
  settings = clusterSettings();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

ensureWebBuild();
const cluster = await startCluster({ ...settings }).catch((error) => {
  console.error(`集群未能启动 / the cluster did not start:\n${error.message}`);
  process.exit(1);
});

const line = '='.repeat(72);
console.log(
  [
    line,
    `中药质量检测服务平台 · 集群已就绪 / cluster ready: ${cluster.baseUrl}`,
    `  nginx        ${cluster.baseUrl}  (deploy/nginx/tcm-portal.conf; access log ${cluster.nginx.accessLog})`,
    ...cluster.instances.map((i, n) => `  实例 ${n + 1}       ${i.url}  pid ${i.pid}  log ${i.logFile}`),
    `  PostgreSQL   ${cluster.databaseUrl}`,
    `  对象存储      ${cluster.s3.endpoint}  bucket ${cluster.s3.bucket}`,
    `  演示账号密码  ${cluster.password}   (本次生成，适用于 README 所列全部演示账号 / generated for this run, for every demo account the README lists)`,
    '  Ctrl-C: 停止全部并删除临时目录 / stops everything and removes the temp folders',
    line,
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: 正在停止集群 / stopping the cluster …`);
  await cluster.stop();
  console.log('已停止 / stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// An instance that dies is not restarted here (systemd's Restart=always does that in production): say so.
setInterval(() => {
  for (const [n, i] of cluster.instances.entries()) {
    if (!i.running() && !stopping && !i.reported) {
      i.reported = true;
      console.warn(`实例 ${n + 1}（端口 ${i.port}）已退出，nginx 将其流量转给其余实例 / instance ${n + 1} (port ${i.port}) exited; nginx sends its traffic to the others. Log: ${i.logFile}`);
    }
  }
}, 2_000).unref();
