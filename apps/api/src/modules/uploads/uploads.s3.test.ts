import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../../config';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { startFakeS3 } from './fake-s3.test-helper';
import { multipart } from './multipart.test-helper';
import { s3ImageStore } from './uploads.s3-storage';

const keys = { accessKeyId: 'encore-test', secretAccessKey: 'encore-test-secret', region: 'eu-west-3' };
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let options: S3Config;
let token: string;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'pictures', ...keys });
  options = { ...keys, endpoint: s3.endpoint, bucket: 'pictures', forcePathStyle: true, prefix: 'enc/' };
});
afterAll(() => s3?.close());
// After the fake bucket starts (hooks run in order) and closed before it (teardown runs in reverse).
const t = useTestApp({ overrides: () => ({ s3: options }) });
beforeAll(async () => {
  token = (await t.login('SHOW_MANAGER')).token;
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores each size as a WebP object through /api/uploads and serves it back', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
    const body = multipart('poster.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    for (const width of [96, 320, 1024]) {
      const object = s3.objects.get(`enc/${id}/${width}.webp`);
      expect(object?.contentType).toBe('image/webp');
      const file = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/${width}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.rawPayload.equals(object!.body)).toBe(true);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(Math.min(width, 800));
    }
    expect(s3.requests).toContainEqual({ method: 'PUT', path: `/pictures/enc/${id}/96.webp` });
  });

  it('answers 404 for a picture the bucket does not hold', async () => {
    const id = '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b';
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/320` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Picture not found');
  });

  it('throws on other failures: refused credentials, a missing bucket', async () => {
    const id = '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b';
    const stranger = s3ImageStore({ ...options, accessKeyId: 'someone-else' });
    await expect(stranger.read(id, 320)).rejects.toThrow(/403 AccessDenied/);
    await expect(stranger.save(new Map([[96, Buffer.from('x')]]))).rejects.toThrow(/PUT .* 403/);
    const noBucket = s3ImageStore({ ...options, bucket: 'gone' });
    await expect(noBucket.read(id, 320)).rejects.toThrow(/404 NoSuchBucket/);
  });
});

describe('S3 configuration', () => {
  const env = { NODE_ENV: 'test', S3_BUCKET: 'pictures' } as const;

  it('refuses a bucket without credentials', () => {
    expect(() => loadConfig(env)).toThrow(/S3_BUCKET is set but S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...env, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_BUCKET/,
    );
  });

  it('is off without a bucket and fills in the defaults', () => {
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
    const credentials = { S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ ...env, ...credentials }).s3).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: 'uploads/',
    });
    const minio = loadConfig({ ...env, ...credentials, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3;
    expect(minio?.forcePathStyle).toBe(true);
  });
});
