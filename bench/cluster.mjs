// `npm run bench:cluster`: starts a cluster of its own (scripts/lib/cluster.mjs: PostgreSQL, s3rver,
// CLUSTER_INSTANCES instances, default 3, nginx on a free port; it does not attach to a running
// `npm run cluster`, because it must kill and restart an instance) and runs the mixed workload of
// bench/lib/cluster-workload.mjs through nginx:
//   1. scaling: BENCH_CLUSTER_PHASE_SECONDS (default 20) each with nginx sending to 1, 2, … instances;
//   2. the run: BENCH_CLUSTER_SECONDS (default 120) on all instances; at the middle one instance is
//      kill -9'ed and started again.
// Prints requests, client-visible errors (and the requests nginx had in flight on the killed
// instance, from its access log), p50/p99, throughput per phase, and checks every acknowledged write
// against the database and the bucket afterwards. Exit status 1 when a write is missing or clients
// saw more errors than the requests nginx lost on the killed instance.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { call, contractPdf, must, mustUpload, orderForm, serviceOfStaff, signIn, withDatabase } from '../scripts/lib/cluster-api.mjs';
import { parseAccessLog } from '../scripts/lib/cluster-nginx.mjs';
import { clusterSettings, integerSetting } from '../scripts/lib/cluster-settings.mjs';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { API_SAMPLES } from './api-samples.mjs';
import { createWorkload, quantile } from './lib/cluster-workload.mjs';
import { fixed, markdownTable, thousands } from './lib/format.mjs';

const ORDERERS = ['putong01', 'geren01', 'qiye02', 'qiye03'];
/** Each pays its own orders by voucher; qiye01 also reads its reports. */
const PAYERS = ['geren02', 'geren03', 'qiye01'];
const READER = 'qiye01';
const STAFF = 'jigou01';
const VISITORS = 12;
const STAFF_USERS = 2;
const ORDERS_PER_PAYER = 2;
const WARM_UP_SECONDS = 5;

function readSettings() {
  const { instances } = clusterSettings();
  if (instances < 2) throw new Error('bench:cluster 需要至少 2 个实例（CLUSTER_INSTANCES ≥ 2）/ bench:cluster needs at least 2 instances (CLUSTER_INSTANCES ≥ 2)');
  return {
    instances,
    seconds: integerSetting(process.env, 'BENCH_CLUSTER_SECONDS', 120, 10, 3600),
    phaseSeconds: integerSetting(process.env, 'BENCH_CLUSTER_PHASE_SECONDS', 20, 5, 600),
  };
}

/** The public GET samples that answer retcode 1 on the demo data (the samples are written for the large bench data). */
async function publicSamples(baseUrl) {
  const paths = Object.values(API_SAMPLES)
    .filter(Array.isArray)
    .flat()
    .filter((s) => typeof s === 'string' || ((s.method ?? 'GET') === 'GET' && !s.refused))
    .map((s) => (typeof s === 'string' ? s : s.path));
  const answering = [];
  for (const path of paths) {
    const r = await call(baseUrl, 'GET', path).catch(() => null);
    if (r?.status === 200 && (!r.envelope || r.envelope.retcode === 1)) answering.push(path);
  }
  return { answering, all: paths.length };
}

/** Orders of `payer` in 待付款 (placed, approved, contract provided and signed): what a voucher pays. */
async function payableOrders(baseUrl, payer, staff, serviceId, run) {
  const ids = [];
  for (let i = 0; i < ORDERS_PER_PAYER; i++) {
    const placed = await must(baseUrl, 'POST', '/api/orderInfo/placeOrder', { token: payer, body: orderForm(serviceId, `cb-${run}-pay-${crypto.randomBytes(4).toString('hex')}`) });
    const orderId = placed.orders[0].id;
    await must(baseUrl, 'POST', '/api/institutionOrder/approveOrder', { token: staff, body: { orderId } });
    const contract = await mustUpload(baseUrl, staff, { bytes: contractPdf(), filename: '检测合同.pdf', mime: 'application/pdf', scene: 'contract' });
    await must(baseUrl, 'POST', '/api/institutionOrder/provideContract', { token: staff, body: { orderId, contractUrl: contract.fileUrl } });
    const signed = await mustUpload(baseUrl, payer, { bytes: contractPdf(), filename: '已签合同.pdf', mime: 'application/pdf', scene: 'contract' });
    await must(baseUrl, 'POST', '/api/orderInfo/signContract', { token: payer, body: { orderId, signedContractUrl: signed.fileUrl } });
    ids.push(orderId);
  }
  return ids;
}

