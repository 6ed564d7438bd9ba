import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_INFO_MESSAGES as M, type AdminDictRow } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { DictModal, type DictTarget } from './dict-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup(target: DictTarget, answer: { retcode: number; retmsg: string }) {
  stubAntdBrowserApis();
  stubResizeObserver();
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return Response.json({ ...answer, data: null });
    }),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <DictModal target={target} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  return { calls, onClose, type, save };
}

const ENTRY: AdminDictRow = { id: 4, dictType: 'tel', dictCode: 'tel', dictLabel: '平台联系电话', dictValue: '400-810-6618', sort: 1, enabled: true, updatedAt: '2026-01-01T00:00:00.000Z' };

describe('字典条目 modal', { timeout: 20_000 }, () => {
  it('creates an entry in the chosen type and closes once the server accepts it', async () => {
    const { calls, onClose, type, save } = setup({ dictType: 'sample_form' }, { retcode: 1, retmsg: M.dictCreated });
    type('字典编码', 'herb');
    type('字典标签', '药材');
    type('字典值', '药材');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/admin/dict/create');
    expect(calls[0]!.body).toMatchObject({ dictType: 'sample_form', dictCode: 'herb', dictLabel: '药材', dictValue: '药材', sort: 0, enabled: true });
  });

  it('edits label and value only (type and code stay), and stays open with the server refusal shown', async () => {
    const { calls, onClose, type, save } = setup({ entry: ENTRY }, { retcode: 0, retmsg: M.dictValueTaken });
    expect((screen.getByLabelText('字典编码') as HTMLInputElement).disabled).toBe(true);
    type('字典值', '010-1234 5678');
    save();
    await screen.findByText(M.dictValueTaken);
    expect(calls[0]!.url).toContain('/api/admin/dict/update');
    expect(calls[0]!.body).toMatchObject({ id: 4, dictLabel: '平台联系电话', dictValue: '010-1234 5678', sort: 1, enabled: true });
    expect(calls[0]!.body).not.toHaveProperty('dictCode');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the type and code formats before sending anything', async () => {
    const { calls, type, save } = setup({}, { retcode: 1, retmsg: M.dictCreated });
    type('字典类型', 'Bad-Type');
    type('字典编码', 'a b');
    type('字典标签', '药材');
    type('字典值', '药材');
    save();
    await screen.findByText(M.dictTypeInvalid);
    screen.getByText(M.dictCodeInvalid);
    expect(calls).toHaveLength(0);
  });
});
