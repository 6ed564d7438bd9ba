import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMBER_TYPE, type MemberDetail } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts, stubPostApi } from '@/lib/testing/fake-api';
import { installFakeUploadServer, successOf, type FakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { ProfileEditor } from './profile-editor';

configure({ asyncUtilTimeout: 5000 });

let posts: Array<{ url: string; body: Record<string, unknown> }>;
let uploads: FakeUploadServer;
/** The toasts the editor showed, through the app's notifier. */
let toasts: string[];
beforeEach(() => {
  toasts = recordToasts();
  stubAntdBrowserApis();
  uploads = installFakeUploadServer();
  posts = stubPostApi(() => ({ retcode: 1, retmsg: '基本信息已保存', data: null }));
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

const DETAIL: MemberDetail = {
  userId: 7,
  userAccount: 'geren01',
  memberType: MEMBER_TYPE.PERSONAL,
  infoStatus: 2,
  mobile: '13800000002',
  email: 'old@example.cn',
  realName: '李明远',
  idCardMasked: null,
  rejectReason: null,
  sysCompany: null,
  accessToken: 't',
  expireTime: 0,
  avatarUrl: null,
  licenseUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderEditor() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileEditor detail={DETAIL} />
    </QueryClientProvider>,
  );
}

describe('profile editor', { timeout: 20_000 }, () => {
  it('refuses a malformed e-mail and sends nothing', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('请输入合法的邮箱地址')).toBeTruthy();
    expect(posts).toHaveLength(0);
  });

  it('uploads an avatar (no watermark) and saves it with the e-mail', async () => {
    renderEditor();
    uploads.autoRespond(() => successOf('/files/DDDDDDDDDDDDDDDDDDDDDD.jpg'));
    fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [new File(['jpg'], '头像.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(await screen.findByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(document.querySelector('[data-path="/files/DDDDDDDDDDDDDDDDDDDDDD.jpg"]')).not.toBeNull());
    expect(uploads.requests[0]!.fields.get('needWatermark')).toBe('false');
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: ' new@example.cn ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/sysMember/updateBaseInfo',
      body: { avatarUrl: '/files/DDDDDDDDDDDDDDDDDDDDDD.jpg', email: 'new@example.cn', appType: 3 },
    });
    await waitFor(() => expect(toasts).toEqual(['基本信息已保存']));
  });
});
