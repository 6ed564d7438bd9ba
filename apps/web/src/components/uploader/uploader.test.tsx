import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeUploadServer, type FakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { imageFile, renderUploader } from './uploader-harness.test-support';

/** cropperjs needs a laid-out image, which jsdom cannot give: a stand-in whose crop is a small PNG. */
vi.mock('cropperjs', () => ({
  default: class {
    getCroppedCanvas() {
      return { toBlob: (cb: (blob: Blob) => void, type: string) => cb(new Blob(['png'], { type })) };
    }
    setAspectRatio() {}
    destroy() {}
  },
}));

// The cropper's dialog and the upload chain take a few renders; a loaded machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: FakeUploadServer;
beforeEach(() => {
  stubAntdBrowserApis();
  server = installFakeUploadServer();
  URL.createObjectURL = vi.fn(() => 'blob:test'); // jsdom has no object URLs
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

const choose = (label: string, ...files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });
/** The dialog holding `text`: the lite questions are <dialog> elements, the crop dialog an antd Modal. */
async function dialogWith(text: string): Promise<HTMLElement> {
  const nodes = await screen.findAllByText(text);
  const dialog = nodes.map((node) => node.closest<HTMLElement>('dialog, [role="dialog"]')).find(Boolean);
  if (!dialog) throw new Error(`${text} is not in a dialog`);
  return dialog;
}
const cropQuestion = async () => {
  const dialog = await dialogWith('图片是否需要进行裁减?');
  expect(within(dialog).getByText('提醒')).toBeTruthy();
  return dialog;
};
const thumbnails = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
const replaceConfirm = () => dialogWith('替换图片会删除原来的图片');

// Dialogs and uploads in jsdom are slow on a loaded two-core machine.
describe('uploader: adding a file (§4, §5)', { timeout: 20_000 }, () => {
  it('asks 提醒 / 图片是否需要进行裁减? for an image; 不裁剪 uploads it and appends the path', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png', needWatermark: true, thumbImageFlag: true });
    server.autoRespond();
    choose('上传图片', imageFile('新图.PNG'));
    const dialog = await cropQuestion();
    expect(within(dialog).getByText('图片是否需要进行裁减?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /^裁\s*剪$/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '不裁剪' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/a.png,/files/upload-1.png'));
    const sent = server.requests[0]!;
    expect(sent.url).toBe('/api/uploadFile');
    expect(sent.file.name).toBe('新图.PNG');
    expect(sent.fields.get('needWatermark')).toBe('true');
    expect(sent.fields.get('thumbImageFlag')).toBe('true');
    await waitFor(() => expect(thumbnails()).toEqual(['/files/a.png?w=180', '/files/upload-1.png?w=180']));
  });

  it('裁剪 opens 图片裁剪; the cropped upload (image.png) is appended', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png' });
    server.autoRespond(() => ({ retcode: 1, retmsg: '上传成功', data: { fileUrl: '/files/cropped.png', thumbUrl: null } }));
    choose('上传图片', imageFile('big-photo.jpg'));
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: /^裁\s*剪$/ }));
    const dialog = await dialogWith('图片裁剪');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/a.png,/files/cropped.png'));
    expect(await screen.findByText('上传成功！')).toBeTruthy();
    expect(server.requests[0]!.file.name).toBe('image.png');
    expect(server.requests[0]!.fields.get('thumbImageFlag')).toBe('false');
  });

  it('drops another type with 不支持的文件类型 and sends nothing', async () => {
    const { onChange } = renderUploader();
    choose('上传图片', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('不支持的文件类型')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file of 30 MB or more with 上传文件大小不能超过 30MB!', async () => {
    const { onChange } = renderUploader();
    choose('上传图片', imageFile('big.png', 31 * 1024 * 1024));
    expect(await screen.findByText('上传文件大小不能超过 30MB!')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('counts the files already held: a second file chosen with max 1 gets 文件最多能上传1 个，上传失败！', async () => {
    const { onChange } = renderUploader({ max: 1 });
    server.autoRespond();
    choose('上传图片', imageFile('one.png'), imageFile('two.png'));
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: '不裁剪' }));
    expect(await screen.findByText('文件最多能上传1 个，上传失败！')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('/files/upload-1.png');
    expect(server.requests).toHaveLength(1);
    expect(screen.queryByLabelText('上传图片')).toBeNull(); // the add tile hides at max
  });

  it('uploads a PDF directly where the accept list allows it, and shows its icon and name', async () => {
    const { onChange } = renderUploader({ accept: ['png', 'pdf'] });
    server.autoRespond(() => ({ retcode: 1, retmsg: '上传成功', data: { fileUrl: '/files/r1.pdf', thumbUrl: null } }));
    choose('上传文件', new File(['%PDF-1.4'], '检测报告.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/r1.pdf'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('检测报告.pdf')).toBeTruthy();
    expect(thumbnails()).toEqual([]);
  });

  it('shows a progress bar while the file uploads', async () => {
    renderUploader({ accept: ['pdf'] });
    choose('上传文件', new File(['%PDF-1.4'], 'a.pdf'));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0]!.progress(0.4);
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText('上传中 40%')).toBeTruthy();
    server.requests[0]!.respond();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('says nothing when a direct upload fails, and keeps the previous value', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png' });
    server.autoRespond(() => ({ retcode: 0, retmsg: '不支持的文件类型', data: null }));
    choose('上传图片', imageFile());
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('upload-tile')).toHaveLength(1);
  });

  it('drops the image when the crop question is closed', async () => {
    const { onChange } = renderUploader();
    choose('上传图片', imageFile());
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /上传图片/ }).hasAttribute('disabled')).toBe(false));
    expect(server.requests).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a private upload (settlement scene) stores the plain path but shows the signed link it was answered with', async () => {
    const { onChange } = renderUploader({ scene: 'settlement' });
    server.autoRespond(() => ({
      retcode: 1,
      retmsg: '上传成功',
      data: { fileUrl: '/files/scan.png', thumbUrl: null, previewUrl: '/files/scan.png?exp=1900000000&sig=abc' },
    }));
    choose('上传图片', imageFile('执照.png'));
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/scan.png'));
    expect(server.requests[0]!.url).toBe('/api/uploadFile?scene=settlement');
    await waitFor(() => expect(thumbnails()).toEqual(['/files/scan.png?exp=1900000000&sig=abc&w=180']));
  });
});

