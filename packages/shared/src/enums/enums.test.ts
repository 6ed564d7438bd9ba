import { describe, expect, it } from 'vitest';
import { APP_TYPE, APP_TYPE_LABELS, CLIENT_APP_TYPE, isAppType } from './app-type';
import { EVALUATION_AUDIT_STATUS_OPTIONS } from './evaluation-audit-status';
import { GOODS_STATUS_LABELS, GOODS_STATUS_OPTIONS, isGoodsStatus } from './goods-status';
import { INVOICE_TYPE_LABELS } from './invoice-type';
import { JUMP_TYPE, JUMP_TYPE_OPTIONS } from './jump-type';
import { MEMBER_INFO_STATUS, MEMBER_INFO_STATUS_LABELS, isMemberInfoStatus } from './member-info-status';
import { MEMBER_TYPE_OPTIONS } from './member-type';
import { ORDER_STATUS, ORDER_STATUS_LABELS, ORDER_STATUS_OPTIONS, isOrderStatus } from './order-status';
import { QUALIFICATION_FLAG_OPTIONS } from './qualification-flag';
import { DEFAULT_SEARCH_TYPE } from './search-type';
import { TESTING_BASIS_LABELS } from './testing-basis';
import { URGENT_FLAG_OPTIONS } from './urgent-flag';

describe('order status', () => {
  it('has the 13 codes of §4, each with a label', () => {
    expect(Object.values(ORDER_STATUS)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(ORDER_STATUS_LABELS[ORDER_STATUS.PENDING_REVIEW]).toBe('待审核');
    expect(ORDER_STATUS_LABELS[ORDER_STATUS.TESTING]).toBe('检测中');
    expect(ORDER_STATUS_LABELS[ORDER_STATUS.PENDING_SAMPLE_RETURN]).toBe('待回寄样品');
  });

  it('lists options in code order', () => {
    expect(ORDER_STATUS_OPTIONS.map((o) => o.value)).toEqual(Object.values(ORDER_STATUS));
    expect(ORDER_STATUS_OPTIONS[0]).toEqual({ value: 1, label: '待审核' });
  });

  it('guards without coercion', () => {
    expect(isOrderStatus(1)).toBe(true);
    expect(isOrderStatus(13)).toBe(true);
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(14)).toBe(false);
    expect(isOrderStatus('1')).toBe(false);
    expect(isOrderStatus(null)).toBe(false);
  });
});

describe('statuses that start at 0', () => {
  it('member info status', () => {
    expect(MEMBER_INFO_STATUS.PENDING_VERIFICATION).toBe(0);
    expect(MEMBER_INFO_STATUS_LABELS[0]).toBe('待实名认证');
    expect(isMemberInfoStatus(0)).toBe(true);
    expect(isMemberInfoStatus(4)).toBe(false);
  });

  it('goods status', () => {
    expect(GOODS_STATUS_OPTIONS.map((o) => o.label)).toEqual(['草稿', '审核中', '已上架', '已下架', '审核驳回']);
    expect(GOODS_STATUS_LABELS[4]).toBe('审核驳回');
    expect(isGoodsStatus(0)).toBe(true);
    expect(isGoodsStatus(5)).toBe(false);
  });
});

describe('order fields', () => {
  it('labels match §4', () => {
    expect(EVALUATION_AUDIT_STATUS_OPTIONS.map((o) => o.label)).toEqual(['待审核', '审核通过', '审核驳回']);
    expect(URGENT_FLAG_OPTIONS.map((o) => o.label)).toEqual(['普通', '加急', '特急']);
    expect(TESTING_BASIS_LABELS).toEqual({ 1: '《中国药典》2015年版', 2: '《中国药典》2020年版' });
    expect(QUALIFICATION_FLAG_OPTIONS).toEqual([
      { value: 1, label: 'CMA' },
      { value: 2, label: 'CNAS' },
    ]);
    expect(INVOICE_TYPE_LABELS).toEqual({
      1: '普通发票',
      2: '6%增值税专用发票',
      3: '9%增值税专用发票',
      4: '13%增值税专用发票',
    });
  });
});

describe('platform constants', () => {
  it('the client is the testing platform', () => {
    expect(CLIENT_APP_TYPE).toBe(3);
    expect(APP_TYPE_LABELS[CLIENT_APP_TYPE]).toBe('检测平台');
    expect(isAppType(APP_TYPE.ACHIEVEMENT_TRANSFORMATION)).toBe(true);
    expect(isAppType(5)).toBe(false);
  });

  it('member types, jump types and the default search type', () => {
    expect(MEMBER_TYPE_OPTIONS.map((o) => o.label)).toEqual(['普通会员', '个人会员', '企业会员']);
    expect(JUMP_TYPE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(JUMP_TYPE.COMPANY_PROFILE).toBe(5);
    expect(DEFAULT_SEARCH_TYPE).toBe('政策资讯');
  });
});
