import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES, SETTLEMENT_STATUS, unifiedCreditCode } from '@tcm/shared';
import { SettlementLookup } from './settlement-lookup';

configure({ asyncUtilTimeout: 4000 });

const GOOD_CODE = '91350100M000100Y43';
let queries: URLSearchParams[];
let answer: { retcode: number; retmsg: string; data: unknown };

beforeEach(() => {
  queries = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      queries.push(new URL(url, 'http://x').searchParams);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => cleanup());

const codeInput = () => screen.getByLabelText('统一社会信用代码') as HTMLInputElement;
const mobileInput = () => screen.getByLabelText('申请手机号') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: '查询进度' }));

describe('查询申请进度', { timeout: 20_000 }, () => {
  it('asks for both fields in Chinese and sends nothing until they are right', () => {
    render(<SettlementLookup />);
    submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([FORM_MESSAGES.required, FORM_MESSAGES.mobile]);
    fireEvent.change(codeInput(), { target: { value: ' 91330106ma2b3c4d ' } });
    expect(codeInput().value).toBe('91330106MA2B3C4D');
    expect(screen.getByText(unifiedCreditCode('91330106MA2B3C4D')!)).toBeTruthy();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(queries).toHaveLength(0);
  });

  it('shows the state found, or the server’s refusal', async () => {
    expect(unifiedCreditCode(GOOD_CODE)).toBeUndefined();
    answer = {
      retcode: 1,
      retmsg: '操作成功',
      data: { id: 7, companyName: '青禾检测', status: SETTLEMENT_STATUS.REJECTED, statusName: '已驳回', rejectReason: '证书过期', createdAt: '2026-01-02T03:04:00Z', reviewedAt: null },
    };
    render(<SettlementLookup initial={{ unifyCode: GOOD_CODE, mobile: '13800138000' }} />);
    expect(codeInput().value).toBe(GOOD_CODE);
    submit();
    const state = await screen.findByTestId('settlement-state');
    expect(within(state).getByText('已驳回')).toBeTruthy();
    expect(within(state).getByText('证书过期')).toBeTruthy();
    expect(queries[0]!.get('unifyCode')).toBe(GOOD_CODE);
    expect(queries[0]!.get('mobile')).toBe('13800138000');

    answer = { retcode: 0, retmsg: '未找到该申请，请核对统一社会信用代码和手机号', data: null };
    fireEvent.change(mobileInput(), { target: { value: '13900139000' } });
    submit();
    await screen.findByText('未找到该申请，请核对统一社会信用代码和手机号');
    expect(screen.queryByTestId('settlement-state')).toBeNull();
  });
});
