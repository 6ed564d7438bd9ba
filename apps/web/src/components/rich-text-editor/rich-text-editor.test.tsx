import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CONTENT_MESSAGES } from '@tcm/shared';
import { installFakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import RichTextEditor from './rich-text-editor';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  stubAntdBrowserApis();
  // ProseMirror scrolls the selection into view; jsdom measures nothing.
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

function renderEditor(value: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <App>
      <RichTextEditor value={value} onChange={onChange} />
    </App>,
  );
  const content = screen.getByTestId('rich-text-content').querySelector('[contenteditable]') as HTMLElement;
  // The editor keeps an empty paragraph after a last heading or quote, so the cursor can leave it.
  const last = () => onChange.mock.calls.at(-1)?.[0]?.replace(/(<p><\/p>)+$/, '');
  return { onChange, content, last };
}
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const selectAll = (content: HTMLElement) => fireEvent.keyDown(content, { key: 'a', code: 'KeyA', ctrlKey: true });

describe('the article editor’s toolbar', { timeout: 20_000 }, () => {
  it('shows the value it is given', () => {
    const { content } = renderEditor('<h2>药材鉴别</h2><p>正文</p>');
    expect(content.innerHTML).toContain('<h2>药材鉴别</h2>');
  });

  it('keeps the tables, H4 headings and rules of a stored article through an edit', () => {
    const table = '<table><tbody><tr><th>元素</th><th colspan="2">限度（mg/kg）</th></tr><tr><td>铅（Pb）</td><td>不得过5</td><td></td></tr></tbody></table>';
    const { last } = renderEditor(`<p>重金属</p><h4>限度</h4>${table.replace('<tbody>', '<thead>').replace('</tr><tr>', '</tr></thead><tbody><tr>')}<hr>`);
    press('二级标题');
    expect(last()).toBe(`<h2>重金属</h2><h4>限度</h4>${table}<hr>`);
  });

  it('makes headings, lists and quotes of the current block', () => {
    const { last } = renderEditor('<p>检测报告</p>');
    press('二级标题');
    expect(last()).toBe('<h2>检测报告</h2>');
    press('三级标题');
    expect(last()).toBe('<h3>检测报告</h3>');
    press('三级标题');
    press('无序列表');
    expect(last()).toBe('<ul><li><p>检测报告</p></li></ul>');
    press('无序列表');
    press('有序列表');
    expect(last()).toBe('<ol><li><p>检测报告</p></li></ol>');
    press('有序列表');
    press('引用');
    expect(last()).toBe('<blockquote><p>检测报告</p></blockquote>');
  });

  it('undoes and redoes a change', () => {
    const { last } = renderEditor('<p>检测报告</p>');
    expect(screen.getByRole('button', { name: '撤销' }).hasAttribute('disabled')).toBe(true);
    press('二级标题');
    press('撤销');
    expect(last()).toBe('<p>检测报告</p>');
    press('重做');
    expect(last()).toBe('<h2>检测报告</h2>');
  });

  it('makes the selection bold or italic', () => {
    const { content, last } = renderEditor('<p>含量测定</p>');
    selectAll(content);
    press('加粗');
    expect(last()).toBe('<p><strong>含量测定</strong></p>');
    press('斜体');
    expect(last()).toBe('<p><strong><em>含量测定</em></strong></p>');
  });

  it('links the selection to an address it checks first', async () => {
    const { content, last } = renderEditor('<p>药典</p>');
    selectAll(content);
    press('链接');
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    expect(within(dialog).getByText(ADMIN_CONTENT_MESSAGES.linkInvalid)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /确\s*定/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '/pharmacopoeia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(last()).toMatch(/^<p><a [^>]*href="\/pharmacopoeia"[^>]*>药典<\/a><\/p>$/);
  });

  it('uploads a chosen image through the upload call and places it in the text', async () => {
    const server = installFakeUploadServer();
    server.autoRespond(() => ({ retcode: 1, retmsg: '上传成功', data: { fileUrl: '/files/AAAAAAAAAAAAAAAAAAAAAA.png', thumbUrl: null } }));
    const { last } = renderEditor('<p>性状</p>');
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [new File(['png'], '人参.png', { type: 'image/png' })] } });
    await waitFor(() => expect(last()).toContain('<img src="/files/AAAAAAAAAAAAAAAAAAAAAA.png" alt="人参">'));
    expect(server.requests[0]?.url).toBe('/api/uploadFile');
  });

  it('refuses a file of another type without uploading it', async () => {
    const server = installFakeUploadServer();
    renderEditor('<p>性状</p>');
    fireEvent.change(screen.getByLabelText('选择图片'), { target: { files: [new File(['x'], '说明.docx')] } });
    expect(await screen.findByText('不支持的文件类型')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
