import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@tcm/shared';
import { acceptAttribute, checkUploadFile, DEFAULT_ACCEPT, extensionOf } from './upload-checks';

const MB = 1024 * 1024;
const images = { count: 0, max: 10, accept: DEFAULT_ACCEPT };

describe('upload checks (§5)', () => {
  it('takes jpg, jpeg, gif and png in any case', () => {
    for (const name of ['a.jpg', 'b.JPG', 'c.JpEg', 'd.gif', 'e.PNG', 'x.y.png']) {
      expect(checkUploadFile({ name, size: 1 }, images), name).toEqual({ ok: true, kind: 'image' });
    }
  });

  it('drops any other type with the warning 不支持的文件类型', () => {
    for (const name of ['a.txt', 'b.bmp', 'png', 'c.png.exe', 'd.pdf', 'e.svg']) {
      expect(checkUploadFile({ name, size: 1 }, images), name).toEqual({ ok: false, level: 'warning', message: '不支持的文件类型' });
    }
  });

  it('takes a PDF only where the accept list allows it; a PDF then skips cropping', () => {
    const withPdf = { ...images, accept: [...DEFAULT_ACCEPT, 'pdf' as const] };
    expect(checkUploadFile({ name: '报告.PDF', size: 1 }, withPdf)).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUploadFile({ name: 'a.png', size: 1 }, { ...images, accept: ['pdf'] })).toMatchObject({ ok: false });
  });

  it('refuses when the field already holds max files: 文件最多能上传{max} 个，上传失败！', () => {
    expect(checkUploadFile({ name: 'a.png', size: 1 }, { ...images, count: 10 })).toEqual({
      ok: false,
      level: 'warning',
      message: '文件最多能上传10 个，上传失败！',
    });
    expect(checkUploadFile({ name: 'a.png', size: 1 }, { ...images, count: 3, max: 3 })).toMatchObject({ message: '文件最多能上传3 个，上传失败！' });
    expect(checkUploadFile({ name: 'a.png', size: 1 }, { ...images, count: 2, max: 3 }).ok).toBe(true);
  });

  it('refuses 30 MB and more with the error 上传文件大小不能超过 30MB!', () => {
    expect(checkUploadFile({ name: 'a.png', size: UPLOAD_MAX_BYTES - 1 }, images).ok).toBe(true);
    for (const size of [UPLOAD_MAX_BYTES, 31 * MB]) {
      expect(checkUploadFile({ name: 'a.png', size }, images)).toEqual({ ok: false, level: 'error', message: '上传文件大小不能超过 30MB!' });
    }
  });

  it('checks in the spec’s order: type, then count, then size', () => {
    const full = { ...images, count: 10 };
    expect(checkUploadFile({ name: 'big.txt', size: 31 * MB }, full)).toMatchObject({ message: '不支持的文件类型' });
    expect(checkUploadFile({ name: 'big.png', size: 31 * MB }, full)).toMatchObject({ message: '文件最多能上传10 个，上传失败！' });
    expect(checkUploadFile({ name: 'big.png', size: 31 * MB }, images)).toMatchObject({ message: '上传文件大小不能超过 30MB!' });
  });

  it('reads the extension and builds the input’s accept attribute', () => {
    expect(extensionOf('照片.JPEG')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
    expect(acceptAttribute(['png', 'pdf'])).toBe('.png,.pdf');
  });
});
