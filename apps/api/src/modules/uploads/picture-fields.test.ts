import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '@encore/shared/auth/permissions';
import { shows, users } from '../../db/schema';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { showBody, showFixtures, type ShowFixtures } from '../shows/test-fixtures';
import { findUserByEmail } from '../users/users.repository';
import { multipart } from './multipart.test-helper';

// Picture fields take an upload that exists and that its writer made, or the object's current picture.
const t = useTestApp({ dataDir: true });
const api = t.api;
let f: ShowFixtures;
let png: Buffer;
beforeAll(async () => {
  f = await showFixtures(t);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
});

const missing = '5b0c2f5e-8f7e-4b6a-9d3c-2a1b0c9d8e7f';
const refusal = (
  res: { status: number; body: { error: { code: string; details: unknown[] } } },
  path: string,
) => {
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('E00002');
  expect(res.body.error.details).toEqual([
    expect.objectContaining({
      path,
      code: 'uploads.unknownPicture',
      message: 'Unknown picture: upload it again',
    }),
  ]);
};

async function uploadAs(role: RoleName, url = '/api/uploads', method: 'POST' | 'PUT' = 'POST') {
  const body = multipart('picture.png', 'image/png', png);
  const { token } = await t.login(role);
  const res = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().data;
}

describe('picture fields', () => {
  it("take the writer's own upload, never another person's nor an unknown id (artist photo)", async () => {
    const manager = api.as('SHOW_MANAGER');
    const mine = (await uploadAs('SHOW_MANAGER')).id as string;
    const theirs = (await uploadAs('PRODUCER')).id as string;
    const created = await manager.post('/api/artists', { stageName: 'Photo test', photo: mine });
    expect(created.status).toBe(201);
    expect(created.body.data.photo).toBe(mine);
    const id = created.body.data.id;
    refusal(await manager.patch(`/api/artists/${id}`, { photo: theirs }), 'photo');
    refusal(await manager.patch(`/api/artists/${id}`, { photo: missing }), 'photo');
    refusal(await manager.post('/api/artists', { stageName: 'Other photo', photo: theirs }), 'photo');
    // The current photo stays whoever saves the form, and null clears it.
    expect((await api.as('ADMIN').patch(`/api/artists/${id}`, { photo: mine, bio: 'Bio' })).status).toBe(200);
    expect((await manager.patch(`/api/artists/${id}`, { photo: null })).body.data.photo).toBeNull();
  });

  it("check a show's poster on create and update; its current poster stays when another edits the show", async () => {
    const posterOfProducer = (await uploadAs('PRODUCER')).id as string;
    const producer = api.as('PRODUCER');
    const created = await producer.post(
      '/api/shows',
      showBody(f, { name: 'Poster test', poster: posterOfProducer }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const manager = api.as('SHOW_MANAGER');
    const edit = await manager.patch(`/api/shows/${id}`, { poster: posterOfProducer, subtitle: 'Reprise' });
    expect(edit.status).toBe(200);
    refusal(
      await manager.post(
        '/api/shows',
        showBody(f, {
          name: 'Borrowed poster',
          dates: [{ date: '2027-05-04', times: ['20:30'] }],
          poster: posterOfProducer,
        }),
      ),
      'poster',
    );
    refusal(await producer.patch(`/api/shows/${id}`, { poster: missing }), 'poster');
    const own = (await uploadAs('SHOW_MANAGER')).id as string;
    expect((await manager.patch(`/api/shows/${id}`, { poster: own })).body.data.poster).toBe(own);
  });

  it("check a user's pictures in the users admin and in my account", async () => {
    const adminUpload = (await uploadAs('ADMIN')).id as string;
    const managerUpload = (await uploadAs('SHOW_MANAGER')).id as string;
    const admin = api.as('ADMIN');
    const target = (await findUserByEmail(t.database.db, 'boxoffice@encore.test'))!.id;
    refusal(await admin.patch(`/api/users/${target}`, { coverPicture: managerUpload }), 'coverPicture');
    expect((await admin.patch(`/api/users/${target}`, { profilePicture: adminUpload })).status).toBe(200);
    // The account's own picture (sent through my account) is its own to reuse; another's is not.
    const artist = api.as('ARTIST');
    const own = await uploadAs('ARTIST', '/api/account/pictures/profile', 'PUT');
    expect((await artist.patch('/api/account', { coverPicture: own.profilePicture })).status).toBe(200);
    refusal(await artist.patch('/api/account', { profilePicture: managerUpload }), 'profilePicture');
    refusal(await artist.patch('/api/account', { profilePicture: missing }), 'profilePicture');
  });

  it('keep pictures set before uploads were recorded (no upload row), on every save of the form', async () => {
    const old = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
    const email = 'producer@encore.test';
    await t.database.db.update(users).set({ profilePicture: old }).where(eq(users.email, email));
    const saved = await api.as('PRODUCER').patch('/api/account', { profilePicture: old, firstName: 'Paula' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.profilePicture).toBe(old);
    const [show] = await t.database.db.select().from(shows).limit(1);
    await t.database.db.update(shows).set({ poster: old }).where(eq(shows.id, show!.id));
    expect((await api.as('SHOW_MANAGER').patch(`/api/shows/${show!.id}`, { poster: old })).status).toBe(200);
  });

  it('let only those who write picture fields upload (create Upload)', async () => {
    const body = multipart('picture.png', 'image/png', png);
    for (const [role, status] of [
      ['BOX_OFFICE', 403],
      ['ARTIST', 403],
      ['PRODUCER', 201],
    ] as const) {
      const { token } = await t.login(role);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(status);
    }
  });
});
