// What the cluster benchmark and the cluster test send: the portal's own calls over HTTP, as a
// browser does (the Token header, the {retcode, retmsg, data} envelope, multipart uploads).
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import pg from 'pg';

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * One request. Resolves whatever the HTTP status (`envelope` is null when the body is not JSON);
 * rejects only when no answer came (connection refused or reset, timeout).
 * @returns {Promise<{ status: number, envelope: { retcode: number, retmsg: string, data: any } | null, ms: number, bytes: number }>}
 */
export async function call(baseUrl, method, path, { token, body, headers = {}, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const isForm = body instanceof FormData;
  const res = await fetch(baseUrl + path, {
    method,
    headers: { ...(body !== undefined && !isForm ? JSON_TYPE : {}), ...(token ? { token } : {}), ...headers },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const raw = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  let envelope = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      envelope = JSON.parse(raw.toString('utf8'));
    } catch {
      envelope = null;
    }
  }
  return { status: res.status, envelope, ms, bytes: raw.length };
}

/** The data of a call that must succeed; throws with the server's words otherwise. */
export async function must(baseUrl, method, path, opts) {
  const r = await call(baseUrl, method, path, opts);
  if (r.status !== 200 || r.envelope?.retcode !== 1) throw new Error(`${method} ${path}: HTTP ${r.status} ${r.envelope?.retmsg ?? ''}`.trim());
  return r.envelope.data;
}

/** A session token of `account` (accounts without a second factor: members and institution staff). */
export async function signIn(baseUrl, account, password) {
  const data = await must(baseUrl, 'POST', '/api/auth/login', { body: { account, password } });
  if (!data.accessToken) throw new Error(`${account}: the sign-in asked for a second factor`);
  return data.accessToken;
}

/** A multipart body of one file, as the web's uploader sends it. */
export function fileForm(bytes, filename, mime) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: mime }), filename);
  return form;
}

/** POST /api/uploadFile?scene=… → the call's result ({ status, envelope, ms }). */
export function upload(baseUrl, token, { bytes, filename, mime, scene }) {
  return call(baseUrl, 'POST', `/api/uploadFile${scene ? `?scene=${scene}` : ''}`, { token, body: fileForm(bytes, filename, mime) });
}

/** An upload that must be stored: its fileUrl (and previewUrl for a private one). */
export async function mustUpload(baseUrl, token, file) {
  const r = await upload(baseUrl, token, file);
  if (r.status !== 200 || r.envelope?.retcode !== 1) throw new Error(`uploadFile ${file.filename}: HTTP ${r.status} ${r.envelope?.retmsg ?? ''}`.trim());
  return r.envelope.data;
}

/** A small PNG of noise, different every call (a photo of a transfer slip stands in for it). */
export function voucherPng() {
  const width = 16;
  const height = 16;
  const stride = 1 + width * 3;
  const rows = crypto.randomBytes(height * stride);
  for (let y = 0; y < height; y++) rows[y * stride] = 0; // filter type 0 on each row
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32be(data.length), body, u32be(zlib.crc32(body))]);
  };
  const ihdr = Buffer.concat([u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const u32be = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** A one-page PDF (a contract stands in for it). */
export function contractPdf() {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** An order of one sample for one service (the checkout's fields, as the web sends them). */
export function orderForm(testServiceId, submissionId) {
  return {
    items: [{ testServiceId, sampleCount: 1 }],
    sample: { name: '黄芪饮片', variety: '黄芪', batchNo: 'B2026', quantity: '500g × 2袋', packing: '密封袋', storage: '常温', returnSample: false },
    urgentFlag: 1,
    testingBasis: 2,
    qualification: 1,
    invoice: { type: 1, title: '个人' },
    contact: { name: '张三', phone: '13912345678', address: '浙江省杭州市西湖区文三路90号' },
    remark: '',
    submissionId,
  };
}

/** Direct reads of the cluster's database, for what the API does not say. */
export async function withDatabase(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An active test service of the institution `staffAccount` works for (orders placed on it are that staff's to move). */
export async function serviceOfStaff(databaseUrl, staffAccount) {
  const rows = await withDatabase(databaseUrl, (db) =>
    db.query(
      `select s.id from institution_test_service s
       join institution_staff st on st.institution_id = s.institution_id
       join sys_member m on m.id = st.member_id
       where m.user_account = $1 and s.status = 1 order by s.id limit 1`,
      [staffAccount],
    ),
  );
  if (!rows.rows[0]) throw new Error(`${staffAccount}: no active test service to order`);
  return Number(rows.rows[0].id);
}
