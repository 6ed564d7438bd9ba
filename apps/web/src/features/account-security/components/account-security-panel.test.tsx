import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_SECOND_FACTOR_MESSAGES as M, type SecondFactorStatus } from '@tcm/shared';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { AccountSecurityPanel } from './account-security-panel';

configure({ asyncUtilTimeout: 10_000 });

const NOT_ENROLLED: SecondFactorStatus = { available: true, enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, fallback: 'sms', mobileMasked: '136****0002' };
const ENROLLED: SecondFactorStatus = { ...NOT_ENROLLED, enrolled: true, enrolledAt: '2026-11-25T14:00:00.000Z', recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-defg`);
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

let enrolled = false;
let posts: Array<{ url: string; body: unknown }>;
beforeEach(() => {
  stubAntdBrowserApis();
  enrolled = false;
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('/secondFactor/status')) return Response.json({ retcode: 1, retmsg: '操作成功', data: enrolled ? ENROLLED : NOT_ENROLLED });
      const body = JSON.parse(String(init?.body)) as { code?: string };
      posts.push({ url, body });
      if (url.includes('startEnrol')) return Response.json({ retcode: 1, retmsg: '操作成功', data: { secret: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', otpauthUri: 'otpauth://totp/x', qrDataUrl: PNG, expiresIn: 600 } });
      if (body.code !== '123456') return Response.json({ retcode: 0, retmsg: M.totpWrong, data: null });
      enrolled = true;
      return Response.json({ retcode: 1, retmsg: M.enrolled, data: { recoveryCodes: CODES } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider locale={zhCN}>
        <App>
          <AccountSecurityPanel />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('账号安全', { timeout: 40_000 }, () => {
  it('binds an authenticator: QR code and secret once, a wrong code refused, then the recovery codes once', async () => {
    renderPanel();
    expect((await screen.findByTestId('second-factor-status')).textContent).toContain('136****0002');
    fireEvent.click(screen.getByRole('button', { name: '开始绑定验证器' }));
    expect((await screen.findByRole('img', { name: '身份验证器绑定二维码' })).getAttribute('src')).toBe(PNG);
    expect(screen.getByTestId('totp-secret').textContent).toContain('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');

    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText(M.totpWrong)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);

    fireEvent.click(screen.getByRole('button', { name: '我已妥善保存' }));
    expect(await screen.findByText('已启用')).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(posts.map((p) => p.url)).toEqual(['/api/auth/secondFactor/startEnrol', '/api/auth/secondFactor/confirmEnrol', '/api/auth/secondFactor/confirmEnrol']);
  });
});
