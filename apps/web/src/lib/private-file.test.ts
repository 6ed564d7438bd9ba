import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifier } from './notifier';
import { privateFileName, rememberSignedLink, savePrivateFile, signatureOf, usePrivateFileUrl } from './private-file';
import { setToken } from './session';

let fetchMock: ReturnType<typeof vi.fn>;
let errors: string[];
const created: string[] = [];
const revoked: string[] = [];
const { createObjectURL, revokeObjectURL } = URL; // jsdom has no object URLs

beforeEach(() => {
  errors = [];
  registerNotifier({ error: (text) => errors.push(text), success: () => undefined, alertError: () => undefined });
  fetchMock = vi.fn(async () => new Response('bytes', { headers: { 'Content-Type': 'application/pdf' } }));
  vi.stubGlobal('fetch', fetchMock);
  created.length = 0;
  revoked.length = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      created.push(`blob:${created.length + 1}`);
      return created.at(-1)!;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  setToken('member-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  setToken(null);
});

const call = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i] as unknown as [string, RequestInit];
  return { url, token: new Headers(init.headers).get('Token') };
};

describe('private files (issue #17)', () => {
  it('saves a private PDF fetched with the Token header, under a readable name', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    expect(await savePrivateFile('/files/AAAAAAAAAAAAAAAAAAAAAA.pdf', '检测报告-BG1')).toBe(true);
    expect(saved).toEqual(['检测报告-BG1.pdf blob:1']);
    expect(call().url.startsWith('/files/AAAAAAAAAAAAAAAAAAAAAA.pdf?')).toBe(true);
    expect(call().token).toBe('member-token');
    click.mockRestore();
  });

  it('says why a refused download failed and saves nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ retcode: 0, retmsg: '该文件不公开，无权查看', data: null }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    expect(await savePrivateFile('/files/AAAAAAAAAAAAAAAAAAAAAA.pdf', '合同')).toBe(false);
    expect(errors).toHaveLength(1);
    expect(created).toEqual([]);
  });

  it("uses a fresh upload's signed link, and hands its signature to OCR", async () => {
    const path = '/files/BBBBBBBBBBBBBBBBBBBBBB.png';
    expect(signatureOf(path)).toEqual({});
    rememberSignedLink(path, `${path}?exp=123&sig=abc`);
    expect(signatureOf(path)).toEqual({ exp: '123', sig: 'abc' });
    const { result } = renderHook(() => usePrivateFileUrl(path, 180));
    await waitFor(() => expect(result.current.url).toBe('blob:1'));
    expect(call().url).toMatch(/^\/files\/B{22}\.png\?exp=123&sig=abc&w=180/);
    // The header goes along too: an expired link still opens for the signed-in uploader.
    expect(call().token).toBe('member-token');
  });

  it('gives an image as an object URL, revoked when the component lets go; a refusal is quiet', async () => {
    const { result, unmount } = renderHook(() => usePrivateFileUrl('/files/CCCCCCCCCCCCCCCCCCCCCC.jpg'));
    await waitFor(() => expect(result.current).toEqual({ url: 'blob:1', failed: false }));
    unmount();
    expect(revoked).toEqual(['blob:1']);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 403, headers: { 'Content-Type': 'application/json' } }));
    const refused = renderHook(() => usePrivateFileUrl('/files/DDDDDDDDDDDDDDDDDDDDDD.jpg'));
    await waitFor(() => expect(refused.result.current).toEqual({ url: null, failed: true }));
    expect(errors).toEqual([]);
  });

  it('names a saved file after what it is, with the stored extension', () => {
    expect(privateFileName('已签合同-JC1', '/files/x.pdf')).toBe('已签合同-JC1.pdf');
    expect(privateFileName('voucher.png', '/files/x.png?exp=1&sig=2')).toBe('voucher.png');
  });
});
