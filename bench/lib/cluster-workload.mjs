// The mixed workload of `npm run bench:cluster`: virtual users, each a loop of what one kind of user
// does, all through nginx. Visitors browse and search (the public samples of bench/api-samples.mjs
// that answer on the demo data); members place orders and list them; members pay orders by
// uploading a transfer voucher (uploadFile + payOrder); a member reads its reports and opens the
// report files; institution staff approve the placed orders and send paid ones back (rejectPayment,
// so the voucher cycle goes on). Every acknowledged write is remembered for the check afterwards.
import { call, fileForm, orderForm, voucherPng } from '../../scripts/lib/cluster-api.mjs';

/** A member uploads at most one voucher per this interval: the per-account daily upload quota (200) must outlast the run. */
const VOUCHER_INTERVAL_MS = 2_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Requests, latencies and what went wrong, for one phase. */
export function createRecorder() {
  return { started: Date.now(), ended: 0, requests: 0, ok: 0, refused: 0, errors: 0, latencies: [], kinds: new Map(), errorKinds: new Map(), refusals: new Map() };
}

function count(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Sends one request and records it under `kind`. A client-visible error is no answer (connection
 * refused or reset, timeout) or an HTTP status other than 200/304; a refusal is an envelope with
 * retcode ≠ 1 (the app's own answer, e.g. a state the order is no longer in). Answers the result, or
 * null on an error.
 */
async function send(rec, kind, baseUrl, method, path, opts) {
  rec.requests++;
  const k = rec.kinds.get(kind) ?? { requests: 0, errors: 0, latencies: [] };
  rec.kinds.set(kind, k);
  k.requests++;
  let r;
  try {
    r = await call(baseUrl, method, path, opts);
  } catch (error) {
    rec.errors++;
    k.errors++;
    count(rec.errorKinds, `${kind}: ${error.cause?.code ?? error.name ?? 'error'}`);
    return null;
  }
  if (r.status !== 200 && r.status !== 304) {
    rec.errors++;
    k.errors++;
    count(rec.errorKinds, `${kind}: HTTP ${r.status}`);
    return null;
  }
  rec.latencies.push(r.ms);
  k.latencies.push(r.ms);
  if (r.envelope && 'retcode' in r.envelope && r.envelope.retcode !== 1) {
    rec.refused++;
    count(rec.refusals, `${kind}: ${r.envelope.retmsg}`);
  } else rec.ok++;
  return r;
}

/**
 * The state the virtual users share across phases: tokens, queues of orders between members and
 * staff, and every acknowledged write.
 * @param {{ baseUrl: string, run: string, samples: string[], serviceId: number, visitors: number[], orderers: string[],
 *   payers: { token: string, orders: number[] }[], readers: string[], staff: string[] }} setup
 *   visitors: a start index into the samples each; orderers, readers, staff: session tokens.
 */
export function createWorkload(setup) {
  const acks = { orders: new Set(), moves: [], uploads: [] };
  const placed = [];
  const paid = [];
  let n = 0;
  let rec = createRecorder();
  let stopAt = 0;
  const live = () => Date.now() < stopAt;
  const { baseUrl } = setup;

  async function visitor(seed) {
    let i = seed;
    while (live()) {
      const path = setup.samples[i++ % setup.samples.length];
      await send(rec, 'visitor GET', baseUrl, 'GET', path, { headers: { 'accept-encoding': 'gzip, br' } });
    }
  }

  async function orderer(token) {
    while (live()) {
      const submissionId = `cb-${setup.run}-${++n}`;
      const r = await send(rec, 'placeOrder', baseUrl, 'POST', '/api/orderInfo/placeOrder', { token, body: orderForm(setup.serviceId, submissionId) });
      for (const o of r?.envelope?.retcode === 1 ? r.envelope.data.orders : []) {
        acks.orders.add(o.id);
        placed.push(o.id);
      }
      if (n % 3 === 0) await send(rec, 'member GET', baseUrl, 'GET', '/api/orderInfo/queryOrderInfo?pageNum=1&pageSize=10', { token });
    }
  }

  async function payer({ token, orders }) {
    const payable = [...orders];
    while (live()) {
      const orderId = payable.shift();
      if (orderId === undefined) {
        await sleep(50);
        continue;
      }
      const started = Date.now();
      const form = fileForm(voucherPng(), '转账凭证.png', 'image/png');
      const up = await send(rec, 'uploadFile voucher', baseUrl, 'POST', '/api/uploadFile?scene=voucher', { token, body: form });
      const fileUrl = up?.envelope?.retcode === 1 ? up.envelope.data.fileUrl : null;
      if (fileUrl) acks.uploads.push(fileUrl);
      const pay = fileUrl ? await send(rec, 'payOrder', baseUrl, 'POST', '/api/orderInfo/payOrder', { token, body: { orderId, voucherUrls: [fileUrl] } }) : null;
      if (pay?.envelope?.retcode === 1) acks.moves.push({ orderId, action: 'pay' });
      // Paid, or perhaps paid (no answer), or refused: the staff's rejectPayment puts it back in either case
      // (refused when it was not paid), so an order never gets stuck between the two.
      if (fileUrl) paid.push({ orderId, back: payable });
      else payable.push(orderId);
      await sleep(Math.max(0, VOUCHER_INTERVAL_MS - (Date.now() - started)));
    }
  }

  async function reader(token) {
    while (live()) {
      const r = await send(rec, 'member reports', baseUrl, 'GET', '/api/orderInfo/queryMyReport?pageNum=1&pageSize=10', { token });
      const report = r?.envelope?.data?.list?.find((x) => x.fileUrl);
      if (report) await send(rec, 'report file', baseUrl, 'GET', report.fileUrl, { token });
    }
  }

  async function staff(token) {
    while (live()) {
      const back = paid.shift();
      if (back) {
        const r = await send(rec, 'staff move', baseUrl, 'POST', '/api/institutionOrder/rejectPayment', { token, body: { orderId: back.orderId, reason: '凭证金额与订单金额不符，请重新上传' } });
        if (r?.envelope?.retcode === 1) acks.moves.push({ orderId: back.orderId, action: 'rejectPayment' });
        // Refused or not answered: the order may have moved anyway; the payer tries it again (a refusal is counted).
        back.back.push(back.orderId);
        continue;
      }
      const orderId = placed.shift();
      if (orderId !== undefined) {
        const r = await send(rec, 'staff move', baseUrl, 'POST', '/api/institutionOrder/approveOrder', { token, body: { orderId } });
        if (r?.envelope?.retcode === 1) acks.moves.push({ orderId, action: 'approve' });
        continue;
      }
      await send(rec, 'staff GET', baseUrl, 'GET', '/api/institutionOrder/queryOrder?pageNum=1&pageSize=10', { token });
      await sleep(50);
    }
  }

  return {
    acks,
    /** Runs every virtual user for `seconds`; `during(elapsedMs)` runs beside them (the kill). Answers the phase's recorder. */
    async run(seconds, during) {
      rec = createRecorder();
      stopAt = Date.now() + seconds * 1000;
      const users = [
        ...setup.visitors.map((seed) => visitor(seed)),
        ...setup.orderers.map((t) => orderer(t)),
        ...setup.payers.map((p) => payer(p)),
        ...setup.readers.map((t) => reader(t)),
        ...setup.staff.map((t) => staff(t)),
      ];
      await Promise.all([...users, during ? during() : Promise.resolve()]);
      rec.ended = Date.now();
      return rec;
    },
  };
}

/** The q-quantile (0–1) of a list of numbers, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
