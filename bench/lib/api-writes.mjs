// The writes of `npm run bench:api` (issue #18): placeOrder by signed-in members (each request a new
// submissionId; afterwards every acknowledged order is looked up in the database), an institution's
// order move (approveOrder on the orders just placed), a 200 kB image upload, and login (argon2 is
// slow on purpose: reported, no budget).
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { orderForm } from '../../scripts/lib/cluster-api.mjs';
import { API_BUDGETS } from '../budgets.mjs';
import { openBenchDb } from './bench-db.mjs';
import { autocannonFigures as figures } from './format.mjs';
import { cpuMeter, describeCpu } from './machine.mjs';
import { settings } from './settings.mjs';

const DEMO_PASSWORD = 'Demo@2026';
/** Demo members that may order (all member types). */
const MEMBERS = ['putong01', 'geren01', 'geren02', 'geren03', 'qiye01', 'qiye02', 'qiye03'];
const STAFF = 'jigou01';
const json = { 'content-type': 'application/json' };

async function login(baseUrl, account) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ account, password: DEMO_PASSWORD }) });
  const body = await res.json();
  return body.data?.accessToken ?? null;
}

/** A PNG of noise, about 200 kB (noise does not compress), made once. */
async function noisyPng() {
  const side = 260;
  const raw = crypto.randomBytes(side * side * 3);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}

function multipart(file, name) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** ", 2.1 ms of server CPU (and 0.8 of PostgreSQL's) per order": what one order costs the machine. */
function cpuPerOrder(cpu, orders) {
  if (!orders || cpu.server === null) return '';
  const per = (cores) => (cores * cpu.wallMs) / orders;
  const pg = cpu.postgres !== null && cpu.postgres > 0.01 ? ` and ${per(cpu.postgres).toFixed(1)} ms of PostgreSQL's` : '';
  return `; ${per(cpu.server).toFixed(1)} ms of server CPU${pg} per order`;
}

/**
 * @param {{ baseUrl: string, engine: string, dataDir: string, databaseUrl?: string, pid?: number }} server
 * @returns {Promise<object[]>} rows for the API table
 */
