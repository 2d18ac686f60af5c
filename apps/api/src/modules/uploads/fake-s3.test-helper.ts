import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A path-style S3 endpoint in the test process: PUT and GET object on `/<bucket>/<key>`, answering like S3
 * (XML errors, NoSuchKey, NoSuchBucket). It refuses requests without a well-formed SigV4 Authorization
 * for its one key pair or whose x-amz-content-sha256 does not match the body; the signature arithmetic
 * itself is checked against AWS's examples in s3-signature.test.ts.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string; region: string }) {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: { method: string; path: string }[] = [];
  const authorization = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/\\d{8}/${options.region}/s3/aws4_request, ` +
      'SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$',
  );
  const fail = (res: http.ServerResponse, status: number, code: string) =>
    res
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname });
      const signedHeaders = authorization.exec(req.headers.authorization ?? '')?.[1]?.split(';');
      const hash = crypto.createHash('sha256').update(body).digest('hex');
      if (!signedHeaders?.includes('host') || !req.headers['x-amz-date'])
        return fail(res, 403, 'AccessDenied');
      if (req.headers['x-amz-content-sha256'] !== hash) return fail(res, 400, 'XAmzContentSHA256Mismatch');
      const [, bucket, ...key] = url.pathname.split('/');
      if (bucket !== options.bucket) return fail(res, 404, 'NoSuchBucket');
      const path = key.join('/');
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: req.headers['content-type'] });
        return res.writeHead(200, { etag: `"${hash}"` }).end();
      }
      const object = objects.get(path);
      if (req.method !== 'GET') return fail(res, 405, 'MethodNotAllowed');
      if (!object) return fail(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType ?? 'binary/octet-stream' }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
