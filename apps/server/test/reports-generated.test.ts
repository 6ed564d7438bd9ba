import { ORDER_STATUS, REPORT_MESSAGES, RESULT_MESSAGES, type ResultSheet } from '@tcm/shared';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCjkFont } from '../src/lib/cjk-font';
import { generatedReportPdf } from '../src/modules/reports/generated/report-pdf';
import { wrapText } from '../src/modules/reports/generated/text-wrap';
import { seedGeneratedReports } from '../src/db/seed/orders/generated-reports';
import { stampLabel } from '../src/modules/reports/stamp';
import { type Parties, signIn, uploadPdf } from './helpers/orders';
import { cjkTextOf, embeddedCjkFonts } from './helpers/pdf-text';
import { huangqiOrderAt } from './helpers/results';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const I = '/api/institutionOrder';

describe(`reports generated from the results on ${testEngine}`, () => {
  let t: TestApp;
  let p: Parties;
  const get = async (url: string, headers: Headers = p.staff) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const post = async (url: string, payload: object, headers: Headers = p.staff) => (await t.app.inject({ method: 'POST', url, headers, payload })).json();
  const reportsOf = (orderId: number) => t.app.db.selectFrom('order_report').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  async function download(fileUrl: string, headers: Headers): Promise<PDFDocument> {
    const res = await t.app.inject({ method: 'GET', url: fileUrl, headers });
    expect(res.statusCode).toBe(200);
    return PDFDocument.load(res.rawPayload);
  }

  /** Every row filled: 水分 9.2 % and 10.4 % (over 10.0 %), the heavy metals within their limits, 镉 not detected. */
  async function fill(orderId: number) {
    const sheet = (await get(`${I}/getResultSheet?orderId=${orderId}`)).data as ResultSheet;
    const rows = sheet.rows.map((r) =>
      r.subject === '镉' ? { key: r.key, notDetected: true, detectionLimit: '0.01', unit: 'mg/kg' } : { key: r.key, value: r.subject ? '0.1' : r.sampleIndex === 2 ? '10.4' : '9.2', unit: r.limitUnit ?? '' },
    );
    expect((await post(`${I}/saveResults`, { orderId, testDate: '2026-11-20', remark: '样品2复测一次，结果一致。', rows })).retcode).toBe(1);
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    const member = await t.memberHeaders('generated');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  it('writes the report from the order and the results, in Chinese, and stamps it like an uploaded one', async () => {
    // The order asks for CMA, which jigou01's institution holds.
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING, { extra: { qualification: 1 } });
    await fill(id);
    const issued = await post(`${I}/issueReport`, { orderId: id, generate: true });
    expect(issued.retcode, issued.retmsg).toBe(1);
    expect(issued.data.status).toBe(ORDER_STATUS.COMPLETED);
    const [row] = await reportsOf(id);
    expect(row!.original_url).not.toBe(row!.file_url);

    // The original the platform wrote: the institution's own private file.
    const original = await download(row!.original_url!, p.staff);
    const text = cjkTextOf(original, 0).join('\n');
    // Table cells and long paragraphs wrap: compare them as one run of text.
    const flat = text.replace(/\n/g, '');
    const institution = await t.app.db.selectFrom('institution').innerJoin('order_info', 'order_info.institution_id', 'institution.id').select(['institution.name', 'institution.cma_cert_no']).where('order_info.id', '=', id).executeTakeFirstOrThrow();
    for (const expected of [institution.name, '检 验 检 测 报 告', `报告编号：${row!.report_no}`, '委托单位：', '样品名称：黄芪饮片', '批号：B2026', '检测日期：2026-11-20', '检测依据：《中国药典》2020年版 · 黄芪', '编制：', '签发日期：']) {
      expect(text, expected).toContain(expected);
    }
    for (const expected of ['重金属及有害元素（铅、镉、砷、汞、铜） · 镉', '未检出（检出限 0.01mg/kg）', '10.4 %', '检测结论：经检验，水分 · 样品2不符合《中国药典》2020年版 黄芪项下的规定，其余所检项目符合规定。', '备注：样品2复测一次，结果一致。']) {
      expect(flat, expected).toContain(expected);
    }
    expect(text).toMatch(/收样日期：\d{4}-\d{2}-\d{2}/);
    // The mark the order asked for, with the institution's certificate number.
    expect(cjkTextOf(original, 0)).toContain('CMA');
    if (institution.cma_cert_no) expect(text).toContain(institution.cma_cert_no.slice(0, 16));
    for (const font of embeddedCjkFonts(original, 0)) expect(font.wellFormed).toBe(true);

    // The member's copy is stamped in Chinese on every page.
    const stamped = await download(row!.file_url, p.member);
    for (let i = 0; i < stamped.getPageCount(); i += 1) expect(cjkTextOf(stamped, i)).toContain(stampLabel(row!.verify_code));
    expect((await get(`/api/report/verifyReport?code=${row!.verify_code}`, {})).data.reportNo).toBe(row!.report_no);
  });

  it('prints only the mark the order asked for, and only when the institution holds it', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    await fill(id);
    // An order that asked for CNAS (set here: the demo services are CMA ones).
    await t.app.db.updateTable('order_info').set({ qualification: 2 }).where('id', '=', id).execute();
    expect((await post(`${I}/issueReport`, { orderId: id, generate: true })).retcode).toBe(1);
    const [row] = await reportsOf(id);
    const lines = cjkTextOf(await download(row!.original_url!, p.staff), 0);
    const { cnas } = await t.app.db.selectFrom('institution').innerJoin('order_info', 'order_info.institution_id', 'institution.id').select('institution.cnas').where('order_info.id', '=', id).executeTakeFirstOrThrow();
    expect(lines).not.toContain('CMA');
    expect(lines.includes('CNAS')).toBe(Boolean(cnas));
  });

  it('asks for an upload or generate, not both and not neither, and generates only over complete results', async () => {
    const id = await huangqiOrderAt(t.app, p, ORDER_STATUS.TESTING);
    const before = await tableCounts(t.app.db);
    expect(await post(`${I}/issueReport`, { orderId: id })).toMatchObject({ retcode: 0, retmsg: REPORT_MESSAGES.sourceRequired });
    expect(await post(`${I}/issueReport`, { orderId: id, reportUrl: p.staffPdf, generate: true })).toMatchObject({ retcode: 0, retmsg: REPORT_MESSAGES.sourceBoth });
    const incomplete = await post(`${I}/issueReport`, { orderId: id, generate: true });
    expect(incomplete.retcode).toBe(0);
    expect(incomplete.retmsg).toMatch(/^还有 \d+ 行检测结果未填写/);
    expect(RESULT_MESSAGES.incomplete(3)).toMatch(/^还有 3 行/);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });
  it('writes the demo’s reported orders’ reports from their seeded results, once', async () => {
    const written = await seedGeneratedReports(t.app.db, t.app.services);
    expect(written).toBeGreaterThan(0);
    const demo = await t.app.db
      .selectFrom('order_report')
      .innerJoin('order_info', 'order_info.id', 'order_report.order_id')
      .innerJoin('sys_member', 'sys_member.id', 'order_info.member_id')
      .select(['order_report.report_no', 'order_report.verify_code', 'order_report.file_url', 'order_report.original_url', 'order_info.sample_name', 'sys_member.user_account'])
      .where('order_info.submission_id', 'like', 'seed-%')
      .where('order_report.status', '=', 1)
      .execute();
    expect(demo).toHaveLength(written);
    const first = demo[0]!;
    expect(first.original_url).not.toBeNull();
    const owner = await signIn(t.app, first.user_account);
    const stamped = await download(first.file_url, owner);
    const text = cjkTextOf(stamped, 0).join('\n');
    for (const expected of ['检 验 检 测 报 告', `报告编号：${first.report_no}`, `样品名称：${first.sample_name}`, stampLabel(first.verify_code)]) expect(text, expected).toContain(expected);
    // A second run finds no placeholder left and changes nothing.
    expect(await seedGeneratedReports(t.app.db, t.app.services)).toBe(0);
  });
});

