import { OPERATOR_MESSAGES } from '@tcm/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

interface Call {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  /** Sent as multipart/form-data with this .xlsx as "file". */
  xlsx?: boolean;
}

const STANDARD = { standardNo: 'T/TEST 1-2026', nameCn: '角色测试标准', level: 4, issuer: '测试学会', issueDate: '2026-01-01', implementDate: '2026-02-01', scope: '角色测试。' };
const MONOGRAPH = { name: '角色测试品种', pinyin: 'Juese', categoryId: 1, sections: { description: '测试。' } };

/** Every lookup-management call with input that would succeed for an operator. */
const CALLS: Call[] = [
  { method: 'GET', url: '/api/admin/standard/query' },
  { method: 'GET', url: '/api/admin/standard/get?id=1' },
  { method: 'POST', url: '/api/admin/standard/create', payload: STANDARD },
  { method: 'POST', url: '/api/admin/standard/update', payload: { id: 1, ...STANDARD, standardNo: 'T/TEST 2-2026' } },
  { method: 'POST', url: '/api/admin/standard/delete', payload: { id: 1 } },
  { method: 'GET', url: '/api/admin/monograph/query' },
  { method: 'GET', url: '/api/admin/monograph/get?id=1' },
  { method: 'POST', url: '/api/admin/monograph/create', payload: { edition: 2020, ...MONOGRAPH } },
  { method: 'POST', url: '/api/admin/monograph/update', payload: { id: 1, ...MONOGRAPH, name: '角色测试品种乙' } },
  { method: 'POST', url: '/api/admin/monograph/delete', payload: { id: 1 } },
  { method: 'POST', url: '/api/admin/monograph/import', xlsx: true },
  { method: 'GET', url: '/api/admin/monograph/importTemplate' },
];

describe(`lookup management roles on ${testEngine}`, () => {
  let t: TestApp;
  let xlsx: Buffer;
  const headers: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    for (const account of ['geren01', 'jigou01', 'yunying01']) headers[account] = await signIn(t.app, account);
    xlsx = (await t.app.inject({ url: '/api/admin/monograph/importTemplate', headers: headers.yunying01 })).rawPayload;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
    expect(wb.getWorksheet('药典品种')!.rowCount).toBe(2);
  });
  afterAll(async () => t.close());

  const send = (call: Call, who: Record<string, string>) => {
    if (!call.xlsx) return t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: who });
    const body = multipartBody([{ name: 'file', value: xlsx, filename: 'import.xlsx' }]);
    return t.app.inject({ method: call.method, url: call.url, payload: body.payload, headers: { ...who, ...body.headers } });
  };
  const snapshot = async () => ({
    counts: await tableCounts(t.app.db),
    audit: await t.app.db.selectFrom('audit_log').select('id').execute(),
    standard: await t.app.db.selectFrom('quality_standard').selectAll().where('id', '=', 1).executeTakeFirst(),
    monograph: await t.app.db.selectFrom('pharmacopoeia_monograph').selectAll().where('id', '=', 1).executeTakeFirst(),
    ginseng: await t.app.db.selectFrom('pharmacopoeia_monograph').select('sections').where('name', '=', '人参').where('edition', '=', 2020).executeTakeFirst(),
  });

  it('registers every call operator-only', () => {
    const registered = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/admin/standard/') || r.url.startsWith('/api/admin/monograph/'));
    expect(registered.filter((r) => r.method !== 'HEAD').map((r) => `${[r.method].flat().join()} ${r.url}`).sort()).toEqual(CALLS.map((c) => `${c.method} ${c.url.split('?')[0]}`).sort());
    for (const r of registered) expect(r.config, r.url).toMatchObject({ auth: 'operator' });
  });

  for (const call of CALLS) {
    it(`${call.method} ${call.url}: a visitor is asked to log in, a member and institution staff are refused, nothing changes`, async () => {
      const before = await snapshot();
      expect((await send(call, {})).json().retcode).toBe(401);
      for (const account of ['geren01', 'jigou01']) {
        expect((await send(call, headers[account]!)).json(), account).toMatchObject({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('lets the operator make every call', async () => {
    for (const call of CALLS) {
      const res = await send(call, headers.yunying01!);
      if (call.url.endsWith('importTemplate')) expect(res.statusCode).toBe(200);
      else expect(res.json(), call.url).toMatchObject({ retcode: 1 });
    }
  });
});
