import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, Button, Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { installFakeUploadServer, type FakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { Uploader } from './uploader';
import { renderUploader } from './uploader-harness.test-support';

configure({ asyncUtilTimeout: 5000 });

let server: FakeUploadServer;
beforeEach(() => {
  stubAntdBrowserApis();
  server = installFakeUploadServer();
});
afterEach(() => cleanup());

const tiles = () => screen.getAllByTestId('upload-tile');
const THREE = '/files/a.png,/files/b.png,/files/c.png';

/** jsdom lays nothing out: give the tiles a row of 180-px boxes so dnd-kit can measure them. */
function layOutTilesInARow() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.dataset.testid === 'upload-tile' ? tiles().indexOf(this) : -1;
    const left = index < 0 ? 0 : index * 195;
    const size = index < 0 ? 0 : 180;
    return { x: left, y: 0, left, top: 0, width: size, height: size, right: left + size, bottom: size, toJSON: () => ({}) } as DOMRect;
  });
}

describe('uploader tiles', { timeout: 20_000 }, () => {
  it('shows one 180-px thumbnail per comma-separated path', () => {
    renderUploader({ initial: ` ${THREE}, ` });
    expect(tiles().map((t) => t.dataset.path)).toEqual(['/files/a.png', '/files/b.png', '/files/c.png']);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/files/a.png?w=180',
      '/files/b.png?w=180',
      '/files/c.png?w=180',
    ]);
  });

  it('deletes at once: no confirmation, no server call', () => {
    const { onChange } = renderUploader({ initial: THREE });
    fireEvent.click(within(tiles()[1]!).getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenCalledWith('/files/a.png,/files/c.png');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(tiles()).toHaveLength(2);
    fireEvent.click(within(tiles()[0]!).getByRole('button', { name: '删除' }));
    fireEvent.click(within(tiles()[0]!).getByRole('button', { name: '删除' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('emits the new order after a drag (keyboard: Space, →, Space)', async () => {
    const { onChange } = renderUploader({ initial: THREE });
    // Dragging loads with the second file (its own chunk): the tiles become draggable then.
    await waitFor(() => expect(tiles()[0]!.getAttribute('aria-roledescription')).toBe('可拖动排序的文件'));
    layOutTilesInARow();
    const first = tiles()[0]!;
    first.focus();
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(first, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    fireEvent.keyDown(first, { code: 'Space', key: ' ' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/b.png,/files/a.png,/files/c.png'));
    expect(server.requests).toHaveLength(0);
  });

  it('hides the add tile at max, and shows it again below max', () => {
    renderUploader({ initial: THREE, max: 3 });
    expect(screen.queryByRole('button', { name: /上传图片/ })).toBeNull();
    fireEvent.click(within(tiles()[0]!).getByRole('button', { name: '删除' }));
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
  });

  it('read-only: 【暂无文件】 when empty; no add tile, replace, delete or dragging', () => {
    renderUploader({ edit: false });
    expect(screen.getByText('【暂无文件】')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    cleanup();

    renderUploader({ edit: false, initial: THREE });
    expect(screen.queryByText('【暂无文件】')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '替换' })).toBeNull();
    expect(screen.getAllByRole('button', { name: '预览' })).toHaveLength(3);
    expect(tiles()[0]!.getAttribute('aria-roledescription')).toBeNull();
  });

  it('a single file is not draggable; a second one makes both draggable', async () => {
    renderUploader({ initial: '/files/a.png' });
    expect(tiles()[0]!.getAttribute('aria-roledescription')).toBeNull();
    cleanup();
    renderUploader({ initial: '/files/a.png,/files/b.png' });
    await waitFor(() => expect(tiles().map((t) => t.getAttribute('aria-roledescription'))).toEqual(['可拖动排序的文件', '可拖动排序的文件']));
  });

  it('canReplace false leaves delete but not replace', () => {
    renderUploader({ initial: THREE, canReplace: false });
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '替换' })).toBeNull();
  });

  it('opens a preview only for a URL longer than 5 characters', async () => {
    renderUploader({ initial: 'a.png,/files/abc.png' });
    expect(within(tiles()[0]!).queryByRole('button', { name: '预览' })).toBeNull();
    fireEvent.click(within(tiles()[1]!).getByRole('button', { name: '预览' }));
    await waitFor(() => expect(document.querySelector('.ant-image-preview img')?.getAttribute('src')).toBe('/files/abc.png'));
  });

  it('opens a PDF in a new tab instead of the image viewer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderUploader({ initial: '/files/report.pdf', accept: ['pdf'] });
    expect(screen.getByText('report.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '预览' }));
    expect(open).toHaveBeenCalledWith('/files/report.pdf', '_blank', 'noopener');
  });

  it('private files (issue #17): thumbnails fetched with the Token header, a PDF saved under its label', async () => {
    setToken('member-token');
    const fetchMock = vi.fn(async (url: string) => new Response('bytes', { headers: { 'Content-Type': url.includes('.pdf') ? 'application/pdf' : 'image/png' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { createObjectURL, revokeObjectURL } = URL; // jsdom has no object URLs
    Object.assign(URL, { createObjectURL: () => 'blob:thumb', revokeObjectURL: () => undefined });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderUploader({ initial: '/files/voucher.png,/files/voucher.pdf', edit: false, privateFiles: true, fileLabel: '支付凭证', accept: ['png', 'pdf'] });
      await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('blob:thumb'));
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url.startsWith('/files/voucher.png?w=180')).toBe(true);
      expect(new Headers(init.headers).get('Token')).toBe('member-token');
      expect(screen.getByText('支付凭证2')).toBeTruthy();
      fireEvent.click(within(tiles()[1]!).getByRole('button', { name: '预览' }));
      await waitFor(() => expect(saved).toEqual(['支付凭证2.pdf']));
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.unstubAllGlobals();
      setToken(null);
    }
  });

  it('names a held file as it was uploaded when the names are given (an order’s vouchers), else by its label', () => {
    renderUploader({ initial: '/files/k1.pdf,/files/k2.pdf', edit: false, fileLabel: '支付凭证', names: { '/files/k1.pdf': '工行回单1120.pdf' }, accept: ['pdf'] });
    expect(within(tiles()[0]!).getByText('工行回单1120.pdf')).toBeTruthy();
    expect(within(tiles()[1]!).getByText('支付凭证2')).toBeTruthy();
  });

  it('works as the control of a Form.Item', async () => {
    const submitted = vi.fn();
    render(
      <App>
        <Form initialValues={{ images: THREE }} onFinish={submitted}>
          <Form.Item name="images" label="图片">
            <Uploader />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      </App>,
    );
    expect(tiles()).toHaveLength(3);
    fireEvent.click(within(tiles()[2]!).getByRole('button', { name: '删除' }));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ images: '/files/a.png,/files/b.png' }));
    expect(document.getElementById('images')).not.toBeNull(); // the label points at the field
  });
});