/** Every acknowledged write, looked up afterwards: orders, their logged moves, uploads in the database and the bucket. */
async function checkAcknowledged(cluster, acks) {
  const orderIds = [...acks.orders];
  const uploadKeys = acks.uploads.map((u) => u.split('/').pop());
  const moveOrders = [...new Set(acks.moves.map((m) => m.orderId))];
  const { storedOrders, logged, storedUploads } = await withDatabase(cluster.databaseUrl, async (db) => ({
    storedOrders: new Set((await db.query('select id from order_info where id = any($1::int[])', [orderIds])).rows.map((r) => Number(r.id))),
    logged: (await db.query('select order_id, action, count(*)::int as n from order_log where order_id = any($1::int[]) group by 1, 2', [moveOrders])).rows,
    storedUploads: new Set((await db.query('select file_key from upload_file where file_key = any($1::text[])', [uploadKeys])).rows.map((r) => r.file_key)),
  }));
  const loggedCount = new Map(logged.map((r) => [`${r.order_id}:${r.action}`, r.n]));
  const ackCount = new Map();
  for (const m of acks.moves) ackCount.set(`${m.orderId}:${m.action}`, (ackCount.get(`${m.orderId}:${m.action}`) ?? 0) + 1);
  let missingMoves = 0;
  for (const [key, n] of ackCount) missingMoves += Math.max(0, n - (loggedCount.get(key) ?? 0));

  // The project runs on Node 20 by design; the SDK's notice about its future releases is not the bench's finding.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const s3 = new S3Client({
    endpoint: cluster.s3.endpoint,
    region: cluster.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: cluster.env.S3_ACCESS_KEY_ID, secretAccessKey: cluster.env.S3_SECRET_ACCESS_KEY },
  });
  let inBucket = 0;
  for (const key of uploadKeys) {
    const found = await s3.send(new HeadObjectCommand({ Bucket: cluster.s3.bucket, Key: `${cluster.env.S3_PREFIX}${key}` })).then(
      () => true,
      () => false,
    );
    if (found && storedUploads.has(key)) inBucket++;
  }
  s3.destroy();
  return {
    orders: { acknowledged: orderIds.length, missing: orderIds.filter((id) => !storedOrders.has(id)).length },
    moves: { acknowledged: acks.moves.length, missing: missingMoves },
    uploads: { acknowledged: uploadKeys.length, missing: uploadKeys.length - inBucket },
  };
}

/**
 * From nginx's access log: the requests nginx lost on the killed instance — failed after a
 * connection to it was made: in flight when it died, or sent in the same instant on a kept-alive
 * connection nginx had not yet seen closed (the log's clock cannot tell the two apart) — and what
 * became of them: retried on another instance (idempotent) or a 502 to the client (a POST: never
 * passed on, by design). Also the connections it refused while down (always passed on).
 */
function killedInstanceTraffic(accessLog, port, killAt, from, to) {
  const victim = `127.0.0.1:${port}`;
  const lines = parseAccessLog(accessLog).filter((l) => l.at >= from && l.at <= to);
  const lost = lines.filter((l) => l.upstreams.some((u) => u.addr === victim && /^5\d\d$/.test(u.status) && u.connectTime !== null));
  return {
    lost: lost.length,
    withinMs: lost.length ? Math.max(...lost.map((l) => l.at)) - killAt : 0,
    retried: lost.filter((l) => l.status < 500).length,
    toClient: lost.filter((l) => l.status >= 500).map((l) => `${l.method} ${l.uri} → ${l.status}`),
    refusedConnects: lines.filter((l) => l.upstreams.some((u) => u.addr === victim && u.connectTime === null)).length,
    byInstance: lines.reduce((m, l) => {
      const last = l.upstreams.at(-1)?.addr ?? '-';
      m.set(last, (m.get(last) ?? 0) + 1);
      return m;
    }, new Map()),
  };
}

function phaseRow(label, instances, seconds, rec) {
  return [label, instances, seconds, thousands(rec.requests), fixed(rec.requests / seconds, 1), fixed(quantile(rec.latencies, 0.5), 1), fixed(quantile(rec.latencies, 0.99), 1), rec.errors, rec.refused];
}

