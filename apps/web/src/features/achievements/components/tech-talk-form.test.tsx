import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubPostApi } from '@/lib/testing/fake-api';
import { TechTalkForm } from './tech-talk-form';

configure({ asyncUtilTimeout: 4000 });

let posts: { body: unknown }[];
/** The bodies the form sent. */
const bodies = () => posts.map((p) => p.body);
beforeEach(() => {
  posts = stubPostApi(() => ({ retcode: 1, retmsg: '洽谈申请已提交，成果方将尽快与您联系', data: { id: 1, createdAt: '' } }));
});
afterEach(cleanup);

function renderForm() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <TechTalkForm achievementId={8} />
    </QueryClientProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交洽谈申请' }));

describe('技术洽谈 form', { timeout: 20_000 }, () => {
  it('holds back empty fields and a bad mobile with the §5 messages', async () => {
    renderForm();
    submit();
    expect((await screen.findAllByText('该项必填')).length).toBe(3);
    fill('手机号', '12345678901');
    expect(await screen.findByText('请输入合法的手机号')).toBeTruthy();
    expect(screen.getByLabelText('手机号').getAttribute('aria-invalid')).toBe('true');
    fill('联系人', '张三');
    expect(screen.getAllByText('该项必填').length).toBe(2);
    fill('洽谈内容', '希望了解许可费用');
    expect(screen.getByText('8 / 500')).toBeTruthy();
    submit();
    expect(bodies()).toEqual([]);
  });

  it('sends the request and shows the server’s message', async () => {
    renderForm();
    fill('联系人', '张三');
    fill('手机号', '13800000005');
    fill('单位名称', '某饮片公司');
    fill('洽谈内容', '希望了解许可费用');
    submit();
    expect(await screen.findByText('洽谈申请已提交，成果方将尽快与您联系')).toBeTruthy();
    await waitFor(() =>
      expect(bodies()).toEqual([{ achievementId: 8, name: '张三', mobile: '13800000005', company: '某饮片公司', message: '希望了解许可费用', appType: 3 }]),
    );
  });
});
