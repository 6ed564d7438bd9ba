import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible endpoint for tests (the edge of the world: no bucket service runs here):
 * path-style PUT, GET, HEAD and DELETE of objects kept in memory, 404 NoSuchKey otherwise. It checks
 * that each request is signed (SigV4 Authorization header) and decodes aws-chunked bodies.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: string[];
  close(): Promise<void>;
}

function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const NOT_FOUND = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      requests.push(`${req.method} ${url.pathname}`);
      if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ')) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!url.pathname.startsWith(prefix)) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      if (req.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(req.headers['content-encoding'] ?? '').includes('aws-chunked') || String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
        objects.set(key, { body: chunked ? decodeAwsChunked(raw) : raw, contentType: req.headers['content-type'] });
        res.writeHead(200, { ETag: '"fake"' }).end();
        return;
      }
      if (req.method === 'DELETE') {
        objects.delete(key); // S3 answers 204 whether or not the key was there
        res.writeHead(204).end();
        return;
      }
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'HEAD' ? undefined : NOT_FOUND);
        return;
      }
      res.writeHead(200, { 'Content-Length': object.body.length, 'Content-Type': object.contentType ?? 'application/octet-stream', ETag: '"fake"' });
      res.end(req.method === 'HEAD' ? undefined : object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
