import { ADMIN_AUDIT_PATHS, OPERATOR_MESSAGES, SECURITY_AUDIT_ACTIONS, SECURITY_AUDIT_MESSAGES as M } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
const MOBILE = /^1\d{2}\*{4}\d{4}$/;

/**
 * Issue #17 (MLPS level 3): the console lists ID numbers and mobiles masked; the clear value is one
 * POST away, operator-only, and every reveal is an audit row naming who, whose and which field —
 * never the value itself.
 */
describe(`masked personal data and audited reveals on ${testEngine}`, () => {
  let t: TestApp;
  let op: Headers;
  const get = async (url: string, headers: Headers = op) => (await t.app.inject({ method: 'GET', url, headers })).json();
  const reveal = async (payload: object, headers: Headers = op) => (await t.app.inject({ method: 'POST', url: ADMIN_AUDIT_PATHS.revealPii, headers, payload })).json();
  const reveals = () => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', SECURITY_AUDIT_ACTIONS.piiReveal).orderBy('id').execute();
  let member: { id: number; mobile: string; id_card: string | null; user_account: string };

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
    op = await signIn(t.app, 'yunying01');
    // A pending real-name submission with an ID number (seeded: geren02).
    member = await t.app.db.selectFrom('sys_member').select(['id', 'mobile', 'id_card', 'user_account']).where('info_status', '=', 1).where('id_card', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  });
  afterAll(async () => t.close());

  it('lists mobiles and ID numbers masked in every console list and detail', async () => {
    const realNames = (await get('/api/admin/member/queryRealName?pageSize=100')).data.list;
    const row = realNames.find((r: { memberId: number }) => r.memberId === member.id);
    expect(row.mobile).toBe(`${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`);
    expect(row.idCard).toBe(`${member.id_card!.slice(0, 3)}${'*'.repeat(member.id_card!.length - 7)}${member.id_card!.slice(-4)}`);
    for (const r of realNames) {
      expect(r.mobile).toMatch(MOBILE);
      if (r.idCard !== null) expect(r.idCard).toMatch(/^\d{3}\*+[\dXx]{4}$/);
    }

    const settlements = (await get('/api/admin/settlement/query?pageSize=100')).data.list;
    expect(settlements.length).toBeGreaterThan(0);
    for (const s of settlements) expect(s.mobile).toMatch(MOBILE);
    expect((await get(`/api/admin/settlement/getSettlement?id=${settlements[0].id}`)).data.mobile).toMatch(MOBILE);

    await t.app.inject({ method: 'POST', url: '/api/qualityInfo/addQualityInfo', headers: await t.memberHeaders('asker'), payload: { sampleName: '当归', purpose: '鉴别', wishes: '', contactName: '王五', contactPhone: '13812341234', companyName: '某药行' } });
    const quality = (await get('/api/admin/qualityInfo/query?pageSize=100')).data.list;
    expect(quality.length).toBeGreaterThan(0);
    expect(quality.map((q: { contactPhone: string }) => q.contactPhone)).toContain('138****1234');
    for (const q of quality) expect(q.contactPhone).toMatch(/^.{3}\*+.{4}$|^\*+.{2}$/);
    // Listing is not revealing: no audit rows.
    expect(await reveals()).toEqual([]);
  });

  it('reveals one value to an operator and writes who, whose and which field — without the value', async () => {
    const idCard = await reveal({ kind: 'member', id: member.id, field: 'idCard' });
    expect(idCard).toMatchObject({ retcode: 1, retmsg: M.piiRevealed, data: { value: member.id_card } });
    const mobile = await reveal({ kind: 'member', id: member.id, field: 'mobile' });
    expect(mobile.data.value).toBe(member.mobile);
    const application = await t.app.db.selectFrom('settle_application').select(['id', 'mobile', 'company_name']).orderBy('id').executeTakeFirstOrThrow();
    expect((await reveal({ kind: 'settlement', id: application.id, field: 'mobile' })).data.value).toBe(application.mobile);
    const asked = await t.app.db.selectFrom('quality_info').select(['id', 'contact_phone', 'contact_name']).orderBy('id').executeTakeFirstOrThrow();
    expect((await reveal({ kind: 'qualityInfo', id: asked.id, field: 'contactPhone' })).data.value).toBe(asked.contact_phone);

    const rows = await reveals();
    expect(rows.map((r) => r.detail)).toEqual([
      `会员#${member.id}（${member.user_account}）的身份证号`,
      `会员#${member.id}（${member.user_account}）的手机号`,
      `入驻申请#${application.id}（${application.company_name}）的手机号`,
      `质检申请#${asked.id}（${asked.contact_name}）的联系电话`,
    ]);
    for (const r of rows) {
      expect(r).toMatchObject({ account: 'yunying01', result: 'success', ip: '127.0.0.1' });
      expect(r.detail).not.toContain(member.id_card!);
      expect(r.detail).not.toContain(member.mobile);
    }
  });

  it('refuses visitors, members and institution staff: no value, no row', async () => {
    const before = (await reveals()).length;
    const body = { kind: 'member', id: member.id, field: 'idCard' };
    expect((await reveal(body, {})).retcode).toBe(401);
    for (const account of ['geren01', 'jigou01']) {
      const r = await reveal(body, await signIn(t.app, account));
      expect(r, account).toEqual({ retcode: 0, retmsg: OPERATOR_MESSAGES.operatorOnly, data: null });
    }
    expect(await reveals()).toHaveLength(before);
  });

  it('refuses a field the record does not have, an unknown kind and a missing record, changing nothing', async () => {
    const counts = await tableCounts(t.app.db);
    const before = (await reveals()).length;
    expect(await reveal({ kind: 'settlement', id: 1, field: 'idCard' })).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(M.piiFieldInvalid) });
    expect(await reveal({ kind: 'order', id: 1, field: 'mobile' })).toMatchObject({ retcode: 0, retmsg: expect.stringContaining(M.piiKindInvalid) });
    expect(await reveal({ kind: 'member', id: 99_999_999, field: 'mobile' })).toMatchObject({ retcode: 0, retmsg: M.piiNotFound });
    expect(await tableCounts(t.app.db)).toEqual(counts);
    expect(await reveals()).toHaveLength(before);
  });
});
