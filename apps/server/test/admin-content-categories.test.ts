import { ADMIN_CONTENT_AUDIT_ACTIONS as A, ADMIN_CONTENT_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
interface Node {
  id: number;
  name: string;
  code: string;
  sort: number;
  articleCount: number;
  children: Node[];
}

describe(`operator console: article categories on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const tree = async (): Promise<Node[]> => (await get('/api/admin/articleCategory/tree', op)).data;
  const unchanged = async (run: () => Promise<void>) => {
    const before = await tableCounts(t.app.db);
    const rows = await t.app.db.selectFrom('article_category').selectAll().orderBy('id').execute();
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    await run();
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('article_category').selectAll().orderBy('id').execute()).toEqual(rows);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
  };

  it('lists the two-level tree in order with article counts', async () => {
    const top = await tree();
    expect(top.map((n) => n.name).slice(0, 3)).toEqual(['政策资讯', '行业动态', '平台公告']);
    const policy = top.find((n) => n.code === 'policy')!;
    expect(policy.children.map((c) => c.name)).toEqual(['国家政策', '地方政策']);
    expect(policy.children[0]!.articleCount).toBeGreaterThan(0);
  });

  it('creates, renames and reorders categories; the public calls see them', async () => {
    const created = await post('/api/admin/articleCategory/create', { parentId: 0, name: '专题活动', code: 'topic', sort: 9 });
    expect(created).toMatchObject({ retcode: 1, retmsg: M.categorySaved });
    const parentId = created.data.id as number;
    const child = (await post('/api/admin/articleCategory/create', { parentId, name: '展会信息' })).data.id as number;
    expect((await get(`/articleCategory/queryArticleCategory?parentId=${parentId}`)).data).toEqual([expect.objectContaining({ id: child, name: '展会信息' })]);
    expect(await post('/api/admin/articleCategory/update', { id: child, name: '展会与论坛', sort: 3 })).toMatchObject({ retcode: 1 });
    const node = (await tree()).find((n) => n.id === parentId)!;
    expect(node).toMatchObject({ code: 'topic', sort: 9, children: [expect.objectContaining({ name: '展会与论坛', sort: 3, articleCount: 0 })] });
    expect((await get('/api/articleInfo/queryArticleInfo?categoryCode=topic')).retcode).toBe(1);
    const audit = await t.app.db.selectFrom('audit_log').select('detail').where('action', 'in', [A.categoryCreate, A.categoryUpdate]).orderBy('id').execute();
    expect(audit.map((r) => r.detail)).toEqual([`资讯分类#${parentId}（专题活动）`, `资讯分类#${child}（展会信息）`, `资讯分类#${child}（展会信息 → 展会与论坛）`]);
  });

  it('refuses to delete a category holding articles or children, and deletes an empty one', async () => {
    const top = await tree();
    const policy = top.find((n) => n.code === 'policy')!;
    await unchanged(async () => {
      expect(await post('/api/admin/articleCategory/delete', { id: policy.id })).toMatchObject({ retcode: 0, retmsg: M.categoryHasChildren });
      expect(await post('/api/admin/articleCategory/delete', { id: policy.children[0]!.id })).toMatchObject({ retcode: 0, retmsg: M.categoryHasArticles });
    });
    const id = (await post('/api/admin/articleCategory/create', { parentId: policy.id, name: '临时分类' })).data.id;
    expect(await post('/api/admin/articleCategory/delete', { id })).toMatchObject({ retcode: 1, retmsg: M.categoryDeleted });
    expect((await tree()).find((n) => n.id === policy.id)!.children.map((c) => c.id)).not.toContain(id);
    expect(await t.app.db.selectFrom('audit_log').select('detail').where('action', '=', A.categoryDelete).execute()).toEqual([{ detail: `资讯分类#${id}（临时分类）` }]);
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const top = await tree();
    const policy = top.find((n) => n.code === 'policy')!;
    await unchanged(async () => {
      const cases: [string, object, string][] = [
        ['create', { parentId: 0, name: '' }, '请填写分类名称'],
        ['create', { parentId: 0, name: '名'.repeat(21) }, '分类名称不能超过20个字'],
        ['create', { parentId: policy.children[0]!.id, name: '第三级' }, M.categoryParentInvalid],
        ['create', { parentId: 999_999, name: '无上级' }, M.categoryParentInvalid],
        ['create', { parentId: 0, name: '政策资讯' }, M.categoryNameTaken],
        ['create', { parentId: 0, name: '新栏目', code: 'policy' }, M.categoryCodeTaken],
        ['create', { parentId: 0, name: '新栏目', code: '栏目' }, M.categoryCodeInvalid],
        ['create', { parentId: 0, name: '新栏目', sort: -1 }, M.sortInvalid],
        ['update', { id: policy.id, name: '行业动态', sort: 1 }, M.categoryNameTaken],
        ['update', { id: 999_999, name: '不存在', sort: 1 }, M.categoryNotFound],
        ['delete', { id: 999_999 }, M.categoryNotFound],
      ];
      for (const [action, body, message] of cases) {
        expect(await post(`/api/admin/articleCategory/${action}`, body), message).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(message), data: null });
      }
    });
  });
});
