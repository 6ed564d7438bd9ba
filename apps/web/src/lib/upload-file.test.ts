import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeUploadServer, type FakeUploadServer } from './testing/fake-upload-server';
import { uploadFile } from './upload-file';

let server: FakeUploadServer;
beforeEach(() => {
  server = installFakeUploadServer();
  server.autoRespond();
});

describe('uploadFile (§7)', () => {
  it('sends file, needWatermark and thumbImageFlag as strings, false unless asked', async () => {
    const result = await uploadFile(new File(['x'], '报告.pdf'));
    expect(result.data?.fileUrl).toBe('/files/upload-1.png');
    const sent = server.requests[0]!;
    expect(sent.url).toBe('/api/uploadFile');
    expect(sent.file.name).toBe('报告.pdf');
    expect(sent.fields.get('needWatermark')).toBe('false');
    expect(sent.fields.get('thumbImageFlag')).toBe('false');
    expect(sent.fields.get('appType')).toBe('3');
  });

  it('names a blob as told, passes the flags, and uses ?scene=settlement for the anonymous application', async () => {
    await uploadFile(new Blob(['png'], { type: 'image/png' }), { filename: 'image.png', needWatermark: true, thumbImageFlag: true, scene: 'settlement' });
    const sent = server.requests[0]!;
    expect(sent.url).toBe('/api/uploadFile?scene=settlement');
    expect(sent.file.name).toBe('image.png');
    expect(sent.fields.get('needWatermark')).toBe('true');
    expect(sent.fields.get('thumbImageFlag')).toBe('true');
  });
});
