import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, FORM_MESSAGES, SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { LoginForm } from './login-form';

configure({ asyncUtilTimeout: 5000 });

const SESSION = { accessToken: 'tok', expireTime: Date.now() + 3_600_000, userId: 9, userInfo: { userId: 9, userAccount: 'yunying01', companyDto: null } };
const CHALLENGE = { secondFactor: 'totp', challenge: 'c'.repeat(43), expiresIn: 300, mobileMasked: null, recoveryAllowed: true };

let calls: Array<{ url: string; body: Record<string, unknown> }>;
/** Answers each call in turn with the next envelope. */
function serverAnswers(...answers: object[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return Response.json(answers[calls.length - 1]);
    }),
  );
}

function renderForm(onSignedIn = vi.fn()) {
  // No antd around it: the login form is plain elements (issue #18).
  render(
    <MemoryRouter>
      <LoginForm redirect={null} onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return onSignedIn;
}

async function submitPassword() {
  fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'yunying01' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Demo@2026' } });
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  await screen.findByTestId('second-factor-step');
}

beforeEach(() => {
  calls = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('says under each empty field what is missing and sends nothing; typing clears the message', async () => {
    serverAnswers();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountOrMobileRequired)).toBeTruthy();
    expect(screen.getByText(FORM_MESSAGES.passwordEmpty)).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '   ' } });
    expect(screen.getByText(ACCOUNT_MESSAGES.accountOrMobileRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'yunying01' } });
    expect(screen.queryByText(ACCOUNT_MESSAGES.accountOrMobileRequired)).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('login with a second factor', { timeout: 30_000 }, () => {
  it('asks an operator for the authenticator code after the password, then hands over the session', async () => {
    serverAnswers({ retcode: 1, retmsg: '操作成功', data: CHALLENGE }, { retcode: 0, retmsg: M.totpWrong, data: null }, { retcode: 1, retmsg: '操作成功', data: SESSION });
    const onSignedIn = renderForm();
    await submitPassword();
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText(M.totpWrong)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SESSION));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/auth/loginSecondFactor', '/api/auth/loginSecondFactor']);
    expect(calls[2]!.body).toMatchObject({ challenge: CHALLENGE.challenge, code: '654321' });
  });

  it('takes a recovery code instead, and goes back to the password when the challenge is burned', async () => {
    serverAnswers({ retcode: 1, retmsg: '操作成功', data: CHALLENGE }, { retcode: 0, retmsg: M.tooManyTries, data: null });
    renderForm();
    await submitPassword();
    fireEvent.click(screen.getByRole('button', { name: '无法使用验证器？使用恢复码' }));
    fireEvent.change(screen.getByLabelText('恢复码'), { target: { value: 'abcd-efgh' } });
    fireEvent.click(screen.getByRole('button', { name: '验证并登录' }));
    expect(await screen.findByText(M.tooManyTries)).toBeTruthy();
    expect(screen.queryByTestId('second-factor-step')).toBeNull();
    expect(calls[1]!.body).toMatchObject({ challenge: CHALLENGE.challenge, code: 'abcd-efgh' });
  });

  it('names the masked mobile for an SMS code and offers no recovery code', async () => {
    serverAnswers({ retcode: 1, retmsg: '操作成功', data: { ...CHALLENGE, secondFactor: 'sms', mobileMasked: '136****0002', recoveryAllowed: false } });
    renderForm();
    await submitPassword();
    expect(screen.getByText('验证码已发送至 136****0002')).toBeTruthy();
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '无法使用验证器？使用恢复码' })).toBeNull();
  });
});
