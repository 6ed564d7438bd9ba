import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MyProfile } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts, stubPostApi } from '@/lib/testing/fake-api';
import { ProfileForm } from './profile-form';

configure({ asyncUtilTimeout: 5000 });

const PROFILE: MyProfile = {
  id: 2,
  name: '青禾本草检测技术（北京）有限公司',
  unifyCode: '91110108MA01ABCDE0',
  province: '北京市',
  city: '北京',
  address: '海淀区中关村南大街8号',
  contactName: '周工',
  contactPhone: '010-62345678',
  email: 'lab@qinghe.example.cn',
  intro: '专注中药饮片与中成药检测。',
  logoUrl: null,
  qualifications: [1],
  cmaCertNo: '2026000123',
  cnasCertNo: null,
  cmaCertUrl: null,
  cnasCertUrl: null,
  certificateUrls: [],
  ratingX10: 46,
  orderCount: 12,
};

let posts: Array<{ url: string; body: Record<string, unknown> }>;
let toasts: string[];
beforeEach(() => {
  toasts = recordToasts(true);
  posts = stubPostApi(() => ({ retcode: 1, retmsg: '机构资料已保存', data: PROFILE }));
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm profile={PROFILE} />
    </QueryClientProvider>,
  );
}

describe('机构资料 form', () => {
  it('shows what the platform approved, read-only, and the editable fields filled in', () => {
    renderForm();
    expect(screen.getByText('青禾本草检测技术（北京）有限公司')).toBeTruthy();
    expect(screen.getByText('CMA 2026000123')).toBeTruthy();
    expect((screen.getByLabelText('联系电话') as HTMLInputElement).value).toBe('010-62345678');
    expect((screen.getByLabelText('机构简介') as HTMLTextAreaElement).value).toBe('专注中药饮片与中成药检测。');
  });

  it('names a malformed phone and e-mail under their fields and sends nothing', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getByText('请输入合法的邮箱地址')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('saves the fields trimmed and says so', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('所在城市'), { target: { value: '  杭州 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: '/api/institutionProfile/editMyProfile',
      body: {
        intro: '专注中药饮片与中成药检测。',
        city: '杭州',
        address: '海淀区中关村南大街8号',
        contactName: '周工',
        contactPhone: '010-62345678',
        email: 'lab@qinghe.example.cn',
        logoUrl: '',
        certificateUrls: '',
        appType: 3,
      },
    });
    await waitFor(() => expect(toasts).toEqual(['success: 机构资料已保存']));
  });
});
