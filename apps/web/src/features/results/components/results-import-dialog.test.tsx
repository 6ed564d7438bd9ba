import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESULT_MESSAGES } from '@tcm/shared';
import { installFakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { ResultsImportDialog } from './results-import-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('从 Excel 导入检测结果', () => {
  it("sends the chosen file to the order's import call and lists every row the server refused", async () => {
    stubAntdBrowserApis();
    const server = installFakeUploadServer();
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ResultsImportDialog orderId={42} orderNo="JC202611280001" open onClose={onClose} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File(['PK'], '结果.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: /开始导入/ }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]!.url).toBe('/api/institutionOrder/importResults?orderId=42');
    expect(server.requests[0]!.file.name).toBe('结果.xlsx');
    const errors = ['第3行（水分 · 样品1）：检测值“九点二”不是数字（例如 9.2；低于检出限请勾选“未检出”）', RESULT_MESSAGES.importNoKey(7)];
    server.requests[0]!.respond({ retcode: 0, retmsg: RESULT_MESSAGES.importFailed, data: { imported: 0, errors } });
    const list = await screen.findByTestId('import-errors');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(errors);
    expect(onClose).not.toHaveBeenCalled();
  });
});
