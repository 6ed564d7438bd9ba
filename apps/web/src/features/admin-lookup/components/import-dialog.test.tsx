import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOOKUP_MESSAGES as M } from '@tcm/shared';
import { installFakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { setToken } from '@/lib/session';
import { ImportDialog } from './import-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog() {
  stubAntdBrowserApis();
  const server = installFakeUploadServer();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ImportDialog open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['PK'], '药典.xlsx')] } });
  return { server, onClose };
}

describe('批量导入 dialog', () => {
  it('fetches the template with the Token header (no cookie session) and saves it', async () => {
    renderDialog();
    setToken('op-token');
    const fetchMock = vi.fn(async () => new Response('PK', { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL; // jsdom has no object URLs
    Object.assign(URL, { createObjectURL: () => 'blob:template', revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    fireEvent.click(screen.getByText('下载导入模板'));
    await waitFor(() => expect(saved).toEqual(['药典品种导入模板.xlsx blob:template']));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url.startsWith('/api/admin/monograph/importTemplate?')).toBe(true);
    expect(new Headers(init.headers).get('Token')).toBe('op-token');
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    setToken(null);
  });

  it('sends the chosen .xlsx to the import call', async () => {
    const { server } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]!.url).toBe('/api/admin/monograph/import');
    expect(server.requests[0]!.file.name).toBe('药典.xlsx');
  });

  it('keeps the dialog open with every row to fix when the file is refused', async () => {
    const { server, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    const errors = ['第3行：请填写名称', '「检查项目」第2行：请填写检查方法'];
    server.requests[0]!.respond({ retcode: 0, retmsg: M.importFailed, data: { created: 0, updated: 0, errors } });
    const list = await screen.findByTestId('import-errors');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(errors);
    expect(screen.getByText(M.importFailed)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the import is accepted', async () => {
    const { server, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0]!.respond({ retcode: 1, retmsg: '导入完成：新增 1 个，更新 0 个品种', data: { created: 1, updated: 0, errors: [] } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