describe('the generated report layout', () => {
  it('wraps Chinese between characters, never before closing punctuation, and Latin only at spaces', async () => {
    const font = await embedCjkFont(await PDFDocument.create());
    const width = font.widthOfTextAtSize('重金属及有害元素', 9);
    const lines = wrapText('重金属及有害元素（铅、镉、砷、汞、铜） · 镉', font, 9, width);
    expect(lines.join('')).toBe('重金属及有害元素（铅、镉、砷、汞、铜）· 镉'.replace('）·', '） ·'));
    for (const line of lines.slice(1)) expect('、。，；：）》”'.includes(line[0]!), line).toBe(false);
    // A number with its unit stays whole; a word longer than the line is cut where it must be.
    expect(wrapText('检出限 0.01mg/kg', font, 9, font.widthOfTextAtSize('检出限 0.01', 9))).toEqual(['检出限', '0.01mg/kg']);
    expect(wrapText('ABCDEFGHIJKLMNOP', font, 9, font.widthOfTextAtSize('ABCDEFGH', 9))).toEqual(['ABCDEFGH', 'IJKLMNOP']);
    expect(wrapText('', font, 9, 100)).toEqual(['']);
  });


  it('carries a long table over pages, the header repeated and every page numbered', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({
      item: `农药残留 · 第${i + 1}种有机氯类农药（含异构体及代谢物之和）`,
      sample: '样品1',
      limit: '≤0.1mg/kg',
      result: i === 7 ? '0.35 mg/kg' : '未检出',
      judgement: i === 7 ? '不符合' : '符合',
      method: '气相色谱-串联质谱法（《中国药典》2020年版四部通则2341第四法）',
      fail: i === 7,
    }));
    const pdf = await PDFDocument.load(
      await generatedReportPdf({
        reportNo: 'JC20261128000001',
        issuedOn: '2026-11-28',
        institution: { name: '华中中药检测技术有限公司', address: '湖北省武汉市洪山区光谷大道100号', phone: '027-87654321', marks: [{ label: 'CMA', certNo: '201917123456' }] },
        client: '亳州市同心中药饮片有限公司',
        facts: [['样品名称', '黄芪饮片']],
        rows,
        conclusion: '经检验，农药残留不符合规定。',
        remark: '',
      }),
    );
    const count = pdf.getPageCount();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i += 1) {
      const lines = cjkTextOf(pdf, i);
      expect(lines).toContain(`JC20261128000001\u3000第 ${i + 1} 页 共 ${count} 页`);
      // The table's header on every page the table reaches (the last may hold only the conclusion).
      if (i < count - 1) expect(lines).toContain('检测项目');
    }
    const all = Array.from({ length: count }, (_, i) => cjkTextOf(pdf, i).join('\n')).join('\n');
    // Every row is printed once, wrapped or not.
    for (const n of [1, 45, 90]) expect(all.replace(/\n/g, '')).toContain(`第${n}种有机氯类农药`);
    expect(all).toContain('编制：');
  });
});
