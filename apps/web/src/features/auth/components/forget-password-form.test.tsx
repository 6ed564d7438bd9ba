import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, RETCODE } from '@tcm/shared';
import { ForgetPasswordForm } from './forget-password-form';

configure({ asyncUtilTimeout: 5000 });

let calls: string[];
/** mobileIsExist answers whether 13800000000 is registered; resetPassword answers the next of `resets`. */
function serverAnswers(...resets: object[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.includes('/api/mobileIsExist')) return Response.json({ retcode: RETCODE.SUCCESS, retmsg: '', data: url.includes('13800000000') });
      return Response.json(resets.shift());
    }),
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageOf = (label: string) => {
  const described = field(label).getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('forget password form (no antd)', () => {
  it('says under each empty field what is missing and sends nothing; the confirmation follows the password', () => {
    serverAnswers();
    render(<ForgetPasswordForm onReset={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(messageOf('手机号')).toBe(FORM_MESSAGES.mobile);
    expect(messageOf('验证码')).toBe(FORM_MESSAGES.required);
    expect(messageOf('新密码')).toBe(FORM_MESSAGES.passwordEmpty);
    expect(messageOf('确认新密码')).toBe(FORM_MESSAGES.passwordEmpty);
    expect(calls).toEqual([]);
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(true);

    type('新密码', 'Second2026pw');
    type('确认新密码', 'Second2026px');
    expect(messageOf('确认新密码')).toBe(ACCOUNT_MESSAGES.passwordMismatch);
    type('新密码', 'Second2026px'); // the password now matches: the confirmation's message goes
    expect(messageOf('确认新密码')).toBeUndefined();
  });

  it('says under the mobile that it is not registered (on blur), and a refused code under the code; then resets', async () => {
    serverAnswers({ retcode: RETCODE.FAILURE, retmsg: ACCOUNT_MESSAGES.codeInvalid, data: null }, { retcode: RETCODE.SUCCESS, retmsg: '密码已重置，请使用新密码登录', data: null });
    const onReset = vi.fn();
    render(<ForgetPasswordForm onReset={onReset} />);
    type('手机号', '13799990000');
    fireEvent.blur(field('手机号'));
    await waitFor(() => expect(messageOf('手机号')).toBe(ACCOUNT_MESSAGES.mobileUnknown));
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);

    type('手机号', '13800000000');
    expect(messageOf('手机号')).toBeUndefined();
    type('验证码', '123456');
    type('新密码', 'Second2026pw');
    type('确认新密码', 'Second2026pw');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(messageOf('验证码')).toBe(ACCOUNT_MESSAGES.codeInvalid));
    expect(onReset).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(calls.filter((url) => url.includes('resetPassword'))).toHaveLength(2);
  });
});
