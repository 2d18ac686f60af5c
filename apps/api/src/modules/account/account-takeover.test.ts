import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '@encore/shared/routes';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo';
import { createTestApp, type TestContext } from '../../test/test-app';
import { fieldErrors, requests } from '../../test/requests';
import { latestEmailTo } from '../mail/outbox.repository';

// A stolen 15-minute access token must not become the account (issue 10, point 2).
let t: TestContext;
let api: ReturnType<typeof requests>;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: 6 });
  api = requests(t);
});
afterAll(() => t.close());

const linkToken = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)![1]!);

describe('account takeover from an access token', () => {
  it('changes the e-mail only with the current password, and the old address can undo it', async () => {
    const session = await t.login('ARTIST');
    const me = api.withToken(session.token);
    const without = await me.patch('/api/account', { email: 'thief@example.com' });
    expect(without.status).toBe(400);
    expect(fieldErrors(without.body)).toEqual({
      currentPassword: 'Enter your current password to change your e-mail',
    });
    const wrong = await me.patch('/api/account', {
      email: 'thief@example.com',
      currentPassword: 'guess-1234',
    });
    expect(fieldErrors(wrong.body)).toEqual({ currentPassword: 'The current password is not correct' });
    // The profile form sends the unchanged address with every save: no password needed for that.
    expect((await me.patch('/api/account', { email: 'ARTIST@encore.test', firstName: 'Ana' })).status).toBe(
      200,
    );

    const changed = await me.patch('/api/account', {
      email: 'thief@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe('thief@example.com');
    const notice = await latestEmailTo(t.database.db, 'artist@encore.test', 'email-changed');
    expect(notice?.subject).toBe("Encore : l'adresse e-mail de votre compte a été modifiée");
    expect(notice?.text).toContain('thief@example.com');
    expect(notice?.text).toMatch(/\/auth\/undo-email-change\?token=/);
    // The link opens a screen of the web app (which asks, then posts its token to the route below).
    expect(appRoutes.map((r) => r.path)).toContain('/auth/undo-email-change');

    const undo = await api.anonymous.post('/api/auth/undo-email-change', { token: linkToken(notice!.text) });
    expect(undo.status).toBe(200);
    expect((await me.get('/api/account')).status).toBe(401); // every session ended
    const back = await api.anonymous.post('/api/auth/login', {
      email: 'artist@encore.test',
      password: DEMO_PASSWORD,
    });
    expect(back.status).toBe(200);
    expect(back.body.data.user.email).toBe('artist@encore.test');
    expect(await latestEmailTo(t.database.db, 'artist@encore.test', 'password-reset')).toBeDefined();
    const again = await api.anonymous.post('/api/auth/undo-email-change', { token: linkToken(notice!.text) });
    expect(again.status).toBe(400);
    const forged = await api.anonymous.post('/api/auth/undo-email-change', { token: session.token });
    expect(forged.status).toBe(400);
  });

  it('ends the access token logout was called with, at once', async () => {
    const first = await t.login('PRODUCER');
    const second = await t.login('PRODUCER');
    expect((await api.withToken(first.token).get('/api/auth/me')).status).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { refreshToken: first.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await api.withToken(first.token).get('/api/auth/me')).status).toBe(401);
    expect((await api.anonymous.post('/api/auth/refresh', { refreshToken: first.refreshToken })).status).toBe(
      401,
    );
    // Another sign-in of the same person is another session: it goes on.
    expect((await api.withToken(second.token).get('/api/auth/me')).status).toBe(200);
    // A bearer token alone (the refresh token lost) is enough to end its session.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${second.token}` },
      payload: {},
    });
    expect((await api.withToken(second.token).get('/api/auth/me')).status).toBe(401);
  });

  it('limits password checks like login', async () => {
    const me = api.withToken((await t.login('BOX_OFFICE')).token);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await me.post('/api/account/password', {
        currentPassword: `guess-${i}`,
        newPassword: 'new-pass-123',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
