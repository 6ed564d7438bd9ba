import { ADMIN_CONTENT_AUDIT_ACTIONS as A, ADMIN_CONTENT_MESSAGES as M, CONTENT_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { uploadImage } from './helpers/products';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`operator console: articles on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  let notice: number;
  let cover: string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    notice = (await t.app.db.selectFrom('article_category').select('id').where('code', '=', 'notice').executeTakeFirstOrThrow()).id;
    cover = await uploadImage(t.app, op);
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const form = (extra: object = {}) => ({ categoryId: notice, title: '关于平台春节期间服务安排的公告', summary: '春节期间暂停收样。', source: '平台运营部', coverUrl: cover, content: '<p>春节期间<strong>暂停收样</strong>。</p>', ...extra });
  const publicIds = async () => (await get('/api/articleInfo/queryArticleInfo?categoryCode=notice&limit=50')).data.map((a: { id: number }) => a.id);
  const auditOf = (action: string) => t.app.db.selectFrom('audit_log').select(['detail', 'account']).where('action', '=', action).execute();

  it('creates an article as 待发布, publishes it to the public calls, edits it live, withdraws it', async () => {
    const created = await post('/api/admin/article/create', form());
    expect(created).toMatchObject({ retcode: 1, retmsg: M.articleSaved });
    const id = created.data.id as number;
    expect((await get(`/api/admin/article/get?id=${id}`, op)).data).toMatchObject({ status: 1, statusName: '待发布', publishTime: null, coverUrl: cover, categoryName: '平台公告' });
    expect(await get(`/api/articleInfo/getArticleInfo?id=${id}`)).toMatchObject({ retcode: 0, retmsg: CONTENT_MESSAGES.articleNotFound });
    expect(await publicIds()).not.toContain(id);

    expect(await post('/api/admin/article/publish', { id })).toMatchObject({ retcode: 1, retmsg: M.articlePublished });
    expect(await publicIds()).toContain(id);
    const shown = (await get(`/api/articleInfo/getArticleInfo?id=${id}`)).data;
    expect(shown).toMatchObject({ title: '关于平台春节期间服务安排的公告', source: '平台运营部', coverUrl: cover, content: '<p>春节期间<strong>暂停收样</strong>。</p>' });

    expect(await post('/api/admin/article/update', { id, ...form({ title: '春节服务安排（更新）', coverUrl: '' }) })).toMatchObject({ retcode: 1 });
    expect((await get(`/api/articleInfo/getArticleInfo?id=${id}`)).data).toMatchObject({ title: '春节服务安排（更新）', coverUrl: null });

    expect(await post('/api/admin/article/withdraw', { id })).toMatchObject({ retcode: 1, retmsg: M.articleWithdrawn });
    expect(await get(`/api/articleInfo/getArticleInfo?id=${id}`)).toMatchObject({ retcode: 0 });
    expect(await publicIds()).not.toContain(id);
    expect(await post('/api/admin/article/withdraw', { id })).toMatchObject({ retcode: 0, retmsg: M.articleMoveNotAllowed });
    expect((await get(`/api/admin/article/get?id=${id}`, op)).data).toMatchObject({ status: 3, statusName: '已撤回' });

    expect((await auditOf(A.articleCreate)).at(-1)).toEqual({ detail: `资讯#${id}（关于平台春节期间服务安排的公告）`, account: 'yunying01' });
    expect(await auditOf(A.articlePublish)).toEqual([expect.objectContaining({ detail: `资讯#${id}（关于平台春节期间服务安排的公告）` })]);
    expect(await auditOf(A.articleUpdate)).toEqual([expect.objectContaining({ detail: `资讯#${id}（春节服务安排（更新））` })]);
    expect(await auditOf(A.articleWithdraw)).toHaveLength(1);
  });

  it('strips scripts and event handlers from the content on write', async () => {
    const html = '<p onclick="alert(1)">检测<script>alert(2)</script><img src="/files/x.png" onerror="alert(3)"><a href="javascript:alert(4)">链接</a></p>';
    const id = (await post('/api/admin/article/create', form({ content: html }))).data.id;
    const stored = (await get(`/api/admin/article/get?id=${id}`, op)).data.content as string;
    expect(stored).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(stored).toContain('检测');
    expect(stored).toContain('<img src="/files/x.png" />');
  });

  it('pins an article to the head of the public list and deletes it', async () => {
    const id = (await post('/api/admin/article/create', form({ title: '置顶测试公告' }))).data.id;
    await post('/api/admin/article/publish', { id });
    expect(await post('/api/admin/article/pin', { id, isTop: true })).toMatchObject({ retcode: 1, retmsg: M.articlePinned });
    expect((await publicIds())[0]).toBe(id);
    expect((await get(`/api/admin/article/query?categoryId=${notice}&keyword=${encodeURIComponent('置顶测试')}`, op)).data.list).toEqual([expect.objectContaining({ id, isTop: true, statusName: '已发布' })]);
    expect(await post('/api/admin/article/pin', { id, isTop: false })).toMatchObject({ retcode: 1, retmsg: M.articleUnpinned });
    expect(await post('/api/admin/article/delete', { id })).toMatchObject({ retcode: 1, retmsg: M.articleDeleted });
    expect(await get(`/api/articleInfo/getArticleInfo?id=${id}`)).toMatchObject({ retcode: 0 });
    expect(await get(`/api/admin/article/get?id=${id}`, op)).toMatchObject({ retcode: 0, retmsg: M.articleNotFound });
    expect((await auditOf(A.articleDelete)).map((r) => r.detail)).toEqual([`资讯#${id}（置顶测试公告）`]);
    expect(await auditOf(A.articlePin)).toHaveLength(1);
    expect(await auditOf(A.articleUnpin)).toHaveLength(1);
  });

  it('lists every status, filtered by status and by a top-level category with its children', async () => {
    const drafts = (await get('/api/admin/article/query?status=1&pageSize=100', op)).data;
    expect(drafts.list.length).toBeGreaterThan(0);
    expect(drafts.list.every((r: { status: number }) => r.status === 1)).toBe(true);
    const policy = (await t.app.db.selectFrom('article_category').select('id').where('code', '=', 'policy').executeTakeFirstOrThrow()).id;
    const list = (await get(`/api/admin/article/query?categoryId=${policy}&pageSize=100`, op)).data.list;
    const names = new Set(list.map((r: { categoryName: string }) => r.categoryName));
    expect(names).toContain('国家政策');
    expect(names).toContain('地方政策');
    expect([...names].every((n) => ['政策资讯', '国家政策', '地方政策'].includes(n as string))).toBe(true);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const cases: [object, string][] = [
      [form({ title: '  ' }), '请填写标题'],
      [form({ title: '长'.repeat(101) }), '标题不能超过100个字'],
      [form({ summary: '' }), '请填写摘要'],
      [form({ source: '源'.repeat(51) }), '来源不能超过50个字'],
      [form({ categoryId: undefined }), M.categoryRequired],
      [form({ categoryId: 999_999 }), M.categoryNotFound],
      [form({ coverUrl: 'https://evil.example/x.png' }), M.coverInvalid],
      [form({ coverUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png' }), M.imageNotUploaded],
      [form({ content: '<p></p>' }), M.contentRequired],
      [form({ content: '<script>alert(1)</script>' }), M.contentRequired],
      [form({ content: `<p>${'字'.repeat(50_001)}</p>` }), M.contentTooLong],
    ];
    const before = await tableCounts(t.app.db);
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    for (const [body, message] of cases) {
      expect(await post('/api/admin/article/create', body), message).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(message), data: null });
    }
    expect(await post('/api/admin/article/update', { id: 999_999, ...form() })).toMatchObject({ retcode: 0, retmsg: M.articleNotFound });
    expect(await post('/api/admin/article/publish', { id: 'x' })).toMatchObject({ retcode: 0 });
    expect(await post('/api/admin/article/pin', { id: 1, isTop: 'yes' })).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(M.flagInvalid) });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
  });
});
