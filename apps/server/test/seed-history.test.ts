import { ORDER_STATUS } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORDERS } from '../src/db/seed/orders/demo-orders';
import { QUALITY_YEAR_ORDERS } from '../src/db/seed/orders/quality-year';
import { beijingMonth, planHistory } from '../src/db/seed/history/plan';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-27T10:00:00Z');
const INSTITUTIONS = Array.from({ length: 12 }, (_, i) => ({ id: 100 + i, weight: 1 + (i % 4) }));
const EVALUATIONS = Array.from({ length: 200 }, (_, i) => ({ id: 1 + i, institutionId: 100 + (i % 12), auditStatus: i % 15 === 0 ? 1 : i % 11 === 0 ? 3 : 2 }));
const monthKey = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 7);

describe('the demo year, planned', () => {
  const plan = planHistory({ now: NOW, institutions: INSTITUTIONS, evaluations: EVALUATIONS });

  it('places at least 400 orders over the last 12 months, in every month, none in the future', () => {
    expect(plan.orders.length).toBeGreaterThanOrEqual(400);
    expect(plan.orders.every((o) => o.placedAt <= NOW && o.placedAt > NOW - 366 * DAY)).toBe(true);
    const months = new Set(plan.orders.map((o) => monthKey(o.placedAt)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('follows the seasons: the autumn harvest is busier than the Spring Festival month', () => {
    const inMonth = (m: number) => plan.orders.filter((o) => beijingMonth(o.placedAt) === m).length;
    expect(inMonth(9)).toBeGreaterThan(inMonth(1) * 2); // October against February
  });

  it('has every status of §4, most orders completed, and only recent orders still in flight', () => {
    const statuses = new Set(plan.orders.map((o) => o.status));
    expect([...statuses].sort((a, b) => a - b)).toEqual(Object.values(ORDER_STATUS));
    const completed = plan.orders.filter((o) => o.status === ORDER_STATUS.COMPLETED).length;
    expect(completed / plan.orders.length).toBeGreaterThan(0.6);
    const inFlight = plan.orders.filter((o) => [1, 2, 3, 4, 5, 6, 7].includes(o.status));
    expect(inFlight.every((o) => NOW - o.placedAt < 21 * DAY)).toBe(true);
  });

  it('puts every evaluation on one completed order of its own institution, pending reviews on recent ones', () => {
    const byEvaluation = new Map(plan.orders.filter((o) => o.evaluationId !== null).map((o) => [o.evaluationId, o]));
    expect(byEvaluation.size).toBe(EVALUATIONS.length);
    for (const e of EVALUATIONS) {
      const order = byEvaluation.get(e.id)!;
      expect(order.status).toBe(ORDER_STATUS.COMPLETED);
      expect(order.institutionId).toBe(e.institutionId);
    }
    const pending = EVALUATIONS.filter((e) => e.auditStatus === 1).map((e) => NOW - byEvaluation.get(e.id)!.placedAt);
    expect(Math.max(...pending)).toBeLessThan(60 * DAY);
    // Most completed orders are evaluated.
    expect(EVALUATIONS.length / plan.orders.filter((o) => o.status === 8).length).toBeGreaterThan(0.5);
  });

  it('has members join over the year, and nobody order before joining', () => {
    const joinedInYear = plan.members.filter((m) => m.joinedAt > NOW - 365 * DAY);
    expect(new Set(joinedInYear.map((m) => monthKey(m.joinedAt))).size).toBeGreaterThanOrEqual(11);
    for (const o of plan.orders) expect(plan.members[o.memberIndex]!.joinedAt).toBeLessThan(o.placedAt);
  });

  it('is the same year every time', () => {
    expect(planHistory({ now: NOW, institutions: INSTITUTIONS, evaluations: EVALUATIONS })).toEqual(plan);
  });
});

describe(`the demo year, seeded on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('leaves no evaluation without its order, and each order is the evaluating member’s, completed and marked evaluated', async () => {
    const rows = await t.app.db
      .selectFrom('order_evaluation')
      .leftJoin('order_info', 'order_info.id', 'order_evaluation.order_id')
      .select(['order_evaluation.id', 'order_evaluation.institution_id', 'order_evaluation.member_id', 'order_info.institution_id as order_institution', 'order_info.member_id as order_member', 'order_info.status', 'order_info.evaluated'])
      .execute();
    expect(rows.length).toBeGreaterThan(100);
    for (const r of rows) {
      expect(r.order_institution, `evaluation ${r.id}`).toBe(r.institution_id);
      expect(r.order_member, `evaluation ${r.id}`).toBe(r.member_id);
      expect(r.status).toBe(ORDER_STATUS.COMPLETED);
      expect(r.evaluated).toBe(1);
    }
  });

  it('keeps the hand-made orders (and qiye01’s year behind 质量分析) and adds at least 400 over the year, each with its items and first move', async () => {
    const orders = await t.app.db.selectFrom('order_info').select(['id', 'submission_id', 'items_fen', 'surcharge_fen', 'total_fen']).execute();
    expect(orders.filter((o) => o.submission_id.startsWith('seed-'))).toHaveLength(DEMO_ORDERS.length + QUALITY_YEAR_ORDERS.length);
    expect(orders.filter((o) => o.submission_id.startsWith('history-')).length).toBeGreaterThanOrEqual(400);
    const items = await t.app.db.selectFrom('order_item').select(['order_id', 'amount_fen']).execute();
    const places = await t.app.db.selectFrom('order_log').select('order_id').where('action', '=', 'place').execute();
    const placed = new Set(places.map((p) => p.order_id));
    for (const o of orders) {
      expect(items.filter((i) => i.order_id === o.id).reduce((s, i) => s + i.amount_fen, 0), `order ${o.id}`).toBe(o.items_fen);
      expect(o.total_fen).toBe(o.items_fen + o.surcharge_fen);
      expect(placed.has(o.id)).toBe(true);
    }
  });

  it('issues a report that the public verification finds for every completed order of the year', async () => {
    const reports = await t.app.db
      .selectFrom('order_report')
      .innerJoin('order_info', 'order_info.id', 'order_report.order_id')
      .select(['order_report.report_no', 'order_report.verify_code', 'order_info.status'])
      .where('order_info.submission_id', 'like', 'history-%')
      .execute();
    const completed = await t.app.db.selectFrom('order_info').select('id').where('submission_id', 'like', 'history-%').where('status', '=', 8).execute();
    expect(reports.length).toBeGreaterThanOrEqual(completed.length);
    const sample = reports[Math.floor(reports.length / 2)]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/report/verifyReport?code=${sample.verify_code}` });
    expect(res.json()).toMatchObject({ retcode: 1, data: { reportNo: sample.report_no, status: 1 } });
  });
});
