import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { multipart } from './multipart.test-helper';

const limit = 64 * 1024;
const t = useTestApp({ dataDir: true, overrides: { uploadMaxBytes: limit } });
let token: string;
let picture: Buffer;
beforeAll(async () => {
  token = (await t.login('SHOW_MANAGER')).token;
  picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#2e86de' } })
    .png()
    .toBuffer();
});

/** The body sent in pieces of `chunk` bytes, as a network would deliver it. */
function inPieces(payload: Buffer, chunk: number) {
  const pieces: Buffer[] = [];
  for (let i = 0; i < payload.length; i += chunk) pieces.push(payload.subarray(i, i + chunk));
  return Readable.from(pieces);
}

const send = (url: string, method: 'POST' | 'PUT', payload: Buffer | Readable, contentType: string) =>
  t.app.inject({ method, url, payload, headers: { 'content-type': contentType, ...bearer(token) } });

const routes = [
  ['POST', '/api/uploads'],
  ['PUT', '/api/account/pictures/profile'],
] as const;

describe('upload size limit (UPLOAD_MAX_BYTES)', () => {
  // A valid PNG padded with trailing bytes: cut at the limit it is still a picture, which is how a
  // truncated file used to be stored as if it were whole.
  const oversized = (size: number) => Buffer.concat([picture, Buffer.alloc(size - picture.length, 7)]);

  it.each(routes)(
    '%s %s always answers 413 over the limit, however the body arrives',
    async (method, url) => {
      for (const size of [limit + 1, limit + 4096, 2 * limit, 20 * limit]) {
        const file = oversized(size);
        const body = multipart('poster.png', 'image/png', file);
        // Ending a piece exactly at the limit used to lose the parser's "too large" signal.
        const atLimit = body.payload.indexOf(file) + limit;
        for (const chunk of [1000, 16 * 1024, limit, atLimit, size + 1024]) {
          const res = await send(url, method, inPieces(body.payload, chunk), body.headers['content-type']);
          expect({ size, chunk, status: res.statusCode }).toEqual({ size, chunk, status: 413 });
          expect(res.json().error.code).toBe('E00009');
        }
      }
    },
  );

  it.each(routes)('%s %s accepts a file just under the limit', async (method, url) => {
    const body = multipart('poster.png', 'image/png', oversized(limit - 200));
    const res = await send(url, method, body.payload, body.headers['content-type']);
    expect(res.statusCode).toBeLessThan(300);
  });

  it.each(routes)('%s %s answers 400, not 500, to broken multipart bodies', async (method, url) => {
    const body = multipart('poster.png', 'image/png', picture);
    const type = body.headers['content-type'];
    const broken: [Buffer, string][] = [
      [body.payload, 'multipart/form-data'], // no boundary
      [body.payload, 'multipart/form-data; boundary=somethingelse'], // wrong boundary
      [body.payload.subarray(0, body.payload.length - 300), type], // cut in the middle of the file
      [Buffer.from('not multipart at all'), type],
    ];
    for (const [payload, contentType] of broken) {
      const res = await send(url, method, payload, contentType);
      expect({ contentType, status: res.statusCode }).toEqual({ contentType, status: 400 });
      expect(res.json().error).toMatchObject({ code: expect.stringMatching(/^E0000[23]$/) });
    }
  });
});
