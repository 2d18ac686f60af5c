import crypto from 'node:crypto';
import type { S3Config } from '../../config';
import { encodeSegment, signS3Request } from './s3-signature';
import type { ImageStore } from './uploads.storage';

/** A slow or unreachable bucket must fail the request, not hold it (and its upload buffer) forever. */
const REQUEST_TIMEOUT_MS = 30_000;

/** Turns an object key into its URL: path style (MinIO and most S3-compatible servers) or virtual host. */
export function objectUrl(options: S3Config, key: string): URL {
  const encodedKey = key.split('/').map(encodeSegment).join('/');
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const base = endpoint.pathname.replace(/\/$/, '');
  if (options.forcePathStyle) {
    endpoint.pathname = `${base}/${encodeSegment(options.bucket)}/${encodedKey}`;
  } else {
    endpoint.hostname = `${options.bucket}.${endpoint.hostname}`;
    endpoint.pathname = `${base}/${encodedKey}`;
  }
  return endpoint;
}

async function failure(action: string, key: string, response: Response): Promise<Error> {
  // S3 explains itself in an XML body; its <Code> (AccessDenied, NoSuchBucket...) is what an operator needs.
  const body = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? response.statusText;
  return new Error(`S3 ${action} ${key} failed: ${response.status} ${code}`);
}

/**
 * Pictures as objects `<prefix><id>/<width>.webp` in an S3-compatible bucket, so API nodes keep no
 * files of their own. Objects are written once and never changed, like the local store's files.
 */
export function s3ImageStore(options: S3Config): ImageStore {
  const credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
  };
  const send = (method: 'GET' | 'PUT', key: string, body?: Buffer, headers?: Record<string, string>) => {
    const url = objectUrl(options, key);
    return fetch(url, {
      method,
      headers: signS3Request({ method, url, headers, body }, credentials),
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  };
  const keyOf = (id: string, size: number) => `${options.prefix}${id}/${size}.webp`;

  return {
    async save(variants) {
      const id = crypto.randomUUID();
      // Each PUT is atomic and the id is only handed out once every size is stored, so no reader can
      // ask for a half-written upload.
      await Promise.all(
        [...variants].map(async ([size, bytes]) => {
          const key = keyOf(id, size);
          const response = await send('PUT', key, bytes, { 'content-type': 'image/webp' });
          if (!response.ok) throw await failure('PUT', key, response);
          await response.arrayBuffer(); // drains the body so the connection goes back to the pool
        }),
      );
      return id;
    },
    async read(id, size) {
      const key = keyOf(id, size);
      const response = await send('GET', key);
      if (!response.ok) {
        const error = await failure('GET', key, response);
        // A missing picture is a 404 for the client; a missing bucket (also 404) is a misconfiguration.
        if (response.status === 404 && !error.message.endsWith('NoSuchBucket')) return undefined;
        throw error;
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
