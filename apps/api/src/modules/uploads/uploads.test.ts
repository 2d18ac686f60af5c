import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultUploadMaxBytes } from '@encore/shared/uploads/upload.schema';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { multipart } from './multipart.test-helper';

const t = useTestApp({ dataDir: true });
let token: string;
beforeAll(async () => {
  token = (await t.login('SHOW_MANAGER')).token;
});

const upload = (filename: string, type: string, bytes: Buffer, auth = true) => {
  const body = multipart(filename, type, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(auth ? bearer(token) : {}) },
  });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('uploads', () => {
  it('accepts a real PNG, stores it resized as WebP and serves each size with long-lived caching', async () => {
    const res = await upload('poster.png', 'image/png', await png(2000, 1000));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ width: 2000, height: 1000, url: `/api/uploads/${data.id}/320` });
    for (const width of [96, 320, 1024]) {
      const file = await t.app.inject({ method: 'GET', url: `/api/uploads/${data.id}/${width}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', data.id, '96.webp'))).toBe(true);
  });

  it('never enlarges a small picture', async () => {
    const { data } = (await upload('icon.png', 'image/png', await png(64, 64))).json();
    const file = await t.app.inject({ method: 'GET', url: `/api/uploads/${data.id}/1024` });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(64);
  });

  it('judges by content: a text file named .png, an SVG or a broken PNG is refused', async () => {
    const text = await upload('notes.png', 'image/png', Buffer.from('just some text, not a picture at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toMatchObject({ code: 'E00002', message: 'File not uploaded' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('logo.svg', 'image/svg+xml', svg)).statusCode).toBe(400);
    const broken = Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(200)]);
    expect((await upload('broken.png', 'image/png', broken)).statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413 E00009', async () => {
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = Buffer.concat([header, Buffer.alloc(defaultUploadMaxBytes + 1)]);
    const res = await upload('huge.png', 'image/png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('E00009');
  });

  it('needs a session and a file part; serving answers 404 for unknown ids and sizes', async () => {
    expect((await upload('a.png', 'image/png', await png(10, 10), false)).statusCode).toBe(401);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(400);
    const id = '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b';
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/320` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/500` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads/..%2F..%2Fetc/320' })).statusCode).toBe(
      400,
    );
  });
});
