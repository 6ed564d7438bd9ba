import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { creditCodeCheckChar, MEMBER_TYPE, type MemberInfoStatus, type MemberType } from '@tcm/shared';
import { registerNotifier } from '@/lib/notifier';
import { recordToasts, stubPostApi } from '@/lib/testing/fake-api';
import { installFakeUploadServer, successOf, type FakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { RealNameForm, type RealNameDetail } from './real-name-form';

configure({ asyncUtilTimeout: 5000 });

const FIRST17 = '91110108MA01ABCDE';
const CODE = FIRST17 + creditCodeCheckChar(FIRST17);
const WRONG_CHECK = FIRST17 + (CODE.endsWith('0') ? '1' : '0');

let posts: Array<{ url: string; body: Record<string, unknown> }>;
let answer: { retcode: number; retmsg: string; data: null };
let uploads: FakeUploadServer;
/** The toasts the form showed, through the app's notifier. */
let toasts: string[];
beforeEach(() => {
  toasts = recordToasts();
  stubAntdBrowserApis();
  uploads = installFakeUploadServer();
  answer = { retcode: 1, retmsg: '实名认证资料已提交，请等待审核', data: null };
  posts = stubPostApi(() => answer);
});
afterEach(() => {
  cleanup();
  registerNotifier(null);
});

function detailOf(memberType: MemberType, infoStatus: MemberInfoStatus, extra: Partial<RealNameDetail> = {}): RealNameDetail {
  return { memberType, infoStatus, realName: null, sysCompany: null, rejectReason: null, ...extra };
}

function renderForm(detail: RealNameDetail) {
  const onSubmitted = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RealNameForm detail={detail} onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return { onSubmitted };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交认证' }));

describe('real-name form', { timeout: 20_000 }, () => {
  it('tells an ordinary member there is nothing to verify', () => {
    renderForm(detailOf(MEMBER_TYPE.ORDINARY, 0));
    expect(screen.getByText('普通会员无需实名认证')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
  });

  it('shows a read-only summary with the status while under review or approved', () => {
    renderForm(detailOf(MEMBER_TYPE.PERSONAL, 1, { realName: '张三', idCardMasked: '1101**********1234' }));
    const summary = screen.getByTestId('real-name-summary');
    expect(within(summary).getByText('待审核')).toBeTruthy();
    expect(within(summary).getByText('张三')).toBeTruthy();
    expect(within(summary).getByText('1101**********1234')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交认证' })).toBeNull();
    cleanup();

    renderForm(detailOf(MEMBER_TYPE.CORPORATE, 2, { sysCompany: { companyName: '华夏药业', unifyCode: CODE } }));
    expect(screen.getByText('审核通过')).toBeTruthy();
    expect(screen.getByText(CODE)).toBeTruthy();
    expect(screen.getByText('【暂无文件】')).toBeTruthy(); // approved without a licence image on record
  });

  it('corporate summary shows the submitted licence read-only', () => {
    const licenseUrl = '/files/CCCCCCCCCCCCCCCCCCCCCC.png';
    renderForm(detailOf(MEMBER_TYPE.CORPORATE, 1, { sysCompany: { companyName: '华夏药业', unifyCode: CODE }, licenseUrl }));
    const summary = screen.getByTestId('real-name-summary');
    expect(summary.querySelector(`[data-path="${licenseUrl}"]`)).not.toBeNull();
    expect(within(summary).queryByLabelText('上传图片')).toBeNull();
    expect(within(summary).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('awaiting verification (0): says so above the form', () => {
    renderForm(detailOf(MEMBER_TYPE.PERSONAL, 0));
    expect(screen.getByText(/^待实名认证，请填写以下资料提交认证/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交认证' })).toBeTruthy();
  });

  it('personal: checks 真实姓名 and 身份证号 with the §5 rules, then submits and reports the server message', async () => {
    const { onSubmitted } = renderForm(detailOf(MEMBER_TYPE.PERSONAL, 0));
    submit();
    await waitFor(() => expect(screen.getAllByText('该项必填')).toHaveLength(2));
    type('真实姓名', 'Zhang');
    type('身份证号', '12345');
    expect(await screen.findByText('请输入中文')).toBeTruthy();
    expect(await screen.findByText('请输入合法的身份证')).toBeTruthy();
    type('真实姓名', '张三');
    type('身份证号', '11010519491231002x');
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(posts).toEqual([
      { url: '/api/sysMember/submitRealName', body: { realName: '张三', idCard: '11010519491231002X', appType: 3 } },
    ]);
    expect(toasts).toEqual(['实名认证资料已提交，请等待审核']);
  });

  it('rejected (3): shows the reason above the form, prefilled with the earlier name', () => {
    renderForm(detailOf(MEMBER_TYPE.PERSONAL, 3, { realName: '张三', rejectReason: '身份证号与姓名不符' }));
    expect(screen.getByText('驳回原因：身份证号与姓名不符')).toBeTruthy();
    expect((screen.getByLabelText('真实姓名') as HTMLInputElement).value).toBe('张三');
    const order = screen.getByText('驳回原因：身份证号与姓名不符').compareDocumentPosition(screen.getByLabelText('真实姓名'));
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('corporate: prefilled company and code, the licence is required and uploaded with a watermark', async () => {
    const { onSubmitted } = renderForm(detailOf(MEMBER_TYPE.CORPORATE, 0, { sysCompany: { companyName: '华夏药业', unifyCode: CODE } }));
    expect((screen.getByLabelText('企业名称') as HTMLInputElement).value).toBe('华夏药业');
    expect((screen.getByLabelText('统一社会信用代码') as HTMLInputElement).value).toBe(CODE);
    type('统一社会信用代码', WRONG_CHECK);
    expect(await screen.findByText('请输入合法的统一社会信用代码')).toBeTruthy();
    type('统一社会信用代码', CODE.toLowerCase());
    submit();
    expect(await screen.findByText('该项必选')).toBeTruthy();
    expect(posts).toHaveLength(0);

    uploads.autoRespond(() => successOf('/files/AAAAAAAAAAAAAAAAAAAAAA.png'));
    fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [new File(['png'], '营业执照.png', { type: 'image/png' })] } });
    fireEvent.click(await screen.findByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(document.querySelector('[data-path="/files/AAAAAAAAAAAAAAAAAAAAAA.png"]')).not.toBeNull());
    expect(uploads.requests[0]!.fields.get('needWatermark')).toBe('true');
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull(); // max 1

    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(posts[0]!.body).toEqual({ companyName: '华夏药业', unifyCode: CODE, licenseUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png', appType: 3 });
  });

  it('shows a refusal about the licence under the licence field', async () => {
    answer = { retcode: 0, retmsg: '营业执照须为本人上传的图片', data: null };
    const { onSubmitted } = renderForm(detailOf(MEMBER_TYPE.CORPORATE, 3, { sysCompany: { companyName: '华夏药业', unifyCode: CODE } }));
    uploads.autoRespond(() => successOf('/files/BBBBBBBBBBBBBBBBBBBBBB.png'));
    fireEvent.change(screen.getByLabelText('上传图片'), { target: { files: [new File(['png'], 'a.png')] } });
    fireEvent.click(await screen.findByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(document.querySelector('[data-path]')).not.toBeNull());
    submit();
    expect(await screen.findByText('营业执照须为本人上传的图片')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