export async function runWriteBench(server, log = console.log) {
  const { baseUrl, engine } = server;
  const rows = [];
  const db = await openBenchDb(server);
  try {
    const members = [];
    for (const account of MEMBERS) {
      const token = await login(baseUrl, account);
      if (token) members.push(token);
    }
    const staffToken = await login(baseUrl, STAFF);
    const [service] = await db.all(
      `select s.id from institution_test_service s
       join institution_staff st on st.institution_id = s.institution_id
       join sys_member m on m.id = st.member_id
       where m.user_account = ? and s.status = 1 order by s.id limit 1`,
      [STAFF],
    );
    if (!members.length || !staffToken || !service) throw new Error(`write bench: no demo members (${members.length}), staff or service to order`);

    // placeOrder: each request a new submission id, members in turn.
    const run = crypto.randomBytes(4).toString('hex');
    const form = orderForm(service.id);
    let n = 0;
    const acknowledged = new Set();
    let refused = 0;
    let firstRefusal = '';
    log(`[${engine}] POST placeOrder: ${settings.connections} connections, ${settings.seconds} s …`);
    const cpuUsed = cpuMeter(server.pid);
    const placed = await autocannon({
      url: baseUrl,
      connections: settings.connections,
      duration: settings.seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/orderInfo/placeOrder',
          setupRequest: (req) => {
            n += 1;
            return { ...req, headers: { ...json, token: members[n % members.length] }, body: JSON.stringify({ ...form, submissionId: `bench-${run}-${n}` }) };
          },
          onResponse: (status, body) => {
            try {
              const reply = JSON.parse(body);
              if (reply.retcode === 1) for (const o of reply.data.orders) acknowledged.add(o.id);
              else if (!refused++) firstRefusal = reply.retmsg;
            } catch {
              if (!refused++) firstRefusal = `HTTP ${status}`;
            }
          },
        },
      ],
    });
    const cpu = cpuUsed();
    const stored = new Set((await db.all(`select id from order_info where submission_id like ?`, [`bench-${run}-%`])).map((r) => Number(r.id)));
    const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
    const orderRow = { call: 'POST /api/orderInfo/placeOrder (write)', samples: members.length, ...figures(placed), problems: [] };
    orderRow.ordersPerSecond = acknowledged.size / settings.seconds;
    orderRow.note = `${acknowledged.size} acknowledged, ${stored.size} stored, ${missing} missing; ${refused} refused${firstRefusal ? ` (${firstRefusal})` : ''}`;
    orderRow.note += `; CPU: ${describeCpu(cpu)}${cpuPerOrder(cpu, acknowledged.size)}`;
    if (missing > 0) orderRow.problems.push(`${missing} acknowledged orders missing`);
    if (refused > 0) orderRow.problems.push(`${refused} refused: ${firstRefusal}`);
    orderRow.verdict = orderRow.ordersPerSecond >= API_BUDGETS.placeOrderPerSecond && missing === 0 ? '✔' : '✘';
    orderRow.budget = `≥ ${API_BUDGETS.placeOrderPerSecond} orders/s, all stored`;
    rows.push(orderRow);

    // An institution's move: approve the orders just placed, one request each.
    const toApprove = [...acknowledged];
    let moved = 0;
    let moveRefused = '';
    if (toApprove.length) {
      log(`[${engine}] POST institutionOrder/approveOrder on ${toApprove.length} orders …`);
      let i = 0;
      const moves = await autocannon({
        url: baseUrl,
        connections: Math.min(settings.connections, toApprove.length),
        amount: toApprove.length,
        requests: [
          {
            method: 'POST',
            path: '/api/institutionOrder/approveOrder',
            setupRequest: (req) => ({ ...req, headers: { ...json, token: staffToken }, body: JSON.stringify({ orderId: toApprove[i++ % toApprove.length] }) }),
            onResponse: (_status, body) => {
              try {
                const reply = JSON.parse(body);
                if (reply.retcode === 1) moved++;
                else moveRefused ||= reply.retmsg;
              } catch {
                moveRefused ||= 'not JSON';
              }
            },
          },
        ],
      });
      rows.push({
        call: 'POST /api/institutionOrder/approveOrder (write)',
        samples: toApprove.length,
        ...figures(moves),
        problems: moved === toApprove.length ? [] : [`${toApprove.length - moved} refused: ${moveRefused}`],
        note: `${moved} of ${toApprove.length} moved`,
      });
    }

    // A 200 kB image upload.
    const png = await noisyPng();
    const { body, contentType } = multipart(png, 'bench.png');
    const uploads = Math.min(400, settings.seconds * 40);
    log(`[${engine}] POST uploadFile: ${uploads} images of ${Math.round(png.length / 1000)} kB …`);
    let uploaded = 0;
    const upload = await autocannon({
      url: baseUrl,
      connections: Math.min(settings.connections, 20),
      amount: uploads,
      requests: [
        {
          method: 'POST',
          path: '/api/uploadFile',
          headers: { 'content-type': contentType, token: members[0] },
          body,
          onResponse: (_s, reply) => {
            if (reply.includes('"retcode":1')) uploaded++;
          },
        },
      ],
    });
    rows.push({
      call: `POST /api/uploadFile ${Math.round(png.length / 1000)} kB image (write)`,
      samples: 1,
      ...figures(upload),
      problems: uploaded === uploads ? [] : [`${uploads - uploaded} of ${uploads} not stored`],
      note: `${uploaded} stored`,
    });

    // Login: argon2 on purpose; reported without a budget.
    log(`[${engine}] POST auth/login: 10 connections, 100 sign-ins …`);
    const logins = await autocannon({
      url: baseUrl,
      connections: 10,
      amount: 100,
      requests: [{ method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify({ account: 'putong01', password: DEMO_PASSWORD }) }],
    });
    rows.push({ call: 'POST /api/auth/login (argon2, no budget)', samples: 1, ...figures(logins), problems: [], note: 'argon2id by design' });
  } finally {
    await db.close();
  }
  return rows;
}
