import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { MonographDrawer } from './monograph-drawer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATALOGUE = [{ volume: 1, volumeName: '一部', categories: [{ id: 7, volume: 1, name: '药材和饮片', sort: 1, monographCount: 3 }] }];

describe('药典品种 form', { timeout: 20_000 }, () => {
  it('sends every section and the checks from the editable table, dropping a blank added row', async () => {
    stubAntdBrowserApis();
    stubResizeObserver();
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('queryCatalogue')) return Response.json({ retcode: 1, retmsg: '', data: CATALOGUE });
        bodies.push(JSON.parse(String(init?.body)));
        return Response.json({ retcode: 1, retmsg: '药典品种已新增', data: { id: 1 } });
      }),
    );
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MonographDrawer target="new" onClose={onClose} />
        </App>
      </QueryClientProvider>,
    );
    const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('名称', '雪灵芝');
    type('汉语拼音', 'Xuelingzhi');
    type('性状', '全草呈垫状。');
    fireEvent.mouseDown(within(screen.getByText('分类').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByText('药材和饮片'));
    fireEvent.click(screen.getByRole('button', { name: /添加检查项目/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加检查项目/ }));
    type('第1条项目', '水分');
    type('第1条方法', '通则0832');
    type('第1条限度', '不得过13.0%');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies[0]).toMatchObject({
      name: '雪灵芝',
      pinyin: 'Xuelingzhi',
      edition: 2020,
      categoryId: 7,
      sections: { description: '全草呈垫状。', source: '' },
      checks: [{ item: '水分', method: '通则0832', limit: '不得过13.0%', section: 'examination' }],
    });
  });
});
