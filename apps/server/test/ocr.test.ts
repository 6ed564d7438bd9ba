import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

/** A business licence as a phone photo of one reads, drawn with the machine's CJK font. */
function licenceImage(lines: string[]): Promise<Buffer> {
  const text = lines
    .map((l, i) => `<text x="80" y="${230 + i * 90}" font-size="34" font-family="Noto Sans CJK SC" fill="#222">${l}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#fffdf5"/>
    <text x="600" y="110" text-anchor="middle" font-size="64" font-family="Noto Sans CJK SC" fill="#b22">营 业 执 照</text>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe(`business licence OCR on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** A registering visitor's licence: private, so OCR gets the signature of the upload's preview link with it. */
  const uploadAnonymously = async (image: Buffer) => {
    const body = multipartBody([{ name: 'file', value: image, filename: 'licence.png' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/uploadFile?scene=register', headers: body.headers, payload: body.payload });
    return res.json().data.previewUrl as string;
  };
  const ocr = (previewUrl: string) => {
    const [fileUrl, grant] = previewUrl.split('?');
    return t.app.inject({ url: `/api/ocrBusinessLicense?fileUrl=${encodeURIComponent(fileUrl!)}${grant ? `&${grant}` : ''}` }).then((r) => r.json());
  };

  it('reads the company name and credit code off a licence image with tesseract', async () => {
    const previewUrl = await uploadAnonymously(
      await licenceImage(['统一社会信用代码 91330106MA2H0Q8R5F', '名    称 杭州青禾中药饮片有限公司', '类    型 有限责任公司', '法定代表人 周明远']),
    );
    expect(await ocr(previewUrl)).toMatchObject({ retcode: 1, data: { companyName: '杭州青禾中药饮片有限公司', unifyCode: '91330106MA2H0Q8R5F' } });
  });

  it('says so when it cannot read them', async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await ocr(await uploadAnonymously(blank))).toMatchObject({ retcode: 0, retmsg: '未能识别营业执照上的企业名称和统一社会信用代码，请手动填写' });
  });

  it('refuses a private licence without its signature (issue #17)', async () => {
    const blank = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const previewUrl = await uploadAnonymously(blank);
    expect(await ocr(previewUrl.split('?')[0]!)).toMatchObject({ retcode: 0, retmsg: '该文件不公开，无权查看' });
  });

  it('refuses a file that is not a stored image', async () => {
    expect(await ocr('/files/AAAAAAAAAAAAAAAAAAAAAA.png')).toMatchObject({ retcode: 0, retmsg: '文件不存在' });
    expect((await ocr('/etc/passwd')).retcode).toBe(0);
  });
});
