import { ADMIN_INFO_AUDIT_ACTIONS as A, ADMIN_INFO_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Entry = { id: number; dictType: string; dictCode: string; dictLabel: string; dictValue: string; sort: number; enabled: boolean };

describe(`operator console: dictionary entries on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers }).then((r) => r.json());
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: op }).then((r) => r.json());
  const entries = async (dictType: string): Promise<Entry[]> => (await get(`/api/admin/dict/query?dictType=${dictType}&pageSize=100`, op)).data.list;
  const publicValues = async (dictType: string) => (await get(`/api/sysDictData/getDatas?dictType=${dictType}`)).data.map((d: { dictValue: string }) => d.dictValue);
  const auditOf = (action: string) => t.app.db.selectFrom('audit_log').select('detail').where('action', '=', action).execute();
  const add = (dictCode: string, dictValue: string, more: object = {}) =>
    post('/api/admin/dict/create', { dictType: 'sample_form', dictCode, dictLabel: dictValue, dictValue, ...more });

  it('lists the types, marking those the portal reads', async () => {
    const types = (await get('/api/admin/dict/types', op)).data;
    expect(types).toEqual(
      expect.arrayContaining([
        { dictType: 'tel', count: 1, enabledCount: 1, inUse: true },
        { dictType: 'email', count: 1, enabledCount: 1, inUse: true },
      ]),
    );
    expect((await entries('tel'))[0]).toMatchObject({ dictCode: 'tel', dictValue: '400-810-6618', enabled: true });
  });

  it('creates entries of a new type: getDatas and getValue serve them in sort order; the audit log records it', async () => {
    const res = await add('slice', '饮片', { sort: 2 });
    expect(res).toMatchObject({ retcode: 1, retmsg: M.dictCreated });
    expect(await add('herb', '药材', { sort: 1 })).toMatchObject({ retcode: 1 });
    expect(await publicValues('sample_form')).toEqual(['药材', '饮片']);
    expect((await get('/sysDictData/getValue?dictType=sample_form&dictCode=slice')).data).toBe('饮片');
    expect((await auditOf(A.dictCreate)).map((r) => r.detail)).toContain(`字典条目#${res.data.id}（sample_form/slice）`);
    expect((await get('/api/admin/dict/types', op)).data).toContainEqual({ dictType: 'sample_form', count: 2, enabledCount: 2, inUse: false });
  });

  it('edits an entry: the footer phone (getValue tel/tel) changes without a restart', async () => {
    const [tel] = await entries('tel');
    expect(await post('/api/admin/dict/update', { id: tel!.id, dictLabel: '客服电话', dictValue: '400-000-1234', sort: 1, enabled: true })).toMatchObject({ retcode: 1, retmsg: M.dictSaved });
    expect((await get('/api/sysDictData/getValue?dictType=tel&dictCode=tel')).data).toBe('400-000-1234');
    expect((await auditOf(A.dictUpdate)).map((r) => r.detail)).toEqual([`字典条目#${tel!.id}（tel/tel）`]);
  });

  it('refuses a duplicate value or code within a type, and bad input, with a Chinese message; nothing changes', async () => {
    await add('pill', '中成药');
    const pill = (await entries('sample_form')).find((e) => e.dictCode === 'pill')!;
    const before = await tableCounts(t.app.db);
    const audit = await t.app.db.selectFrom('audit_log').select('id').execute();
    expect(await add('pill2', '中成药')).toMatchObject({ retcode: 0, retmsg: M.dictValueTaken });
    expect(await add('pill', '丸剂')).toMatchObject({ retcode: 0, retmsg: M.dictCodeTaken });
    expect(await post('/api/admin/dict/update', { id: pill.id, dictLabel: '中成药', dictValue: '饮片', sort: 0, enabled: true })).toMatchObject({ retcode: 0, retmsg: M.dictValueTaken });
    expect(await add('x', '散剂', { dictType: 'Bad-Type' })).toMatchObject({ retcode: 0, retmsg: `参数 dictType：${M.dictTypeInvalid}` });
    expect(await add('a b', '散剂')).toMatchObject({ retcode: 0, retmsg: `参数 dictCode：${M.dictCodeInvalid}` });
    expect(await add('powder', '散剂', { sort: -1 })).toMatchObject({ retcode: 0, retmsg: '参数 sort：排序不能小于0' });
    expect(await add('powder', '  ')).toMatchObject({ retcode: 0, retmsg: '参数 dictLabel：请填写字典标签' });
    expect(await post('/api/admin/dict/update', { id: 999999, dictLabel: 'x', dictValue: 'x' })).toMatchObject({ retcode: 0, retmsg: M.dictNotFound });
    expect(await tableCounts(t.app.db)).toEqual(before);
    expect(await t.app.db.selectFrom('audit_log').select('id').execute()).toEqual(audit);
    // The same value in another type is fine.
    expect(await post('/api/admin/dict/create', { dictType: 'other_form', dictCode: 'pill', dictLabel: '中成药', dictValue: '中成药' })).toMatchObject({ retcode: 1 });
  });

  it('disables and re-enables an entry: the public calls stop and resume serving it', async () => {
    const herb = (await entries('sample_form')).find((e) => e.dictCode === 'herb')!;
    expect(await post('/api/admin/dict/setEnabled', { id: herb.id, enabled: false })).toMatchObject({ retcode: 1, retmsg: M.dictDisabled });
    expect((await entries('sample_form')).find((e) => e.id === herb.id)!.enabled).toBe(false);
    expect(await publicValues('sample_form')).not.toContain('药材');
    expect((await get('/api/sysDictData/getValue?dictType=sample_form&dictCode=herb')).data).toBeNull();
    expect(await post('/api/admin/dict/setEnabled', { id: herb.id, enabled: true })).toMatchObject({ retcode: 1, retmsg: M.dictEnabled });
    expect(await publicValues('sample_form')).toContain('药材');
    expect(await auditOf(A.dictDisable)).toHaveLength(1);
    expect(await auditOf(A.dictEnable)).toHaveLength(1);
  });

  it('deletes an entry the portal does not read; refuses one it reads (disable instead)', async () => {
    const [email] = await entries('email');
    const before = await tableCounts(t.app.db);
    expect(await post('/api/admin/dict/delete', { id: email!.id })).toMatchObject({ retcode: 0, retmsg: M.dictInUse });
    expect(await tableCounts(t.app.db)).toEqual(before);
    const slice = (await entries('sample_form')).find((e) => e.dictCode === 'slice')!;
    expect(await post('/api/admin/dict/delete', { id: slice.id })).toMatchObject({ retcode: 1, retmsg: M.dictDeleted });
    expect(await publicValues('sample_form')).not.toContain('饮片');
    expect((await auditOf(A.dictDelete)).map((r) => r.detail)).toEqual([`字典条目#${slice.id}（sample_form/slice）`]);
  });
});
