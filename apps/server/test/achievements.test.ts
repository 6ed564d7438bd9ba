import { PRODUCT_MESSAGES } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;

describe(`technology achievements and talks on ${testEngine}`, () => {
  let t: TestApp;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();
  const talk = async (payload: object, headers: Headers = {}) => (await t.app.inject({ method: 'POST', url: '/techTalk/addTechTalk', headers, payload })).json();
  const form = (achievementId: number) => ({ achievementId, name: '王经理', mobile: '13912345678', company: '某某药业有限公司', message: '希望了解技术转让费用与实施周期' });
  let firstId: number;

  beforeAll(async () => {
    t = await createTestApp();
    firstId = (await get('/techAchievement/findTechAchievement?pageSize=1')).data.list[0].id;
  }, 60_000);
  afterAll(async () => t.close());

  it('lists the 20 published achievements, newest first, by keyword and field', async () => {
    const all = (await get('/techAchievement/findTechAchievement?pageSize=100')).data;
    expect(all.total).toBe(20);
    const times = all.list.map((a: { publishedAt: string }) => a.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.list[0]).toMatchObject({ title: expect.any(String), field: expect.any(String), owner: expect.any(String), transferMode: expect.any(String), maturity: expect.any(String), cover: expect.stringMatching(/^\/files\//) });
    const byField = (await get(`/techAchievement/findTechAchievement?field=${encodeURIComponent('质量检测')}`)).data;
    expect(byField.total).toBeGreaterThan(0);
    expect(byField.list.every((a: { field: string }) => a.field === '质量检测')).toBe(true);
    const byKeyword = (await get(`/techAchievement/findTechAchievement?keyword=${encodeURIComponent('三七')}`)).data;
    expect(byKeyword.list.map((a: { title: string }) => a.title)).toContain('三七连作障碍土壤修复与轮作技术');
    expect((await get('/techAchievement/findTechAchievement?pageNum=2&pageSize=15')).data).toMatchObject({ size: 5, pages: 2 });
    expect((await get('/techAchievement/findTechAchievement?pageSize=500')).retcode).toBe(0);
  });

  it('answers one achievement with sanitised rich text, hidden ones not at all', async () => {
    const d = (await get(`/techAchievement/getTechAchievement?id=${firstId}`)).data;
    expect(d.content).toContain('<h3>成果简介</h3>');
    expect(d).toMatchObject({ id: firstId, contactName: expect.any(String) });
    const row = await t.app.db
      .insertInto('tech_achievement')
      .values({ title: '脚本测试', field: '质量检测', owner: '测试', transfer_mode: '技术转让', maturity: '小试阶段', summary: 's', cover_url: null, content: '<p onclick="x()">正文</p><script>alert(1)</script>', patent_no: null, contact_name: '测', status: 1, published_at: new Date(0).toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/techAchievement/getTechAchievement?id=${row.id}`)).data.content).toBe('<p>正文</p>');
    await t.app.db.updateTable('tech_achievement').set({ status: 0 }).where('id', '=', row.id).execute();
    expect(await get(`/techAchievement/getTechAchievement?id=${row.id}`)).toMatchObject({ retcode: 0, retmsg: PRODUCT_MESSAGES.achievementNotFound });
    expect((await talk(form(row.id), await t.memberHeaders('buyer'))).retmsg).toBe(PRODUCT_MESSAGES.achievementNotFound);
    expect((await get('/techAchievement/getTechAchievement?id=99999999')).retmsg).toBe(PRODUCT_MESSAGES.achievementNotFound);
  });

  it('records a talk request from a member or a visitor, and refuses a bad one', async () => {
    const member = await t.memberHeaders('buyer');
    const mine = await talk(form(firstId), member);
    expect(mine).toMatchObject({ retcode: 1, retmsg: PRODUCT_MESSAGES.techTalkSent, data: { id: expect.any(Number), createdAt: expect.any(String) } });
    const row = await t.app.db.selectFrom('tech_talk').selectAll().where('id', '=', mine.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ achievement_id: firstId, member_id: expect.any(Number), status: 1, company: '某某药业有限公司' });
    const before = await tableCounts(t.app.db);
    expect((await talk({ ...form(firstId), mobile: '123' }, member)).retmsg).toContain('请输入合法的手机号');
    expect((await talk({ ...form(firstId), message: '' }, member)).retmsg).toContain('请输入洽谈内容');
    expect((await talk({ ...form(firstId), company: 'x'.repeat(51) }, member)).retmsg).toContain('单位名称不能超过50个字');
    expect((await talk(form(99999999), member)).retmsg).toBe(PRODUCT_MESSAGES.achievementNotFound);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it('rate-limits visitors (ten an hour per address), not members', async () => {
    const codes = [];
    for (let k = 0; k < 11; k += 1) codes.push((await talk(form(firstId))).retcode);
    expect(codes.slice(0, 10).every((c) => c === 1)).toBe(true);
    expect(codes[10]).toBe(0);
    expect((await talk(form(firstId), await t.memberHeaders('buyer2'))).retcode).toBe(1);
    const visitorRows = await t.app.db.selectFrom('tech_talk').select('id').where('member_id', 'is', null).execute();
    expect(visitorRows).toHaveLength(10);
  });
});
