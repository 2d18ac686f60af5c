import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fieldErrors } from '../../test/requests';
import { multipart } from '../uploads/multipart.test-helper';

const t = useTestApp({ dataDir: true });
const api = t.api;

describe('my account', () => {
  it('reads and updates my own profile', async () => {
    const me = api.as('SHOW_MANAGER');
    const before = await me.get('/api/account');
    expect(before.body.data).toMatchObject({ email: 'manager@encore.test', role: { name: 'SHOW_MANAGER' } });
    const res = await me.patch('/api/account', {
      firstName: 'Camille',
      lastName: 'Roussel-Diaz',
      gender: 'other',
      dateOfBirth: '1988-02-29',
      address: { city: 'Nantes', country: 'France' },
      latitude: 47.2184,
      longitude: -1.5536,
      zoomLevel: 12,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      lastName: 'Roussel-Diaz',
      gender: 'other',
      dateOfBirth: '1988-02-29',
      address: { city: 'Nantes', country: 'France', street: null },
      zoomLevel: 12,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('cannot change my role, status or links, and validates fields', async () => {
    const me = api.as('BOX_OFFICE');
    const res = await me.patch('/api/account', { role: 'SUPER_ADMIN', activated: false, firstName: 'Léa' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ role: { name: 'BOX_OFFICE' }, activated: true, firstName: 'Léa' });
    // A person's name may have two letters ('Lé' is fine), not one.
    const bad = await me.patch('/api/account', { firstName: 'L', email: 'nope', latitude: -100 });
    expect(fieldErrors(bad.body)).toMatchObject({
      firstName: 'Field must be at least 2 characters',
      email: 'Invalid email',
    });
    const taken = await me.patch('/api/account', {
      email: 'admin@encore.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.body.error.code).toBe('E01003');
    expect((await api.anonymous.get('/api/account')).status).toBe(401);
  });

  it('uploads my profile and cover pictures', async () => {
    const { token } = await t.login('ARTIST');
    const bytes = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2e86de' } })
      .jpeg()
      .toBuffer();
    for (const kind of ['profile', 'cover'] as const) {
      const body = multipart('me.jpg', 'image/jpeg', bytes);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/account/pictures/${kind}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(200);
      const id = res.json().data[`${kind}Picture`];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${id}/96` })).statusCode).toBe(200);
    }
    const me = await api.withToken(token).get('/api/auth/me');
    expect(me.body.data.profilePicture).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('changes my password: checks the current one, signs out other sessions, keeps this one', async () => {
    const other = await t.login('PRODUCER');
    const current = await t.login('PRODUCER');
    const me = api.withToken(current.token);
    const wrong = await me.post('/api/account/password', {
      currentPassword: 'nope',
      newPassword: 'fresh-pass',
    });
    expect(wrong.status).toBe(400);
    expect(fieldErrors(wrong.body)).toEqual({ currentPassword: 'The current password is not correct' });
    const weak = await me.post('/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a b c d',
    });
    expect(fieldErrors(weak.body)).toEqual({ newPassword: 'Password must not contain spaces' });

    const res = await me.post('/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'fresh-pass',
    });
    expect(res.status).toBe(200);
    const pair = res.body.data;
    expect((await api.withToken(pair.token).get('/api/account')).status).toBe(200);
    expect((await api.anonymous.post('/api/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(
      200,
    );
    expect((await me.get('/api/account')).status).toBe(401);
    expect((await api.withToken(other.token).get('/api/account')).status).toBe(401);
    const oldRefresh = await api.anonymous.post('/api/auth/refresh', { refreshToken: other.refreshToken });
    expect(oldRefresh.status).toBe(401);
    const login = await api.anonymous.post('/api/auth/login', {
      email: 'producer@encore.test',
      password: 'fresh-pass',
    });
    expect(login.status).toBe(200);
  });
});
