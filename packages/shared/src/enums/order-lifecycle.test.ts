import { describe, expect, it } from 'vitest';
import { ORDER_LIFECYCLE, type OrderFacts, allowedActions, nextStatus } from './order-lifecycle';
import { ORDER_STATUS as S } from './order-status';

const plain: OrderFacts = { returnSample: false, hasContract: false, evaluated: false };

describe('order lifecycle', () => {
  it('walks the happy path from review to evaluation', () => {
    const withContract = { ...plain, hasContract: true };
    expect(nextStatus(S.PENDING_REVIEW, 'approve', 'institution', plain)).toBe(S.PENDING_CONTRACT);
    expect(nextStatus(S.PENDING_CONTRACT, 'provideContract', 'institution', plain)).toBe(S.PENDING_CONTRACT);
    expect(nextStatus(S.PENDING_CONTRACT, 'signContract', 'member', withContract)).toBe(S.PENDING_PAYMENT);
    expect(nextStatus(S.PENDING_PAYMENT, 'pay', 'member', plain)).toBe(S.PENDING_PAYMENT_CONFIRM);
    expect(nextStatus(S.PENDING_PAYMENT_CONFIRM, 'confirmPayment', 'institution', plain)).toBe(S.PENDING_SAMPLE_SHIPMENT);
    expect(nextStatus(S.PENDING_SAMPLE_SHIPMENT, 'sendSamples', 'member', plain)).toBe(S.PENDING_SAMPLE_RECEIPT);
    expect(nextStatus(S.PENDING_SAMPLE_RECEIPT, 'confirmReceipt', 'institution', plain)).toBe(S.TESTING);
    expect(nextStatus(S.TESTING, 'issueReport', 'institution', plain)).toBe(S.COMPLETED);
    expect(nextStatus(S.COMPLETED, 'evaluate', 'member', plain)).toBe(S.COMPLETED);
  });

  it('sends a report to 13 when the sample is to be returned, then 13 → 8 by shipping it back', () => {
    expect(nextStatus(S.TESTING, 'issueReport', 'institution', { ...plain, returnSample: true })).toBe(S.PENDING_SAMPLE_RETURN);
    expect(nextStatus(S.PENDING_SAMPLE_RETURN, 'shipSampleBack', 'institution', plain)).toBe(S.COMPLETED);
  });

  it('needs the contract before signing and allows one evaluation', () => {
    expect(nextStatus(S.PENDING_CONTRACT, 'signContract', 'member', plain)).toBeNull();
    expect(nextStatus(S.COMPLETED, 'evaluate', 'member', { ...plain, evaluated: true })).toBeNull();
  });

  it('refuses the wrong actor and every status outside the table', () => {
    expect(nextStatus(S.PENDING_REVIEW, 'approve', 'member', plain)).toBeNull();
    expect(nextStatus(S.PENDING_PAYMENT, 'pay', 'institution', plain)).toBeNull();
    for (const s of [S.PENDING_SAMPLE_SHIPMENT, S.TESTING, S.COMPLETED, S.RETURNED, S.CANCELLED]) expect(nextStatus(s, 'cancel', 'member', plain)).toBeNull();
    expect(nextStatus(S.CANCELLED, 'resubmit', 'member', plain)).toBeNull();
  });

  it('lets only the gateway pay online, from 待支付 or 支付确认驳回 straight to 待寄送样品', () => {
    expect(nextStatus(S.PENDING_PAYMENT, 'payOnline', 'gateway', plain)).toBe(S.PENDING_SAMPLE_SHIPMENT);
    expect(nextStatus(S.PAYMENT_REJECTED, 'payOnline', 'gateway', plain)).toBe(S.PENDING_SAMPLE_SHIPMENT);
    expect(nextStatus(S.PENDING_PAYMENT, 'payOnline', 'member', plain)).toBeNull();
    for (const s of [S.PENDING_PAYMENT_CONFIRM, S.CANCELLED, S.PENDING_SAMPLE_SHIPMENT]) expect(nextStatus(s, 'payOnline', 'gateway', plain)).toBeNull();
    expect(allowedActions(S.PENDING_PAYMENT, 'member', plain)).not.toContain('payOnline');
  });

  it('lists the buttons of each side', () => {
    expect(allowedActions(S.PENDING_REVIEW, 'member', plain)).toEqual(['cancel']);
    expect(allowedActions(S.PENDING_REVIEW, 'institution', plain)).toEqual(['approve', 'reject']);
    expect(allowedActions(S.PENDING_CONTRACT, 'member', { ...plain, hasContract: true })).toEqual(['cancel', 'signContract']);
    expect(allowedActions(S.TESTING, 'institution', { ...plain, returnSample: true })).toEqual(['issueReport']);
    expect(allowedActions(S.PAYMENT_REJECTED, 'member', plain)).toEqual(['pay']);
    expect(allowedActions(S.CANCELLED, 'member', plain)).toEqual([]);
    expect(allowedActions(S.RETURNED, 'institution', plain)).toEqual([]);
  });

  it('agrees with itself: every allowed action has a next status', () => {
    const facts = [plain, { returnSample: true, hasContract: true, evaluated: true }];
    for (const f of facts)
      for (const s of Object.values(S))
        for (const actor of ['member', 'institution', 'gateway'] as const)
          for (const a of allowedActions(s, actor, f)) expect(nextStatus(s, a, actor, f), `${s} ${a}`).not.toBeNull();
    expect(ORDER_LIFECYCLE.every((r) => r.from.length > 0)).toBe(true);
  });
});
