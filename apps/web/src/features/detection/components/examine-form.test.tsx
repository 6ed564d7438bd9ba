import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '@tcm/shared';
import { stubPostApi } from '@/lib/testing/fake-api';
import { ExamineForm } from './examine-form';

configure({ asyncUtilTimeout: 4000 });

let posts: { body: unknown }[];
/** The bodies the form sent. */
const bodies = () => posts.map((p) => p.body);
beforeEach(() => {
  posts = stubPostApi(() => ({ retcode: 1, retmsg: '检测申请已提交，平台工作人员将尽快与您联系', data: { id: 1, createdAt: '' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExamineForm defaults={{ companyName: '华夏药业' }} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

describe('送检申请 form (lite)', { timeout: 20_000 }, () => {
  it('an empty submit says 该项必填 under the four required fields and sends nothing', () => {
    renderForm();
    submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(Array(4).fill(FORM_MESSAGES.required));
    expect(screen.getByLabelText('样品名称').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('单位名称')).toHaveProperty('value', '华夏药业');
    expect(bodies()).toEqual([]);
  });

  it('checks the phone and the lengths as they are typed; the count follows the wishes', () => {
    renderForm();
    type('联系电话', '12345');
    expect(screen.getByRole('alert').textContent).toBe(FORM_MESSAGES.phoneOrLandline);
    type('联系电话', '13800138000');
    expect(screen.queryByRole('alert')).toBeNull();
    type('样品名称', '黄'.repeat(51));
    expect(screen.getByRole('alert').textContent).toBe('样品名称不能超过50个字');
    type('检测需求', '含量测定');
    expect(screen.getByText('4 / 1000')).toBeTruthy();
  });

  it('sends a valid application and shows the receipt; 再提交一份 brings back an empty form', async () => {
    const { onDone } = renderForm();
    type('样品名称', '黄芪饮片');
    type('检测目的', '入库验收');
    type('联系人', '张三');
    type('联系电话', '010-12345678');
    submit();
    expect(await screen.findByText('检测申请已提交，平台工作人员将尽快与您联系')).toBeTruthy();
    expect(bodies()).toHaveLength(1);
    expect(bodies()[0]).toMatchObject({ sampleName: '黄芪饮片', purpose: '入库验收', wishes: '', companyName: '华夏药业', contactName: '张三', contactPhone: '010-12345678' });
    fireEvent.click(screen.getByRole('button', { name: '自行选择检测项目' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '再提交一份' }));
    await waitFor(() => expect(screen.getByLabelText('样品名称')).toHaveProperty('value', ''));
    expect(screen.getByLabelText('单位名称')).toHaveProperty('value', '华夏药业');
  });
});
