import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { insertUpload } from '../uploads/uploads.repository';
import { findUserByEmail } from '../users/users.repository';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';

const t = useTestApp();
const api = t.api;
beforeAll(async () => {
  await seedDemoCatalogue(t.database.db);
  // The profile picture below is an upload the admin made (picture fields take the writer's uploads).
  const admin = await idOf('admin@encore.test');
  await insertUpload(t.database.db, { id: picture, createdBy: admin, width: 96, height: 96 });
});

const url = '/api/users';
const idOf = async (email: string) => (await findUserByEmail(t.database.db, email))!.id;
const full = {
  email: 'Marie.Curie@Example.com',
  firstName: 'Marie',
  lastName: 'Curie',
  password: 'radium1',
  role: 'BOX_OFFICE',
  activated: true,
  dateOfBirth: '1990-11-07',
  gender: 'female',
  phone: '+33 1 23 45 67 89',
  altPhone: '06 12 34 56 78',
  address: {
    street: '11 rue Pierre et Marie Curie',
    complement: 'Bureau 4',
    stateProvince: 'Île-de-France',
    postalCode: '75005',
    country: 'France',
    city: 'Paris',
  },
  latitude: 48.8443,
  longitude: 2.3447,
  zoomLevel: 15,
  profilePicture: null as string | null,
  coverPicture: null,
};
const picture = '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b';

