import { vi } from 'vitest';

/**
 * Test support: stands in for XMLHttpRequest, the edge the request client's
 * multipart upload talks to. Every request is recorded with its form fields;
 * it answers on `respond()` (or at once with `autoRespond`), success by default.
 */
export interface RecordedUpload {
  url: string;
  fields: FormData;
  file: File;
  progress: (fraction: number) => void;
  respond: (body?: unknown, status?: number) => void;
}

export interface FakeUploadServer {
  requests: RecordedUpload[];
  /** Answer every request as soon as it is sent, with the given envelope (or a fresh /files/<n>.png). */
  autoRespond: (body?: (n: number) => unknown) => void;
}

export function installFakeUploadServer(): FakeUploadServer {
  const server: FakeUploadServer & { auto: ((n: number) => unknown) | null } = {
    requests: [],
    auto: null,
    autoRespond: (body) => {
      server.auto = body ?? ((n) => successOf(`/files/upload-${n}.png`));
    },
  };

  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    url = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const n = server.requests.length + 1;
      const respond = (answer: unknown = successOf(`/files/upload-${n}.png`), status = 200) => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      };
      server.requests.push({
        url: this.url,
        fields: body,
        file: body.get('file') as File,
        progress: (fraction) => this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 } as ProgressEvent),
        respond,
      });
      const auto = server.auto;
      if (auto) setTimeout(() => respond(auto(n)), 0);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return server;
}

export function successOf(fileUrl: string) {
  return { retcode: 1, retmsg: '上传成功', data: { fileUrl, thumbUrl: null } };
}
