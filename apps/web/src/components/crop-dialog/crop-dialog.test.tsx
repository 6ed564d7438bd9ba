import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from '@/components/antd-scope/antd-scope';
import { installFakeUploadServer, successOf, type FakeUploadServer } from '@/lib/testing/fake-upload-server';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { CropDialog } from './crop-dialog';

configure({ asyncUtilTimeout: 5000 });

/** cropperjs needs a laid-out image, which jsdom cannot give; this stands in at that edge. */
const cropper = vi.hoisted(() => ({
  instances: [] as Array<{ options: Record<string, unknown>; aspectRatios: number[]; destroyed: boolean }>,
  canvas: null as null | { toBlob: (cb: (blob: Blob | null) => void, type: string, quality: number) => void },
}));
vi.mock('cropperjs', () => ({
  default: class {
    state = { options: {} as Record<string, unknown>, aspectRatios: [] as number[], destroyed: false };
    constructor(_image: HTMLImageElement, options: Record<string, unknown>) {
      this.state.options = options;
      cropper.instances.push(this.state);
    }
    getCroppedCanvas() {
      return cropper.canvas;
    }
    setAspectRatio(ratio: number) {
      this.state.aspectRatios.push(ratio);
    }
    destroy() {
      this.state.destroyed = true;
    }
  },
}));

let server: FakeUploadServer;
let qualities: number[];
beforeEach(() => {
  stubAntdBrowserApis();
  server = installFakeUploadServer();
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  cropper.instances = [];
  qualities = [];
  cropper.canvas = {
    toBlob: (cb, type, quality) => {
      qualities.push(quality);
      cb(new Blob(['png'], { type }));
    },
  };
});
afterEach(() => cleanup());

function renderDialog(props: { needWatermark?: boolean } = {}) {
  const onUploaded = vi.fn();
  const onCancel = vi.fn();
  const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
  render(
    <>
      <CropDialog file={file} onUploaded={onUploaded} onCancel={onCancel} {...props} />
      <AntdScope />
    </>,
  );
  return { onUploaded, onCancel };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('crop dialog 图片裁剪', { timeout: 20_000 }, () => {
  it('opens with the image at 4:3 and switches between the presets', async () => {
    renderDialog();
    expect(await screen.findByText('图片裁剪')).toBeTruthy();
    const instance = cropper.instances.at(-1)!;
    expect(instance.options).toMatchObject({ autoCrop: true, aspectRatio: 4 / 3 });
    fireEvent.click(screen.getByText('16:9'));
    fireEvent.click(screen.getByText('自由'));
    await waitFor(() => expect(instance.aspectRatios.at(-1)).toBeNaN());
    expect(instance.aspectRatios).toContain(16 / 9);
  });

  it('save uploads the crop as image.png with thumbImageFlag=false, says 上传成功！ and hands back the path', async () => {
    const { onUploaded } = renderDialog({ needWatermark: true });
    server.autoRespond(() => successOf('/files/cropped.png'));
    await screen.findByText('图片裁剪');
    save();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ fileUrl: '/files/cropped.png', thumbUrl: null }));
    expect(await screen.findByText('上传成功！')).toBeTruthy();
    const sent = server.requests[0]!;
    expect(sent.file.name).toBe('image.png');
    expect(sent.file.type).toBe('image/png');
    expect(sent.fields.get('thumbImageFlag')).toBe('false');
    expect(sent.fields.get('needWatermark')).toBe('true');
    expect(qualities).toEqual([1]);
  });

  it('a failure while cropping just stops loading', async () => {
    const { onUploaded } = renderDialog();
    cropper.canvas = null;
    await screen.findByText('图片裁剪');
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ }).className).not.toMatch(/loading/));
    expect(server.requests).toHaveLength(0);
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByText('上传成功！')).toBeNull();
  });

  it('a refused upload also just stops loading, the dialog stays', async () => {
    const { onUploaded } = renderDialog();
    await screen.findByText('图片裁剪');
    save();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.getByRole('button', { name: /保\s*存/ }).className).toMatch(/loading/);
    server.requests[0]!.respond({ retcode: 0, retmsg: '上传文件大小不能超过 30MB!', data: null });
    await waitFor(() => expect(screen.getByRole('button', { name: /保\s*存/ }).className).not.toMatch(/loading/));
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByText('图片裁剪')).toBeTruthy();
  });

  it('cancel closes without uploading', async () => {
    const { onCancel } = renderDialog();
    await screen.findByText('图片裁剪');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
    expect(server.requests).toHaveLength(0);
  });
});