describe('uploader: replacing (§4)', { timeout: 20_000 }, () => {
  it('asks 替换图片会删除原来的图片, then puts the new file at the same position', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png,/files/b.png,/files/c.png' });
    server.autoRespond(() => ({ retcode: 1, retmsg: '上传成功', data: { fileUrl: '/files/new.png', thumbUrl: null } }));
    const second = screen.getAllByTestId('upload-tile')[1]!;
    fireEvent.click(within(second).getByRole('button', { name: '替换' }));
    const confirm = await replaceConfirm();
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
    choose('选择替换文件', imageFile('new.png'));
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/a.png,/files/new.png,/files/c.png'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('replaces the only file of a full field (max 1)', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png', max: 1 });
    server.autoRespond();
    fireEvent.click(screen.getByRole('button', { name: '替换' }));
    fireEvent.click(within(await replaceConfirm()).getByRole('button', { name: /确\s*定/ }));
    choose('选择替换文件', imageFile());
    fireEvent.click(within(await cropQuestion()).getByRole('button', { name: '不裁剪' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/files/upload-1.png'));
  });

  it('changes nothing when the replacement is cancelled', async () => {
    const { onChange } = renderUploader({ initial: '/files/a.png,/files/b.png' });
    fireEvent.click(screen.getAllByRole('button', { name: '替换' })[0]!);
    fireEvent.click(within(await replaceConfirm()).getByRole('button', { name: /取\s*消/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });
});
