import { ADMIN_INFO_AUDIT_ACTIONS as A, ADMIN_INFO_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Row = { id: number; title: string; isTop: boolean };
const enc = encodeURIComponent;

describe(`operator console: help questions on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const categoryId = async (name: string) => (await get('/api/admin/help/categories', op)).data.find((c: { name: string }) => c.name === name).id as number;
  const publicTitles = async (id: number) => (await get(`/api/articleInfo/findArticleInfo?categoryId=${id}&pageSize=100`)).data.list.map((r: Row) => r.title);
  const auditOf = (action: string) => t.app.db.selectFrom('audit_log').select(['action', 'detail', 'account']).where('action', '=', action).execute();

  it('lists the help categories with their counts, and questions by category and keyword', async () => {
    const categories = (await get('/api/admin/help/categories', op)).data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['新手指南', '送检流程', '费用与发票', '报告与证书']);
    expect(categories.every((c: { count: number }) => c.count > 0)).toBe(true);
    const guide = categories[0];
    const page = (await get(`/api/admin/help/query?categoryId=${guide.id}&pageSize=100`, op)).data;
    expect(page.total).toBe(guide.count);
    expect(page.list.map((r: Row) => r.title)).toEqual(await publicTitles(guide.id));
    const found = (await get(`/api/admin/help/query?keyword=${enc('实名认证')}`, op)).data.list;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r: { title: string; summary: string }) => `${r.title}${r.summary}`.includes('实名认证'))).toBe(true);
  });

  it('creates a question: the help centre lists it and its page shows the sanitized answer; the audit log records it', async () => {
    const id = await categoryId('费用与发票');
    const res = await post('/api/admin/help/create', {
      categoryId: id,
      title: '检测费可以分期支付吗？',
      summary: '目前不支持分期，请一次付清。',
      content: '<p>不支持分期。<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.helpCreated });
    expect(await publicTitles(id)).toContain('检测费可以分期支付吗？');
    const detail = (await get(`/api/articleInfo/getArticleInfo?id=${res.data.id}`)).data;
    expect(detail).toMatchObject({ title: '检测费可以分期支付吗？', summary: '目前不支持分期，请一次付清。' });
    expect(detail.content).toContain('不支持分期。');
    expect(detail.content).not.toMatch(/script|onerror/);
    expect(await auditOf(A.helpCreate)).toEqual([{ action: A.helpCreate, account: 'yunying01', detail: `帮助问题#${res.data.id}（检测费可以分期支付吗？）` }]);
  });

  it('edits a question: the public page shows the new question and answer at once', async () => {
    const [first] = (await get(`/api/admin/help/query?categoryId=${await categoryId('送检流程')}`, op)).data.list;
    const before = (await get(`/api/admin/help/get?id=${first.id}`, op)).data;
    const res = await post('/api/admin/help/update', { id: first.id, categoryId: before.categoryId, title: '样品怎么寄送？（已更新）', summary: '按订单地址寄送。', content: '<p>新的解答</p>', isTop: before.isTop });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.helpSaved });
    expect((await get(`/api/articleInfo/getArticleInfo?id=${first.id}`)).data).toMatchObject({ title: '样品怎么寄送？（已更新）', summary: '按订单地址寄送。', content: '<p>新的解答</p>' });
    expect((await auditOf(A.helpUpdate)).map((r) => r.detail)).toContain(`帮助问题#${first.id}（样品怎么寄送？（已更新））`);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const id = await categoryId('新手指南');
    const [taken] = (await get(`/api/admin/help/query?categoryId=${id}`, op)).data.list;
    const policy = await t.app.db.selectFrom('article_category').select('id').where('code', '=', 'policy').executeTakeFirstOrThrow();
    const good = { categoryId: id, title: '一个新问题？', summary: '简答', content: '<p>解答</p>' };
    const cases: [object, string][] = [
      [{ ...good, title: '   ' }, '参数 title：请填写问题'],
      [{ ...good, title: '问'.repeat(101) }, '参数 title：问题不能超过100个字'],
      [{ ...good, summary: '' }, '参数 summary：请填写简要回答'],
      [{ ...good, content: '<script>alert(1)</script><p> </p>' }, M.helpAnswerEmpty],
      [{ ...good, categoryId: policy.id }, M.helpCategoryInvalid],
      [{ ...good, categoryId: 999999 }, M.helpCategoryInvalid],
      [{ ...good, title: taken.title }, M.helpTitleTaken],
    ];
    const before = await tableCounts(t.app.db);
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    for (const [payload, message] of cases) expect(await post('/api/admin/help/create', payload), message).toMatchObject({ retcode: 0, retmsg: message });
    expect(await post('/api/admin/help/update', { ...good, id: 999999 })).toMatchObject({ retcode: 0, retmsg: M.helpNotFound });
    expect(await post('/api/admin/help/delete', { id: 999999 })).toMatchObject({ retcode: 0, retmsg: M.helpNotFound });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
  });

  it('reorders a category: the help centre lists it in the new order; pinned questions stay first', async () => {
    const id = await categoryId('新手指南');
    const rows: Row[] = (await get(`/api/admin/help/query?categoryId=${id}&pageSize=100`, op)).data.list;
    const pinned = rows.filter((r) => r.isTop);
    expect(pinned).toHaveLength(1);
    expect(rows.length).toBeGreaterThan(3);
    const wanted = [...pinned, ...rows.filter((r) => !r.isTop).reverse()];
    expect(await post('/api/admin/help/reorder', { categoryId: id, ids: wanted.map((r) => r.id) })).toMatchObject({ retcode: 1, retmsg: M.helpReordered });
    expect(await publicTitles(id)).toEqual(wanted.map((r) => r.title));
    expect(await auditOf(A.helpReorder)).toHaveLength(1);

    const ids = wanted.map((r) => r.id);
    expect(await post('/api/admin/help/reorder', { categoryId: id, ids: ids.slice(1) })).toMatchObject({ retcode: 0, retmsg: M.helpReorderMismatch });
    expect(await post('/api/admin/help/reorder', { categoryId: id, ids: [ids[0], ...ids] })).toMatchObject({ retcode: 0, retmsg: M.helpReorderMismatch });
    const pinnedLast = [...ids.slice(1), ids[0]];
    expect(await post('/api/admin/help/reorder', { categoryId: id, ids: pinnedLast })).toMatchObject({ retcode: 0, retmsg: M.helpReorderPinned });
    expect(await publicTitles(id)).toEqual(wanted.map((r) => r.title));
  });

  it('deletes a question: the help centre no longer lists it', async () => {
    const id = await categoryId('新手指南');
    const [victim] = (await get(`/api/admin/help/query?categoryId=${id}`, op)).data.list;
    expect(await post('/api/admin/help/delete', { id: victim.id })).toMatchObject({ retcode: 1, retmsg: M.helpDeleted });
    expect(await publicTitles(id)).not.toContain(victim.title);
    expect((await get(`/api/articleInfo/getArticleInfo?id=${victim.id}`)).retcode).toBe(0);
    expect((await auditOf(A.helpDelete)).map((r) => r.detail)).toEqual([`帮助问题#${victim.id}（${victim.title}）`]);
  });
});
