import { type AdminFailureRates, ORDER_STATUS, type ResultSheet } from '@tcm/shared';
import { DEMO_PASSWORD } from '../src/db/seed/members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from './helpers/manual-clock';
import { TEST_PASSWORD } from './helpers/members';
import { type Parties, signIn, uploadPdf } from './helpers/orders';
import { secondFactorCode } from './helpers/second-factor';
import { huangqiOrderAt } from './helpers/results';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

type Headers = Record<string, string>;
type Envelope<T> = { retcode: number; retmsg: string; data: T };
const I = '/api/institutionOrder';

/**
 * Issue #21: the operator dashboard's failure rates. The clock starts in January 2030, Beijing
 * time, so the demo seed's reports (2026) lie outside the window and every figure is this test's.
 */
describe(`operator dashboard failure rates on ${testEngine}`, () => {
  // 2030-01-15 10:00 in Beijing: the window runs from 2029-02-01 00:00 Beijing.
  const clock = manualClock(Date.parse('2030-01-15T02:00:00Z'));
  let t: TestApp;
  let p: Parties;
  /** Sessions and the operator's authenticator run on the test's clock: sign in afresh after moving it. */
  async function signInAt(account: string, password: string): Promise<Headers> {
    const data = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { account, password } })).json().data;
    if (!data.challenge) return { token: data.accessToken };
    const code = await secondFactorCode(t.app, account, 'totp', clock.now());
    const done = (await t.app.inject({ method: 'POST', url: '/api/auth/loginSecondFactor', payload: { challenge: data.challenge, code } })).json();
    return { token: done.data.accessToken };
  }
  const rates = async () => {
    const op = await signInAt('yunying01', DEMO_PASSWORD);
    const res = (await t.app.inject({ method: 'GET', url: '/api/admin/failureRates', headers: op })).json() as Envelope<AdminFailureRates>;
    expect(res.retcode, res.retmsg).toBe(1);
    return res.data;
  };
  const post = async (url: string, payload: object) => (await t.app.inject({ method: 'POST', url, headers: p.staff, payload })).json() as Envelope<unknown>;

  /** Every row filled: 水分 samples listed in `wetSamples` at 10.5 % (limit 不得过10.0%), the rest 9.2 %; 镉 at `cadmium` mg/kg (≤1), other elements 0.1. */
  async function fill(orderId: number, { cadmium = '0.3', wetSamples = [] as number[] } = {}) {
    const sheet = ((await t.app.inject({ method: 'GET', url: `${I}/getResultSheet?orderId=${orderId}`, headers: p.staff })).json() as Envelope<ResultSheet>).data;
    const rows = sheet.rows.map((r) => ({
      key: r.key,
      value: r.subject === '镉' ? cadmium : r.subject ? '0.1' : wetSamples.includes(r.sampleIndex) ? '10.5' : '9.2',
      unit: r.limitUnit ?? '',
    }));
    const saved = await post(`${I}/saveResults`, { orderId, testDate: '2030-01-10', remark: '', rows });
    expect(saved.retcode, saved.retmsg).toBe(1);
  }
  const reported = (opts: Parameters<typeof fill>[1] = {}, samples?: { water: number; metals: number }) =>
    huangqiOrderAt(t.app, p, ORDER_STATUS.COMPLETED, { samples, beforeReport: (id) => fill(id, opts) });
  async function signInAll() {
    p.member = await signInAt((await t.member('rates')).userAccount, TEST_PASSWORD);
    p.staff = await signIn(t.app, 'jigou01');
  }

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false }, { clock });
    const member = await t.memberHeaders('rates');
    const staff = await signIn(t.app, 'jigou01');
    p = { member, staff, memberPdf: await uploadPdf(t.app, member), staffPdf: await uploadPdf(t.app, staff) };
  }, 60_000);
  afterAll(async () => t.close());

  let first: number;
  it('answers twelve empty months before any report, ranking nothing', async () => {
    const d = await rates();
    expect(d.months.map((m) => m.month)).toEqual(['2029-02', '2029-03', '2029-04', '2029-05', '2029-06', '2029-07', '2029-08', '2029-09', '2029-10', '2029-11', '2029-12', '2030-01']);
    expect(d.months.every((m) => m.judged === 0 && m.rate === null)).toBe(true);
    expect(d).toMatchObject({ overall: { judged: 0, failed: 0, rate: null }, byItem: [], byVariety: [], unranked: { items: 0, varieties: 0 }, minJudged: 20, top: 10 });
  });

  it('counts a sample’s item once, failed when any element of its list fails, and ranks nothing under the minimum', async () => {
    // 水分 × 2 samples pass; the heavy metals × 1 sample fail on 镉 alone (four elements pass).
    first = await reported({ cadmium: '1.6' });
    const d = await rates();
    expect(d.overall).toEqual({ judged: 3, failed: 1, rate: 1 / 3 });
    expect(d.months.at(-1)).toEqual({ month: '2030-01', judged: 3, failed: 1, rate: 1 / 3 });
    expect(d.byItem).toEqual([]);
    expect(d.unranked).toEqual({ items: 2, varieties: 1 });
  });

  it('counts only the valid report: a replaced report’s results leave the figures', async () => {
    await fill(first, { cadmium: '0.6' });
    const replaced = await post(`${I}/replaceReport`, { orderId: first, generate: true, reason: '镉检测值录入有误，已复核更正' });
    expect(replaced.retcode, replaced.retmsg).toBe(1);
    expect((await rates()).overall).toEqual({ judged: 3, failed: 0, rate: 0 });
  });

  it('ranks items and herbs with enough judged tests by rate, with their counts, and names no member or institution', async () => {
    // 24 samples of 水分, 6 of them wet; 24 of the heavy metals, all passing.
    await reported({ wetSamples: [1, 2, 3, 4, 5, 6] }, { water: 24, metals: 24 });
    const d = await rates();
    expect(d.overall).toEqual({ judged: 51, failed: 6, rate: 6 / 51 });
    expect(d.byItem.map((r) => [r.name.slice(0, 2), r.judged, r.failed])).toEqual([
      ['水分', 26, 6],
      ['重金', 25, 0],
    ]);
    expect(d.byItem[0]!.rate).toBeCloseTo(6 / 26);
    expect(d.byVariety).toEqual([{ name: '黄芪', judged: 51, failed: 6, rate: 6 / 51 }]);
    expect(d.unranked).toEqual({ items: 0, varieties: 0 });

    const answer = JSON.stringify(d);
    const member = await t.member('rates');
    const names = await t.app.db
      .selectFrom('institution')
      .innerJoin('institution_staff', 'institution_staff.institution_id', 'institution.id')
      .innerJoin('sys_member', 'sys_member.id', 'institution_staff.member_id')
      .select(['institution.name', 'sys_member.user_account'])
      .where('sys_member.user_account', '=', 'jigou01')
      .executeTakeFirstOrThrow();
    for (const word of [member.userAccount, member.mobile, names.name, names.user_account, 'member', 'institution', 'company', 'supplier']) expect(answer, word).not.toContain(word);
  });

  it('keeps the dashboard’s 12 Beijing calendar months: a report leaves once its month is thirteen months back', async () => {
    // 2030-12-31 23:59:59 in Beijing: January 2030 is still the window's first month.
    clock.advance(Date.parse('2030-12-31T15:59:59Z') - clock.now());
    let d = await rates();
    expect(d.months[0]).toEqual({ month: '2030-01', judged: 51, failed: 6, rate: 6 / 51 });
    expect(d.months.at(-1)!.month).toBe('2030-12');
    // A second later it is 2031-01-01 in Beijing (still 2030 in UTC): January 2030 has left.
    clock.advance(1000);
    d = await rates();
    expect(d.months.map((m) => m.month)).toEqual(['2030-02', '2030-03', '2030-04', '2030-05', '2030-06', '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01']);
    expect(d.overall).toEqual({ judged: 0, failed: 0, rate: null });
  });

  it('puts a report issued at Beijing midnight on the 1st in the new month', async () => {
    // 2031-02-01 00:00 in Beijing.
    clock.advance(Date.parse('2031-01-31T16:00:00Z') - clock.now());
    await signInAll();
    await reported({ cadmium: '2.0' });
    const d = await rates();
    expect(d.months.find((m) => m.month === '2031-01')!.judged).toBe(0);
    expect(d.months.find((m) => m.month === '2031-02')).toEqual({ month: '2031-02', judged: 3, failed: 1, rate: 1 / 3 });
  });
});
