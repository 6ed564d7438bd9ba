import fs from 'node:fs';
import path from 'node:path';
import { ORDER_STATUS, creditCodeCheckChar } from '@tcm/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathTo } from '../../src/db/seed/orders/demo-orders';
import { textPdf } from '../../src/db/seed/orders/report-pdf';
import { manualClock } from '../helpers/manual-clock';
import { type Part, multipartBody } from '../helpers/multipart';
import { type Parties, act, placeOrder, signIn } from '../helpers/orders';
import { leafCategory, productForm } from '../helpers/products';
import { type TestApp, createTestApp, testEngine } from '../helpers/test-app';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

/**
 * Issue #17: uploads nothing uses are removed a day after they came in, with their thumbnails;
 * a file any record uses is never removed. Every kind of use is made through the real calls, the
 * clock is moved past a day, the sweep runs, and the used files are still served.
 */
describe(`the sweep of unused uploads on ${testEngine}`, () => {
  let t: TestApp;
  const clock = manualClock();
  /** What each kind of use put into a record, by kind. */
  const used = new Map<string, string[]>();
  const unused: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
  });
  afterAll(async () => t.close());

  const png = (colour = '#00604f') => sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
  async function upload(headers: Headers, opts: { pdf?: boolean; scene?: string; thumb?: boolean } = {}): Promise<string> {
    const parts: Part[] = [{ name: 'file', value: opts.pdf ? textPdf(['sweep test']) : await png(), filename: opts.pdf ? 'f.pdf' : 'f.png' }];
    if (opts.thumb) parts.push({ name: 'thumbImageFlag', value: 'true' });
    const body = multipartBody(parts);
    const res = await t.app.inject({ method: 'POST', url: `/api/uploadFile${opts.scene ? `?scene=${opts.scene}` : ''}`, headers: { ...headers, ...body.headers }, payload: body.payload });
    const url = res.json().data?.fileUrl as string | undefined;
    if (!url) throw new Error(`upload: ${res.body}`);
    return url;
  }
  const post = async (url: string, headers: Headers, payload: object) => {
    const res = (await t.app.inject({ method: 'POST', url, headers, payload })).json();
    expect(res, `${url}: ${res.retmsg}`).toMatchObject({ retcode: 1 });
    return res;
  };
  const onDisk = (fileUrl: string, width?: number) => {
    const key = fileUrl.slice('/files/'.length);
    const name = width ? key.replace(/\.(\w+)$/, `_w${width}.$1`) : key;
    return fs.existsSync(path.join(t.config.dataDir, 'uploads', name.slice(0, 2), name));
  };
  /** Served to whoever may see it: a fresh signed link stands for the entitled viewer of a private file. */
  const served = async (fileUrl: string) => (await t.app.inject({ url: t.app.services.files.signedLink(fileUrl) })).statusCode;
  const rowOf = (fileUrl: string) => t.app.db.selectFrom('upload_file').select('file_key').where('file_key', '=', fileUrl.slice('/files/'.length)).executeTakeFirst();

  it('uses uploads in every kind of record', async () => {
    const member = await t.member('sweep-member');
    const avatar = await upload(member.headers);
    await post('/api/sysMember/updateBaseInfo', member.headers, { avatarUrl: avatar });
    used.set('avatar', [avatar]);

    const corporate = await signIn(t.app, 'qiye02');
    const licence = await upload(corporate);
    await post('/api/sysMember/submitRealName', corporate, { companyName: '亳州百草汇药业有限公司', unifyCode: '91341600MA2T7BQ63K', licenseUrl: licence });
    used.set('real-name licence', [licence]);

    const images = [await upload(member.headers), await upload(member.headers)];
    await post('/publishProduct/addPublishProduct', member.headers, productForm(await leafCategory(t.app), images.join(',')));
    used.set('product images', images);

    used.set('order documents', await orderDocuments(member.headers));

    const first17 = '91440300MA5T9990X';
    const [settleLicence, cma] = [await upload({}, { scene: 'settlement' }), await upload({}, { scene: 'settlement' })];
    const categories = (await t.app.inject({ url: '/api/serviceCategory/queryServiceCategory' })).json().data;
    const items = (await t.app.inject({ url: '/api/testItem/getTestItemList' })).json().data;
    await post('/api/settleCompany/addSettleCompany', {}, {
      companyName: '鹏城本草检测技术（深圳）有限公司', unifyCode: first17 + creditCodeCheckChar(first17), licenseUrl: settleLicence, cmaCertNo: '202419001234', cmaCertUrl: cma,
      contactName: '许立言', mobile: '13912345678', email: 'apply@pengcheng.example.cn', province: '广东', city: '深圳', address: '南山区科技园北区8号',
      categoryIds: [categories[0].id], testItemIds: [items[0].id], intro: '专注中药材及饮片常规检验。',
    });
    used.set('settlement application', [settleLicence, cma]);

    const staff = await signIn(t.app, 'jigou01');
    const [logo, certificate] = [await upload(staff), await upload(staff)];
    const profile = (await t.app.inject({ url: '/api/institutionProfile/getMyProfile', headers: staff })).json().data;
    await post('/api/institutionProfile/editMyProfile', staff, {
      intro: profile.intro, city: '杭州', address: '西湖区文三路100号', contactName: '李工', contactPhone: '13912345678', email: 'lab@example.cn', logoUrl: logo, certificateUrls: certificate,
    });
    used.set('institution profile', [logo, certificate]);

    await operatorContent(await signIn(t.app, 'yunying01'));

    unused.push(await upload(member.headers, { thumb: true }), await upload(member.headers, { pdf: true }), await upload({}, { scene: 'settlement' }), await upload({}, { scene: 'register' }));
    expect(onDisk(unused[0]!, 180)).toBe(true);
  });

  /** Contract, signed contract, voucher, report and its stamped copy, and a replacement report: each a file of its own. */
  async function orderDocuments(member: Headers): Promise<string[]> {
    const p: Parties = { member, staff: await signIn(t.app, 'jigou01'), memberPdf: '', staffPdf: '' };
    const id = await placeOrder(t.app, member);
    const files: string[] = [];
    for (const step of pathTo(ORDER_STATUS.COMPLETED, { returnSample: false, hasContract: true, evaluated: false })) {
      if (step.action === 'signContract' || step.action === 'pay') files.push((p.memberPdf = await upload(member, { pdf: true })));
      if (step.action === 'provideContract' || step.action === 'issueReport') files.push((p.staffPdf = await upload(p.staff, { pdf: true })));
      expect(await act(t.app, p, step.action, step.actor, id), step.action).toMatchObject({ retcode: 1 });
    }
    const replacement = await upload(p.staff, { pdf: true });
    await post('/api/institutionOrder/replaceReport', p.staff, { orderId: id, reportUrl: replacement, reason: '单位有误' });
    const reports = await t.app.db.selectFrom('order_report').select(['file_url', 'original_url']).where('order_id', '=', id).execute();
    expect(reports).toHaveLength(2);
    return [...files, replacement, ...reports.map((r) => r.file_url)];
  }

  /** An advert picture, an article's cover and inline picture, help and protocol pictures, a standard's PDF. */
  async function operatorContent(op: Headers): Promise<void> {
    const advert = await upload(op);
    await post('/api/admin/advert/create', op, { position: 'home_banner', title: '春季检测优惠', imageUrl: advert, linkUrl: '/detection', sort: 0, enabled: true });
    used.set('advert', [advert]);

    const [cover, inline] = [await upload(op), await upload(op)];
    const notice = (await t.app.db.selectFrom('article_category').select('id').where('code', '=', 'notice').executeTakeFirstOrThrow()).id;
    await post('/api/admin/article/create', op, { categoryId: notice, title: '图片公告', summary: '见图。', source: '平台运营部', coverUrl: cover, content: `<p>见图</p><p><img src="${inline}"></p>` });
    used.set('article cover and picture', [cover, inline]);

    const helpPicture = await upload(op);
    const helpCategory = (await t.app.inject({ url: '/api/admin/help/categories', headers: op })).json().data[0].id;
    await post('/api/admin/help/create', op, { categoryId: helpCategory, title: '样品图片怎么拍？', summary: '见图', content: `<p><img src="${helpPicture}" alt="示例"></p>`, isTop: false });
    used.set('help answer picture', [helpPicture]);

    const protocolPicture = await upload(op);
    const [protocol] = (await t.app.inject({ url: '/api/admin/protocol/query', headers: op })).json().data;
    await post('/api/admin/protocol/update', op, { id: protocol.id, title: protocol.title, content: `<p>条款</p><p><img src="${protocolPicture}"></p>`, updatedAt: protocol.updatedAt });
    used.set('protocol picture', [protocolPicture]);

    const standardPdf = await upload(op, { pdf: true });
    await post('/api/admin/standard/create', op, {
      standardNo: 'T/CACM 9998-2026', nameCn: '中药材 黄芩片 商品规格等级', level: 4, issuer: '中华中医药学会', issueDate: '2026-01-05', implementDate: '2026-02-01', scope: '本文件规定了黄芩片的商品规格等级。', pdfUrl: standardPdf,
    });
    used.set('standard PDF', [standardPdf]);
  }

  it('keeps an unused upload for a day', async () => {
    clock.advance(23 * HOUR);
    expect(await t.app.services.uploadSweep.sweep()).toBe(0);
    for (const fileUrl of unused) expect(await rowOf(fileUrl), fileUrl).toBeDefined();
  });

  it('then removes the unused uploads, their files and thumbnails, and nothing any record uses', async () => {
    clock.advance(2 * HOUR);
    expect(await t.app.services.uploadSweep.sweep()).toBe(unused.length);
    for (const fileUrl of unused) {
      expect(await rowOf(fileUrl), fileUrl).toBeUndefined();
      expect(onDisk(fileUrl), fileUrl).toBe(false);
      expect((await t.app.inject({ url: fileUrl })).statusCode).toBe(404);
    }
    expect(onDisk(unused[0]!, 180)).toBe(false);
    expect([...used.keys()]).toHaveLength(11);
    for (const [kind, files] of used) {
      for (const fileUrl of files) {
        expect(onDisk(fileUrl), `${kind}: ${fileUrl}`).toBe(true);
        expect(await served(fileUrl), `${kind}: ${fileUrl}`).toBe(200);
      }
    }
    // A second run finds nothing more; the seeded files (claimed from the start) are all still there.
    expect(await t.app.services.uploadSweep.sweep()).toBe(0);
  });
});
