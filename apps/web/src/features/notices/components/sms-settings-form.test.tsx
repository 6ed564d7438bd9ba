import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SMS_RATE_RULE_TEXT } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts } from '@/lib/testing/fake-api';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { stubNoticeServer } from '../testing/notice-server';
import { SmsSettingsForm } from './sms-settings-form';

let toasts: string[];
beforeEach(() => {
  toasts = recordToasts(true);
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
const states = () => screen.getAllByRole('switch').map((s) => `${s.getAttribute('aria-labelledby') ? s.ownerDocument.getElementById(s.getAttribute('aria-labelledby')!)!.textContent : ''}:${s.getAttribute('aria-checked')}`);

describe('短信提醒设置', () => {
  it('shows each kind a member may turn off, as the server holds it, and the hourly rule', async () => {
    stubNoticeServer([], { settings: { reportIssued: true, paymentRejected: false, orderReturned: true, contractProvided: true } });
    renderWithQueryClient(<SmsSettingsForm />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
    expect(states()).toEqual(['检测报告已出具:true', '支付确认被驳回:false', '订单被退回:true', '机构已上传合同:true']);
    expect(screen.getByText(SMS_RATE_RULE_TEXT)).toBeTruthy();
    expect(screen.queryByText('入驻申请审核通过')).toBeNull(); // the approval's SMS is not the member's to turn off
  });

  it('saves a flipped switch at once, only that kind, with the server’s words', async () => {
    const server = stubNoticeServer([]);
    renderWithQueryClient(<SmsSettingsForm />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
    fireEvent.click(switchOf('订单被退回'));
    await waitFor(() => expect(toasts).toEqual(['success: 短信提醒设置已保存']));
    expect(server.callsTo('/api/notice/saveSmsSettings')).toEqual([{ path: '/api/notice/saveSmsSettings', input: { orderReturned: false } }]);
    await waitFor(() => expect(switchOf('订单被退回').getAttribute('aria-checked')).toBe('false'));
    expect(server.sms.orderReturned).toBe(false);
  });

  it('keeps the switch as it was when the server refuses', async () => {
    const server = stubNoticeServer([]);
    renderWithQueryClient(<SmsSettingsForm />);
    await waitFor(() => expect(screen.getAllByRole('switch')).toHaveLength(4));
    server.refuse('/api/notice/saveSmsSettings', '短信提醒开关只能是 true 或 false');
    fireEvent.click(switchOf('检测报告已出具'));
    await waitFor(() => expect(toasts).toEqual(['error: 短信提醒开关只能是 true 或 false']));
    expect(switchOf('检测报告已出具').getAttribute('aria-checked')).toBe('true');
    expect(server.sms.reportIssued).toBe(true);
  });
});
