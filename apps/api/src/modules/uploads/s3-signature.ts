import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests with header authentication.
 *
 * Why our own signer instead of @aws-sdk/client-s3: we need two calls (PUT and GET object). The SDK
 * 3.1169 measured here is 26 packages and 22 MB installed, ~130 ms to import, and prints a Node 20
 * deprecation warning at run time; this file is the whole of what those two calls need, over Node's
 * fetch and crypto. It is checked against AWS's published example signatures (s3-signature.test.ts).
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const sha256Hex = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment as S3 expects it (encodeURIComponent leaves !'()* alone). */
export const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20130524T000000Z`: the ISO form without separators that SigV4 signs. */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The headers to send with a request: the given ones plus x-amz-date, x-amz-content-sha256 and
 * Authorization. `url` must already be encoded (S3 signs the path as sent, without double encoding);
 * every header given is signed, and Host is taken from the URL as fetch will send it.
 */
export function signS3Request(
  request: { method: string; url: URL; headers?: Record<string, string>; body?: Buffer },
  credentials: S3Credentials,
  now = new Date(),
): Record<string, string> {
  const timestamp = amzDate(now);
  const day = timestamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...request.headers,
    'x-amz-content-sha256': sha256Hex(request.body ?? ''),
    'x-amz-date': timestamp,
  };
  const signed = Object.entries({ ...headers, host: request.url.host })
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedNames = signed.map(([name]) => name).join(';');
  const query = [...request.url.searchParams]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonical = [
    request.method,
    request.url.pathname,
    query,
    ...signed.map(([name, value]) => `${name}:${value}`),
    '',
    signedNames,
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', timestamp, scope, sha256Hex(canonical)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region),
  );
  const signature = hmac(key, toSign).toString('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedNames}, Signature=${signature}`;
  return headers;
}