/** How often each string occurs. */
const count = (list) => list.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map());
const top = (map, n = 5) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v}× ${k}`);

async function main() {
  const settings = readSettings();
  const cluster = await startCluster({ instances: settings.instances, port: 0 });
  try {
    const base = cluster.baseUrl;
    const run = crypto.randomBytes(3).toString('hex');
    const { answering, all } = await publicSamples(base);
    const tokenOf = new Map();
    for (const account of [...new Set([...ORDERERS, ...PAYERS, READER, STAFF])]) tokenOf.set(account, await signIn(base, account, cluster.password));
    const serviceId = await serviceOfStaff(cluster.databaseUrl, STAFF);
    const staff = tokenOf.get(STAFF);
    const payers = [];
    for (const account of PAYERS) payers.push({ token: tokenOf.get(account), orders: await payableOrders(base, tokenOf.get(account), staff, serviceId, run) });
    const workload = createWorkload({
      baseUrl: base,
      run,
      samples: answering,
      serviceId,
      visitors: Array.from({ length: VISITORS }, (_, i) => i * 7),
      orderers: ORDERERS.map((a) => tokenOf.get(a)),
      payers,
      readers: [tokenOf.get(READER)],
      staff: Array.from({ length: STAFF_USERS }, () => staff),
    });
    const users = `${VISITORS} visitors, ${ORDERERS.length} members ordering, ${PAYERS.length} paying by voucher, 1 reading reports, ${STAFF_USERS} staff moving orders`;
    console.log(`\n${answering.length} of ${all} public samples answer on the demo data. Virtual users: ${users}.`);

    console.log(`warm-up ${WARM_UP_SECONDS} s …`);
    await workload.run(WARM_UP_SECONDS);
    const rows = [];
    for (let k = 1; k <= settings.instances; k++) {
      await cluster.useInstances(k);
      console.log(`scaling: ${k} instance(s), ${settings.phaseSeconds} s …`);
      rows.push(phaseRow(`scaling ${k}`, k, settings.phaseSeconds, await workload.run(settings.phaseSeconds)));
    }

    await cluster.useInstances(settings.instances);
    const victim = cluster.instances[1];
    const kill = { at: 0, readyAfterMs: 0 };
    const from = Date.now();
    console.log(`mixed run: ${settings.seconds} s on ${settings.instances} instances; kill -9 of 127.0.0.1:${victim.port} at ${settings.seconds / 2} s …`);
    const main = await workload.run(settings.seconds, async () => {
      await new Promise((r) => setTimeout(r, (settings.seconds * 1000) / 2));
      kill.at = Date.now();
      await victim.kill9();
      await victim.start();
      kill.readyAfterMs = Date.now() - kill.at;
    });
    // nginx writes a line when a request ends: a little after the run's end.
    await new Promise((r) => setTimeout(r, 500));
    rows.push(phaseRow(`mixed, kill -9 at ${settings.seconds / 2} s`, settings.instances, settings.seconds, main));
    const traffic = killedInstanceTraffic(cluster.nginx.accessLog, victim.port, kill.at, from, Date.now());
    // The temp folders go with the cluster: the access log of the run is kept for a closer look.
    const keptLog = path.join(os.tmpdir(), `tcm-bench-cluster-${run}-access.log`);
    fs.copyFileSync(cluster.nginx.accessLog, keptLog);
    const checked = await checkAcknowledged(cluster, workload.acks);
    report({ settings, rows, main, kill, victim, traffic, checked });
    console.log(`\nnginx's access log of the run: ${keptLog}`);
    const missing = checked.orders.missing + checked.moves.missing + checked.uploads.missing;
    if (missing > 0 || main.errors > traffic.toClient.length) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
}

function report({ settings, rows, main, kill, victim, traffic, checked }) {
  const cpus = os.cpus();
  console.log(`\n## npm run bench:cluster — ${settings.instances} instances behind nginx, PostgreSQL, s3rver; ${cpus.length} CPU(s) (${cpus[0]?.model ?? '?'}) shared with the load generator\n`);
  console.log(markdownTable(['phase', 'instances', 's', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'client errors', 'refusals'], rows, { right: [false, true, true, true, true, true, true, true, true] }));
  console.log('\nThe mixed run by kind of request:\n');
  const kinds = [...main.kinds].map(([kind, k]) => [kind, thousands(k.requests), fixed(quantile(k.latencies, 0.5), 1), fixed(quantile(k.latencies, 0.99), 1), k.errors]);
  console.log(markdownTable(['kind', 'requests', 'p50 ms', 'p99 ms', 'client errors'], kinds, { right: [false, true, true, true, true] }));
  console.log(`\nkill -9: 127.0.0.1:${victim.port} at ${settings.seconds / 2} s, ready again (/readyz 200) after ${fixed(kill.readyAfterMs / 1000, 1)} s.`);
  const toClient = traffic.toClient.length ? `: ${top(count(traffic.toClient)).join('; ')}` : '';
  console.log(`  requests nginx lost on it (in flight, or sent in the same instant on a kept-alive connection), all within ${fixed(traffic.withinMs)} ms of the kill: ${traffic.lost}`);
  console.log(`    ${traffic.retried} retried by nginx on another instance (idempotent), ${traffic.toClient.length} answered 502 to the client (POSTs are never passed on)${toClient}`);
  console.log(`  connections it refused while down: ${traffic.refusedConnects} (each passed to another instance)`);
  console.log(`  answered by: ${[...traffic.byInstance].map(([a, n]) => `${a} ${thousands(n)}`).join(', ')}`);
  console.log(`  client-visible errors in the mixed run: ${main.errors}${main.errors ? ` (${top(main.errorKinds).join('; ')})` : ''}`);
  if (main.refused) console.log(`  refusals (the app's own answers): ${top(main.refusals).join('; ')}`);
  const line = (name, c) => `  ${name}: ${thousands(c.acknowledged)} acknowledged, ${c.missing} missing`;
  console.log(`\nacknowledged writes checked afterwards (every phase):\n${line('orders placed', checked.orders)}\n${line('order moves (approve, pay, rejectPayment) in the order log', checked.moves)}\n${line('uploads in upload_file and in the bucket', checked.uploads)}`);
}

await main();
