import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M, type AdminAdvertRow } from '@tcm/shared';
import { stubAntdBrowserApis, stubResizeObserver } from '@/lib/testing/browser-stubs';
import { renderWithQueryClient } from '@/lib/testing/render-with-query-client';
import { AdvertModal } from './advert-modal';

configure({ asyncUtilTimeout: 4000 });

let posts: { path: string; body: Record<string, unknown> }[];
beforeEach(() => {
  stubAntdBrowserApis();
  stubResizeObserver();
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ path: new URL(url, 'http://x').pathname, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ retcode: 1, retmsg: M.advertSaved, data: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(cleanup);

const advert: AdminAdvertRow = { id: 4, position: 'home_side', positionName: '首页侧栏', title: '送检指南', subtitle: null, imageUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png', linkUrl: '/helpCenter', sort: 2, enabled: false };
function renderModal(target: AdminAdvertRow | 'new') {
  const onClose = vi.fn();
  renderWithQueryClient(
    <App>
      <AdvertModal target={target} onClose={onClose} />
    </App>,
  );
  return onClose;
}
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('the advert form', { timeout: 20_000 }, () => {
  it('asks for the picture and the title, and refuses a link that is neither a site path nor http(s)', async () => {
    renderModal('new');
    fireEvent.change(screen.getByLabelText('链接'), { target: { value: 'javascript:alert(1)' } });
    save();
    expect(await screen.findByText(M.imageRequired)).toBeTruthy();
    expect(await screen.findByText('请填写标题')).toBeTruthy();
    expect(await screen.findByText(M.linkInvalid)).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('saves an edit with every field and closes', async () => {
    const onClose = renderModal(advert);
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '送检流程指南' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      { path: '/api/admin/advert/update', body: { appType: 3, id: 4, position: 'home_side', title: '送检流程指南', subtitle: '', imageUrl: advert.imageUrl, linkUrl: '/helpCenter', sort: 2, enabled: false } },
    ]);
  });
});