describe('users admin: create and read', () => {
  it('creates a user with every field, never exposing the password', async () => {
    const res = await api.as('ADMIN').post(url, { ...full, profilePicture: picture });
    expect(res.status).toBe(201);
    const { password: _password, ...expected } = { ...full, profilePicture: picture };
    expect(res.body.data).toMatchObject({
      ...expected,
      email: 'marie.curie@example.com',
      role: { name: 'BOX_OFFICE' },
      createdBy: await idOf('admin@encore.test'),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|tokenVersion/i);
    const read = await api.as('ADMIN').get(`${url}/${res.body.data.id}`);
    expect(read.body.data.email).toBe('marie.curie@example.com');
    const login = await api.anonymous.post('/api/auth/login', { email: full.email, password: 'radium1' });
    expect(login.status).toBe(200);
  });

  it('answers E01003 for an e-mail already used, on create and on update', async () => {
    const dup = await api.as('ADMIN').post(url, { ...full, email: 'MANAGER@encore.test' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'E01003', message: 'Email already exists' });
    const other = await idOf('boxoffice@encore.test');
    const update = await api.as('ADMIN').patch(`${url}/${other}`, { email: 'artist@encore.test' });
    expect(update.body.error.code).toBe('E01003');
  });

  it("returns the spec's messages for each invalid field", async () => {
    const admin = api.as('ADMIN');
    const res = await admin.post(url, {
      email: 'nope',
      firstName: 'Al',
      lastName: 'B',
      phone: 'call me',
      password: 'abc',
      gender: 'robot',
      latitude: 91,
      longitude: -181,
      zoomLevel: 23,
      address: { street: 'xy', postalCode: '75 011 Paris' },
      profilePicture: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toMatchObject({
      email: 'Invalid email',
      // People's names need 2 letters ('Al' passes), other texts 3.
      lastName: 'Field must be at least 2 characters',
      phone: 'Invalid phone number',
      password: 'Password must be at least 6 characters',
      'address.street': 'Field must be at least 3 characters',
      'address.postalCode': 'Invalid postal code',
    });
    expect(fieldErrors(res.body)).not.toHaveProperty('firstName');
    expect(Object.keys(fieldErrors(res.body))).toEqual(
      expect.arrayContaining(['gender', 'latitude', 'longitude', 'zoomLevel', 'profilePicture']),
    );
    const spaces = await admin.post(url, { ...full, email: 'x@example.com', password: 'has space' });
    expect(fieldErrors(spaces.body)).toEqual({ password: 'Password must not contain spaces' });
    const required = await admin.post(url, { ...full, email: '', firstName: '' });
    expect(fieldErrors(required.body)).toEqual({ email: 'Required field', firstName: 'Required field' });
    const missing = await admin.post(url, { email: 'y@example.com' });
    expect(missing.body.error.code).toBe('E00003');
    const badLink = await admin.post(url, {
      ...full,
      email: 'z@example.com',
      producerId: '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b',
    });
    expect(fieldErrors(badLink.body)).toEqual({ producerId: 'Producer not found' });
    const badArtist = await admin.post(url, {
      ...full,
      email: 'z@example.com',
      role: 'ARTIST',
      artistId: '3f2b8c3e-5d2a-4c1e-9a7b-1c2d3e4f5a6b',
    });
    expect(fieldErrors(badArtist.body)).toEqual({ artistId: 'Artist not found' });
  });

  it('links a PRODUCER or ARTIST account to its producer or artist, and refuses one without it', async () => {
    const admin = api.as('ADMIN');
    const unlinked = await admin.post(url, { ...full, email: 'p@example.com', role: 'PRODUCER' });
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.error.details).toEqual([
      expect.objectContaining({ path: 'producerId', code: 'users.producerRequired' }),
    ]);
    const noArtist = await admin.post(url, {
      ...full,
      email: 'a@example.com',
      role: 'ARTIST',
      artistId: null,
    });
    expect(fieldErrors(noArtist.body)).toEqual({
      artistId: 'An artist account must be linked to its artist',
    });
    const producerId = (await findUserByEmail(t.database.db, 'producer@encore.test'))!.producerId;
    const linked = await admin.post(url, { ...full, email: 'p@example.com', role: 'PRODUCER', producerId });
    expect(linked.body.data).toMatchObject({ role: { name: 'PRODUCER' }, producerId });
    // A change keeps what is stored: the role alone stays linked; taking the link away is refused.
    const id = linked.body.data.id as string;
    expect((await admin.patch(`${url}/${id}`, { firstName: 'Pauline' })).status).toBe(200);
    const cut = await admin.patch(`${url}/${id}`, { producerId: null });
    expect(fieldErrors(cut.body)).toEqual({
      producerId: 'A producer account must be linked to its producer',
    });
    const toArtist = await admin.patch(`${url}/${id}`, { role: 'ARTIST' });
    expect(fieldErrors(toArtist.body)).toEqual({
      artistId: 'An artist account must be linked to its artist',
    });
  });
});

describe('users admin: list', () => {
  it('searches names and e-mail, filters by role and status, sorts and pages', async () => {
    const admin = api.as('ADMIN');
    await api.anonymous.post('/api/auth/signup', {
      firstName: 'Zélie',
      email: 'zelie@example.com',
      password: 'long-enough',
    });
    const byName = await admin.get(`${url}?search=sophie marchand`);
    expect(byName.body.data.map((u: { email: string }) => u.email)).toEqual(['superadmin@encore.test']);
    expect((await admin.get(`${url}?search=BOXOFFICE@`)).body.meta.total).toBe(1);
    const managers = await admin.get(`${url}?role=SHOW_MANAGER`);
    expect(managers.body.data.map((u: { email: string }) => u.email)).toEqual(['manager@encore.test']);
    const waiting = await admin.get(`${url}?status=deactivated`);
    expect(waiting.body.data.map((u: { email: string }) => u.email)).toEqual(['zelie@example.com']);
    expect((await admin.get(`${url}?role=none`)).body.data[0].email).toBe('zelie@example.com');
    const sorted = await admin.get(`${url}?sort=email&pageSize=10`);
    const emails = sorted.body.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    const page2 = await admin.get(`${url}?sort=email&pageSize=10&page=2`);
    expect(page2.body.meta).toMatchObject({ page: 2, pageSize: 10, total: sorted.body.meta.total });
    expect((await admin.get(`${url}?status=maybe`)).status).toBe(400);
  });

  it('filters the accounts I created (createdByMe, or ownedOnly)', async () => {
    const superAdmin = api.as('SUPER_ADMIN');
    await superAdmin.post(url, { ...full, email: 'mine@example.com' });
    for (const filter of ['createdByMe=true', 'ownedOnly=true']) {
      const res = await superAdmin.get(`${url}?${filter}`);
      expect(res.body.data.map((u: { email: string }) => u.email)).toEqual(['mine@example.com']);
    }
  });
});

describe('users admin: update and delete', () => {
  it('activates a signed-up account and gives it a role and a producer', async () => {
    await api.anonymous.post('/api/auth/signup', {
      firstName: 'Noé',
      email: 'noe@example.com',
      password: 'long-enough',
    });
    const id = await idOf('noe@example.com');
    const producerId = (await findUserByEmail(t.database.db, 'producer@encore.test'))!.producerId;
    const res = await api
      .as('ADMIN')
      .patch(`${url}/${id}`, { activated: true, role: 'PRODUCER', producerId });
    expect(res.body.data).toMatchObject({ activated: true, role: { name: 'PRODUCER' }, producerId });
    const login = await api.anonymous.post('/api/auth/login', {
      email: 'noe@example.com',
      password: 'long-enough',
    });
    expect(login.status).toBe(200);
  });

  it('a new password signs the user out everywhere; an omitted password is left alone', async () => {
    const created = await api.as('ADMIN').post(url, { ...full, email: 'pwd@example.com' });
    const id = created.body.data.id;
    const login = await api.anonymous.post('/api/auth/login', {
      email: 'pwd@example.com',
      password: 'radium1',
    });
    const session = login.body.data;
    expect((await api.as('ADMIN').patch(`${url}/${id}`, { phone: '0102030405' })).status).toBe(200);
    expect((await api.withToken(session.token).get('/api/auth/me')).status).toBe(200);
    const short = await api.as('ADMIN').patch(`${url}/${id}`, { password: '12345' });
    expect(fieldErrors(short.body)).toEqual({ password: 'Password must be at least 6 characters' });
    expect((await api.as('ADMIN').patch(`${url}/${id}`, { password: 'new-secret' })).status).toBe(200);
    expect((await api.withToken(session.token).get('/api/auth/me')).status).toBe(401);
    const refresh = await api.anonymous.post('/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.status).toBe(401);
  });

  it('refuses to delete your own account with E01004', async () => {
    const res = await api.as('ADMIN').delete(`${url}/${await idOf('admin@encore.test')}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'E01004', message: "You can't delete your account" });
  });

  it('an ADMIN cannot change, delete or create a SUPER_ADMIN; a SUPER_ADMIN can', async () => {
    const admin = api.as('ADMIN');
    const superId = await idOf('superadmin@encore.test');
    expect((await admin.get(`${url}/${superId}`)).status).toBe(200);
    expect((await admin.patch(`${url}/${superId}`, { firstName: 'Hacked' })).status).toBe(403);
    expect((await admin.delete(`${url}/${superId}`)).status).toBe(403);
    const promote = await admin.patch(`${url}/${await idOf('manager@encore.test')}`, { role: 'SUPER_ADMIN' });
    expect(promote.status).toBe(403);
    expect((await admin.post(url, { ...full, email: 'boss2@example.com', role: 'SUPER_ADMIN' })).status).toBe(
      403,
    );

    const superAdmin = api.as('SUPER_ADMIN');
    const created = await superAdmin.post(url, { ...full, email: 'boss3@example.com', role: 'SUPER_ADMIN' });
    expect(created.status).toBe(201);
    expect((await superAdmin.patch(`${url}/${created.body.data.id}`, { firstName: 'Boss' })).status).toBe(
      200,
    );
    expect((await admin.delete(`${url}/${created.body.data.id}`)).status).toBe(403);
    expect((await superAdmin.delete(`${url}/${created.body.data.id}`)).status).toBe(200);
    expect((await superAdmin.get(`${url}/${created.body.data.id}`)).status).toBe(404);
  });

  it('an ADMIN deletes other accounts, whose sessions then end', async () => {
    const created = await api.as('ADMIN').post(url, { ...full, email: 'temp@example.com' });
    expect((await api.as('ADMIN').delete(`${url}/${created.body.data.id}`)).body).toEqual({
      data: { ok: true },
    });
  });

  it('refuses every other role', async () => {
    const someone = await idOf('artist@encore.test');
    for (const role of ['SHOW_MANAGER', 'PRODUCER', 'BOX_OFFICE', 'ARTIST'] as const) {
      const client = api.as(role);
      expect((await client.get(url)).status).toBe(403);
      expect((await client.get(`${url}/${someone}`)).status).toBe(403);
      expect((await client.post(url, { ...full, email: `${role}@example.com` })).status).toBe(403);
      expect((await client.patch(`${url}/${someone}`, { firstName: 'Nope' })).status).toBe(403);
      expect((await client.delete(`${url}/${someone}`)).status).toBe(403);
    }
    expect((await api.anonymous.get(url)).status).toBe(401);
  });
});
