import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_PASSWORD } from '../../db/seed/seed-demo';
import { latestEmailTo } from '../mail/outbox.repository';

const t = useTestApp();

const post = (url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('login', () => {
  it('signs in a demo account and answers tokens plus the user with its role and rules', async () => {
    const res = await post('/api/auth/login', { email: 'Admin@Encore.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^ey/);
    expect(data.refreshToken.length).toBeGreaterThan(30);
    expect(data.user).toMatchObject({ email: 'admin@encore.test', role: { name: 'ADMIN' }, activated: true });
    expect(data.user.rules[0]).toMatchObject({ subject: 'User', inverted: true });
    expect(JSON.stringify(data.user)).not.toContain('password');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await post('/api/auth/login', { email: 'admin@encore.test', password: 'nope-nope' });
    const unknown = await post('/api/auth/login', { email: 'ghost@encore.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.code).toBe('E01002');
  });

  it('answers E00003 Missing Parameter when a field is absent', async () => {
    const res = await post('/api/auth/login', { email: 'admin@encore.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'E00003', message: 'Missing Parameter' });
    expect(res.json().error.details[0].path).toBe('password');
  });

  it('answers a validation error, not a stack trace, for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('E00002');
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});

describe('sign-up', () => {
  it('creates a deactivated account without role, which gets its own message at login', async () => {
    const res = await post('/api/auth/signup', {
      firstName: 'Nina',
      email: 'nina@example.com',
      password: 'long-enough',
      promotionalOffers: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ activated: false, role: null });
    const login = await post('/api/auth/login', { email: 'nina@example.com', password: 'long-enough' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('E01005');
  });

  it('answers E01003 for an e-mail already used, whatever its case', async () => {
    const res = await post('/api/auth/signup', {
      firstName: 'X',
      email: 'ADMIN@encore.test',
      password: 'long-enough',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'E01003', message: 'Email already exists' });
  });

  it("returns the spec's messages for each invalid field", async () => {
    const res = await post('/api/auth/signup', { firstName: '', email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res.json().error.details.map((d: { path: string; message: string }) => [d.path, d.message]),
    );
    expect(messages).toEqual({
      firstName: 'Your first name is required',
      email: 'Please, enter a valid email',
      password: 'The password should contains at leat 8 characters',
    });
  });
});

describe('me', () => {
  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('E01001');
  });

  it('refuses a forged token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'),
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers { data: user } with the role and its rules', async () => {
    const { token } = await t.login('BOX_OFFICE');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user.role.name).toBe('BOX_OFFICE');
    expect(user.rules).toContainEqual({ action: 'view', subject: ['Dashboard', 'BoxOffice'] });
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the new pair works, the old token is refused', async () => {
    const first = await t.login('SHOW_MANAGER');
    const res = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(next.token) });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await t.login('PRODUCER');
    const second = (await post('/api/auth/refresh', { refreshToken: first.refreshToken })).json().data;
    const replay = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('E01006');
    // The thief's replay also kills the legitimate newer token.
    expect((await post('/api/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('lets only one of two concurrent refreshes of the same token win', async () => {
    const first = await t.login('ARTIST');
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/auth/refresh', { refreshToken: first.refreshToken })),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
  });

  it('logout revokes the refresh family', async () => {
    const first = await t.login('ADMIN');
    expect((await post('/api/auth/logout', { refreshToken: first.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const known = await post(
      '/api/auth/request-password',
      { email: 'artist@encore.test' },
      { 'accept-language': 'en-US' },
    );
    const unknown = await post('/api/auth/request-password', { email: 'nobody@encore.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mail = await latestEmailTo(t.database.db, 'artist@encore.test', 'password-reset');
    expect(mail?.subject).toBe('Encore: reset your password');
    expect(mail?.text).toMatch(/\/auth\/reset-password\?token=/);
    expect(await latestEmailTo(t.database.db, 'nobody@encore.test', 'password-reset')).toBeUndefined();
  });

  it('resets once with the e-mailed link, signs out other sessions, and refuses the link a second time', async () => {
    const session = await t.login('BOX_OFFICE');
    await post('/api/auth/request-password', { email: 'boxoffice@encore.test' });
    const mail = await latestEmailTo(t.database.db, 'boxoffice@encore.test', 'password-reset');
    expect(mail?.subject).toContain('réinitialisez');
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]!);

    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-pass' })).statusCode).toBe(
      200,
    );
    const again = await post('/api/auth/reset-password', { token, password: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('E01007');

    expect(
      (await post('/api/auth/login', { email: 'boxoffice@encore.test', password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: 'boxoffice@encore.test', password: 'brand-new-pass' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
  });
});
