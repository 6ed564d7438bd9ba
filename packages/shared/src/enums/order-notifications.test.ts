import { describe, expect, it } from 'vitest';
import { ACTIONS_NEEDING_REASON, ORDER_LIFECYCLE } from './order-lifecycle';
import {
  MEMBER_SMS_KINDS,
  NOTICE_KINDS,
  NOTICE_KIND_LABELS,
  NOTICE_RULES,
  type NoticeEvent,
  OTHER_EVENTS,
  SMS_KINDS,
  isNoticeEvent,
  lifecycleEvent,
  orderMessageEvent,
  orderMoveEvent,
  orderSmsText,
  renderNotices,
} from './order-notifications';
import { ORDER_STATUS as S } from './order-status';

const ctx = { orderId: 42, orderNo: 'TCM20260512000042', reason: '样品信息与实物不符', subject: '某某检测公司' };
const han = /[\u4e00-\u9fa5]/;
const events = Object.keys(NOTICE_RULES) as NoticeEvent[];

describe('order notifications: the rule table', () => {
  it('has an entry for every row of ORDER_LIFECYCLE (a new move without a rule fails here)', () => {
    for (const row of ORDER_LIFECYCLE) {
      const event = lifecycleEvent(row);
      expect(isNoticeEvent(event), `${row.action} → ${row.to}`).toBe(true);
      expect(NOTICE_RULES[event].length, event).toBeGreaterThan(0);
    }
    expect(NOTICE_RULES.place.length).toBeGreaterThan(0);
  });

  it('keys an action by its target status only where the action has two rows', () => {
    expect(orderMoveEvent('issueReport', S.COMPLETED)).toBe('issueReport:8');
    expect(orderMoveEvent('issueReport', S.PENDING_SAMPLE_RETURN)).toBe('issueReport:13');
    expect(orderMoveEvent('approve', S.PENDING_CONTRACT)).toBe('approve');
    expect(orderMoveEvent('provideContract', S.PENDING_CONTRACT)).toBe('provideContract');
    expect(orderMessageEvent('member')).toBe('messageFromMember');
    expect(orderMessageEvent('institution')).toBe('messageFromInstitution');
  });

  it('has no rule for an event that does not happen (every key is a lifecycle row, the placing or a named other event)', () => {
    const known = new Set<string>(['place', ...ORDER_LIFECYCLE.map(lifecycleEvent), ...OTHER_EVENTS]);
    for (const e of events) expect(known.has(e), e).toBe(true);
  });

  it('tells the party that must act next', () => {
    const who = (e: NoticeEvent) => NOTICE_RULES[e].map((r) => r.recipient);
    expect(who('place')).toEqual(['institution']);
    expect(who('approve')).toEqual(['member']);
    expect(who('pay')).toEqual(['institution']);
    expect(who('rejectPayment')).toEqual(['member']);
    expect(who('issueReport:8')).toEqual(['member']);
    expect(who('realNameSubmitted')).toEqual(['operators']);
    expect(who('messageFromMember')).toEqual(['institution']);
    expect(who('messageFromInstitution')).toEqual(['member']);
    expect(who('sampleSigned')).toEqual(['institution']);
  });

  it('renders Chinese text naming the order number, and the reason where the move has one', () => {
    for (const row of ORDER_LIFECYCLE) {
      for (const n of renderNotices(lifecycleEvent(row), ctx)) {
        expect(n.title).toMatch(han);
        expect(n.body).toMatch(han);
        expect(n.body, n.event).toContain(ctx.orderNo);
        if (ACTIONS_NEEDING_REASON.includes(row.action)) expect(n.body, n.event).toContain(ctx.reason);
      }
    }
    expect(renderNotices('approve', ctx)[0]!.body).toBe('订单 TCM20260512000042 已审核通过，待签订合同');
    expect(renderNotices('realNameRejected', ctx)[0]!.body).toContain(ctx.reason);
    expect(renderNotices('productRejected', { ...ctx, reason: null })[0]!.body).not.toContain('原因');
  });

  it('links order notifications to the order, with its id (the web checks the paths: config/notice-links.test.ts)', () => {
    expect(renderNotices('approve', ctx)[0]!.link).toBe('/pcenter/order/detail?id=42');
    expect(renderNotices('pay', ctx)[0]!.link).toBe('/workbench/orders/detail?id=42');
    expect(renderNotices('realNameSubmitted', ctx)[0]!.link).toBe('/admin/realname');
  });

  it('gives every rule a labelled kind, and SMS only to the kinds of the issue', () => {
    for (const k of NOTICE_KINDS) expect(NOTICE_KIND_LABELS[k]).toMatch(han);
    const sms = new Map(events.flatMap((e) => NOTICE_RULES[e].flatMap((r) => (r.sms ? [[e, r.sms] as const] : []))));
    expect(Object.fromEntries(sms)).toEqual({
      provideContract: 'contractProvided',
      rejectPayment: 'paymentRejected',
      returnOrder: 'orderReturned',
      'issueReport:8': 'reportIssued',
      'issueReport:13': 'reportIssued',
      settlementApproved: 'settlementApproved',
    });
    expect(new Set([...sms.values()])).toEqual(new Set(SMS_KINDS));
    // An order SMS goes to the order's member, whose settings may turn it off.
    for (const e of events) for (const r of NOTICE_RULES[e]) if (r.sms && r.sms !== 'settlementApproved') expect(r.recipient).toBe('member');
  });

  it('writes each order SMS in Chinese with the platform signature and the order number', () => {
    for (const k of MEMBER_SMS_KINDS) {
      const text = orderSmsText(k, ctx.orderNo);
      expect(text.startsWith('【中药质量检测服务平台】')).toBe(true);
      expect(text).toContain(ctx.orderNo);
    }
  });
});

describe('order notifications: invoices (issue #23)', () => {
  it('tells the institution of a request and the member of an issue and a 红冲, naming the order', () => {
    const who = (e: NoticeEvent) => NOTICE_RULES[e].map((r) => r.recipient);
    expect(who('invoiceRequested')).toEqual(['institution']);
    expect(who('invoiceIssued')).toEqual(['member']);
    expect(who('invoiceReversed')).toEqual(['member']);
    const requested = renderNotices('invoiceRequested', { ...ctx, subject: '6%增值税专用发票' })[0]!;
    expect(requested.body).toBe('订单 TCM20260512000042 申请开具6%增值税专用发票，请开票');
    expect(requested.link).toBe('/workbench/orders/detail?id=42');
    expect(renderNotices('invoiceIssued', ctx)[0]!.link).toBe('/pcenter/order/detail?id=42');
    expect(renderNotices('invoiceReversed', ctx)[0]!.body).toContain(ctx.reason);
    for (const e of ['invoiceRequested', 'invoiceIssued', 'invoiceReversed'] as const) expect(NOTICE_RULES[e].every((r) => !r.sms && r.kind === 'payment')).toBe(true);
  });
});
